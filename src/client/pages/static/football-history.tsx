import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { PRODUCT_NAME } from "@shared/constants";
import { Logo } from "../../components/layout/logo";
import { StaticPage } from "../../components/layout/static-page";
import { buttonVariants } from "../../components/ui/button";
import { StatTile } from "../../components/ui/stat-tile";
import { staticPageArea } from "./messages/static-page";
import { footballHistoryArea } from "./messages/football-history";
import { formatCount } from "../../lib/format";
import { useT } from "../../lib/i18n/area";
import { useLocale } from "../../lib/i18n/locale";
import { HISTORY_FIGURES, HISTORY_SECTIONS } from "./football-history-content";
import { HistoryFacts } from "./football-history-facts";

type Paragraph = Extract<(typeof footballHistoryArea.ids)[number], `${string}.p${number}`>;

function Figures() {
  const t = useT(footballHistoryArea);
  const locale = useLocale();
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="history-figures">
      {HISTORY_FIGURES.map((figure) => (
        <StatTile
          key={figure.id}
          look="headline"
          tone="text-primary"
          label={t(`figure.${figure.id}.label`)}
          value={"value" in figure ? t(figure.value) : formatCount(figure.count, locale)}
          hint={t(`figure.${figure.id}.detail`)}
        />
      ))}
    </dl>
  );
}

export default function FootballHistoryPage() {
  const t = useT(footballHistoryArea);
  const layout = useT(staticPageArea);
  return (
    <StaticPage title={t("title")} lead={t("lead")}>
      {HISTORY_SECTIONS.map((section) => (
        <section key={section.id} className="space-y-4">
          <h2>{t(`${section.id}.heading`)}</h2>
          <p className="-mt-3 text-xs font-semibold uppercase tracking-widest text-accent">{t(`${section.id}.era`)}</p>
          {Array.from({ length: section.paragraphs }, (_, index) => (
            <p key={index}>{t(`${section.id}.p${index + 1}` as Paragraph)}</p>
          ))}
          {section.id === "facts" && <HistoryFacts />}
          {section.id === "today" && <Figures />}
        </section>
      ))}

      {/* StaticPage styles every content link as an underlined text link; the logo and the button must not look like one. */}
      <section className="flex flex-col items-center gap-4 rounded-xl border border-border bg-card p-6 text-center [&_a]:no-underline!">
        <div className="[&_a]:text-foreground!">
          <Logo showTagline={false} />
        </div>
        <p>{t("closing", { product: PRODUCT_NAME })}</p>
        <Link href="/" className={buttonVariants({ variant: "primary", className: "text-primary-foreground!" })}>
          <ArrowLeft className="size-4" aria-hidden />
          {layout("backHome")}
        </Link>
      </section>
    </StaticPage>
  );
}
