import { useT } from "@client/lib/i18n/area";
import { useLocale } from "@client/lib/i18n/locale";
import { libArea } from "@client/lib/messages";
import { rich } from "@client/lib/i18n/rich";
import { Link } from "wouter";
import { cn } from "../../../lib/cn";
import { betOutcomeLine } from "../../../lib/own-outcome";
import type { FinishedBet } from "../lib/just-finished";
import { matchesArea } from "../messages";
import { SectionHeading } from "./section-heading";

/**
 * The matches the player backed that ended in the last 30 minutes, between Live Now and Upcoming
 * Battles: the final score and what the bet came to, so a backed match does not simply vanish at full
 * time (docs/rules.md#page-arena).
 */
export function JustFinished({ bets }: { bets: readonly FinishedBet[] }) {
  const t = useT(matchesArea);
  const words = { t: useT(libArea), locale: useLocale() };
  return (
    <section aria-labelledby="just-finished">
      <SectionHeading id="just-finished">{t("list.justFinished")}</SectionHeading>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {bets.map((bet) => (
          <li
            key={bet.id}
            data-testid="just-finished-card"
            className="relative rounded-2xl border border-border bg-card p-4 shadow-sm hover:border-primary/60"
          >
            <h3 className="font-display text-lg font-bold leading-snug">
              <Link
                href={`/match/${bet.matchId}`}
                className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-primary"
              >
                {t("fixture", { home: bet.match.homeTeam, away: bet.match.awayTeam })}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">
              {rich(t("finalScoreIs", { score: bet.match.actualScore ?? "-" }), [
                (score) => <span className="font-display text-base font-bold text-foreground tabular-nums">{score}</span>,
              ])}
            </p>
            <p
              data-testid="just-finished-outcome"
              className={cn(
                "mt-2 font-semibold",
                bet.outcome === "won" ? "text-success" : bet.outcome === "lost" ? "text-destructive" : "text-muted-foreground",
              )}
            >
              {betOutcomeLine(bet, words)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
