import { useT } from "@client/lib/i18n/area";
import { matchesArea } from "../messages";
import { Link } from "wouter";
import type { ListedMatch } from "@shared/api/matches";
import { buttonVariants } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { DuelWinner } from "./duel-winner";

/** The score between the two team names: the running score while live, the final one after. */
export function ScoreLine({ match, label }: { match: ListedMatch; label: string }) {
  return (
    // One row on a phone (the first card must fit the first screen), label over score from sm up.
    <div className="flex items-center justify-center gap-3 rounded-xl bg-muted/60 px-3 py-1.5 text-center sm:block sm:p-3">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</p>
      <p className="font-display text-2xl font-bold tabular-nums sm:text-3xl" data-testid="match-score">
        {match.actualScore ?? "0-0"}
      </p>
    </div>
  );
}

/** A completed card: the final score and View Results, or a note while the result is on its way. */
export function CompletedResult({ match }: { match: ListedMatch }) {
  const t = useT(matchesArea);
  if (!match.actualScore) {
    return <p className="rounded-xl bg-muted/60 p-3 text-center text-sm text-muted-foreground">{t("card.completedPending")}</p>;
  }
  return (
    <>
      <ScoreLine match={match} label={t("finalScore")} />
      <DuelWinner match={match} />
      <Link href={`/match/${match.id}`} className={cn(buttonVariants({ variant: "outline" }), "relative z-10 w-full")}>
        {t("card.viewResults")}
      </Link>
    </>
  );
}
