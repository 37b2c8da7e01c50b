import { ArrowLeft, Hourglass } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "../../../components/ui/button";
import { MatchHeader } from "./match-header";
import { ResultOverlay, type ResultOverlayProps } from "./result-overlay";
import { useT } from "../../../lib/i18n/area";
import { matchDetailArea } from "../messages";

/** A finished match: the result overlay, or a notice while the score is still on its way (docs/rules.md#page-match). */
export function CompletedMatch(props: ResultOverlayProps) {
  const { match } = props;
  const t = useT(matchDetailArea);
  if (match.actualScore) return <ResultOverlay {...props} />;
  return (
    <div className="grid gap-6">
      <MatchHeader match={match} />
      <section role="status" className="rounded-2xl border border-border bg-card p-8 text-center">
        <Hourglass className="mx-auto size-8 text-accent motion-safe:animate-pulse" aria-hidden />
        <p className="mt-3 text-lg font-semibold">{t("completed.updating")}</p>
        <Link href="/" className={buttonVariants({ variant: "outline", className: "mt-6" })}>
          <ArrowLeft className="size-4" aria-hidden />
          {t("backToArena")}
        </Link>
      </section>
    </div>
  );
}
