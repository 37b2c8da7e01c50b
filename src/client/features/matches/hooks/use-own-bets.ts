import { useMemo } from "react";
import type { Bet } from "@shared/api/bets";
import { useClockAt } from "../../../hooks/use-clock-at";
import { departures, justFinished } from "../lib/just-finished";
import type { OwnBets } from "../components/match-list";

/**
 * The player's bets as the arena shows them (`history`, newest first, from the one read of their bets, read at
 * `readAt`): each open or live one by its match (its card's stake line, the strip's locked Back buttons), and
 * those settled in the last 30 minutes under "Just finished", which leave it by themselves when their half hour
 * is up. Judged at the later of the read and the last departure, so a bet a refetch just brought in counts.
 */
export function useOwnBets(history: readonly Bet[] | undefined, readAt: number): OwnBets | undefined {
  const leaving = useMemo(() => departures(history ?? []), [history]);
  const now = Math.max(readAt, useClockAt(leaving));
  return useMemo(() => {
    if (!history) return undefined;
    const onMatch = new Map(history.filter((bet) => bet.outcome === null).map((bet) => [bet.matchId, bet]));
    return { onMatch, justFinished: justFinished(history, now) };
  }, [history, now]);
}
