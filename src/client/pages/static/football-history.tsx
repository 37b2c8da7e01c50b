import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { PRODUCT_NAME } from "@shared/constants";
import { Logo } from "../../components/layout/logo";
import { StaticPage } from "../../components/layout/static-page";
import { buttonVariants } from "../../components/ui/button";
import { HISTORY_FIGURES, HISTORY_SECTIONS } from "./football-history-content";
import { HistoryFacts } from "./football-history-facts";

function Figures() {
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="history-figures">
      {HISTORY_FIGURES.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse rounded-xl border border-border bg-card p-4 text-center">
          <dt>
            <span className="block font-semibold">{figure.label}</span>
            <span className="block text-xs text-muted-foreground">{figure.detail}</span>
          </dt>
          <dd className="font-display text-3xl font-bold text-primary">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function FootballHistoryPage() {
  return (
    <StaticPage
      title="History of Football"
      lead="From a kicking game in ancient China to the world's favourite sport: over two thousand years of the beautiful game."
    >
      {HISTORY_SECTIONS.map((section) => (
        <section key={section.heading} className="space-y-4">
          <h2>{section.heading}</h2>
          <p className="-mt-3 text-xs font-semibold uppercase tracking-widest text-accent">{section.era}</p>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          {section.heading === "Facts You Never Knew" && <HistoryFacts />}
          {section.heading === "Football Today" && <Figures />}
        </section>
      ))}

      {/* StaticPage styles every content link as an underlined text link; the logo and the button must not look like one. */}
      <section className="flex flex-col items-center gap-4 rounded-xl border border-border bg-card p-6 text-center [&_a]:no-underline!">
        <div className="[&_a]:text-foreground!">
          <Logo showTagline={false} />
        </div>
        <p>
          From cuju to the Club World Cup, football has always been about reading the game a moment before everyone else. {PRODUCT_NAME} brings AI
          intelligence to predicting football matches: two AI oracles call every score, and you decide which one sees the future clearer.
        </p>
        <Link href="/" className={buttonVariants({ variant: "primary", className: "text-primary-foreground!" })}>
          <ArrowLeft className="size-4" aria-hidden />
          Back to Home
        </Link>
      </section>
    </StaticPage>
  );
}
