import { Crown } from "lucide-react";
import type { Bet } from "@shared/api/bets";
import type { Prediction } from "@shared/api/matches";
import { POINTS } from "@shared/constants";
import { payoutFor } from "@shared/payout";
import { chancePhrase } from "@shared/duel-verdict";
import { OracleName } from "../../../components/oracle-name";
import { cn } from "../../../lib/cn";
import { formatCredits } from "../../../lib/format";
import { ForecastTopScores } from "./sealed-forecast";
import { useT } from "../../../lib/i18n/area";
import { useLocale } from "../../../lib/i18n/locale";
import { matchDetailArea } from "../messages";

/** The final score and this oracle's chance of it, printed as a pair with the other card's (`finalScoreChanceTexts`). */
export interface FinalScoreChance {
  score: string;
  chance: string;
}

/**
 * One oracle's prophecy against the result: predicted score, points and the chance its forecast gave
 * the final score, with the decimals that tell it from the other card's (docs/decisions.md).
 */
export function OracleResultCard({ prediction, winner, final }: { prediction: Prediction; winner: boolean; final?: FinalScoreChance }) {
  const t = useT(matchDetailArea);
  return (
    <article
      data-testid={`result-${prediction.aiName}`}
      className={cn("rounded-2xl border bg-card p-5 text-center", winner ? "border-accent ring-2 ring-accent" : "border-border")}
    >
      <h3 className="flex items-center justify-center gap-2 font-display text-xl">
        {winner && <Crown className="size-5 text-accent" aria-label={t("result.winner")} />}
        <OracleName ai={prediction.aiName} />
      </h3>
      <p className="mt-2 text-xs uppercase text-muted-foreground">{t("result.predicted")}</p>
      <p className="font-display text-4xl font-bold">{prediction.predictedScore}</p>
      <p className="mt-2 text-lg font-bold text-accent">{t("result.points", { points: prediction.points ?? 0 })}</p>
      {final && (
        <p className="mt-1 text-sm text-muted-foreground" data-testid={`final-score-chance-${prediction.aiName}`}>
          {/* English's article comes from chancePhrase ("an 8.0% chance"); the other languages write both alike. */}
          {t(chancePhrase(final.chance).startsWith("an ") ? "result.gaveFinalAn" : "result.gaveFinalA", { chance: final.chance })}
        </p>
      )}
      <ForecastTopScores prediction={prediction} final={final} />
    </article>
  );
}

const OUTCOME = {
  won: { label: "result.won", className: "bg-chatgpt/15 text-chatgpt" },
  lost: { label: "result.lost", className: "bg-destructive/15 text-destructive" },
  void: { label: "result.refunded", className: "bg-muted text-foreground" },
  pending: { label: "result.pending", className: "bg-muted text-muted-foreground" },
} as const;

/** What the player's bet came to: Won, Lost, Refunded (an exact tie), or Pending while unsettled. */
export function YourBetCard({ bet }: { bet: Bet }) {
  const t = useT(matchDetailArea);
  const locale = useLocale();
  const outcome = OUTCOME[bet.outcome ?? "pending"];
  const payout =
    bet.outcome === "won"
      ? (bet.payout ?? payoutFor(bet.stake))
      : bet.outcome === "lost"
        ? 0
        : bet.outcome === "void"
          ? bet.stake
          : payoutFor(bet.stake);
  return (
    <section aria-labelledby="your-bet-title" data-testid="your-bet" className="rounded-2xl border border-border bg-card p-5">
      <div className="flex items-center justify-between gap-2">
        <h3 id="your-bet-title" className="font-display text-lg font-bold">
          {t("result.yourBet")}
        </h3>
        <span className={cn("rounded-full px-3 py-1 text-sm font-bold", outcome.className)} data-testid="bet-outcome">
          {t(outcome.label)}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        <div>
          <dt className="text-xs uppercase text-muted-foreground">{t("result.backed")}</dt>
          <dd>
            <OracleName ai={bet.aiSelected} />
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase text-muted-foreground">{t("result.stake")}</dt>
          <dd className="font-bold">{formatCredits(bet.stake, locale)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase text-muted-foreground">{bet.outcome ? t("result.payout") : t("result.potentialPayout")}</dt>
          <dd className="font-bold">{formatCredits(payout, locale)}</dd>
        </div>
      </dl>
    </section>
  );
}

const LEGEND = [
  ["legend.exact", POINTS.exact],
  ["legend.outcome", POINTS.outcome],
  ["legend.goalDifference", POINTS.goalDifference],
  ["legend.otherwise", POINTS.miss],
] as const;

/** The scoring (docs/rules.md#scoring); only the highest rule applies. */
export function ScoringLegend() {
  const t = useT(matchDetailArea);
  return (
    <section aria-labelledby="scoring-legend-title" className="rounded-2xl border border-border bg-card p-5 text-left">
      <h3 id="scoring-legend-title" className="font-display text-lg font-bold">
        {t("legend.title")}
      </h3>
      <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        {LEGEND.map(([label, points]) => (
          <li key={label} className="flex justify-between gap-2 rounded-md bg-muted px-3 py-2">
            <span>{t(label)}</span>
            <span className="font-bold">{points}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-muted-foreground">{t("legend.note")}</p>
    </section>
  );
}
