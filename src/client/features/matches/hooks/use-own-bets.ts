import { useEffect, useMemo, useState } from "react";
import type { Bet } from "@shared/api/bets";
import { justFinished, nextDeparture } from "../lib/just-finished";
import type { OwnBets } from "../components/match-list";

/** setTimeout's longest delay. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The player's bets as the arena shows them (`history`, newest first, from the one read of their
 * bets, read at `readAt`): each open or live one on its match's card, and those settled in the last 30 minutes under
 * "Just finished", which leave it by themselves when their half hour is up.
 */
export function useOwnBets(history: readonly Bet[] | undefined, readAt: number): OwnBets | undefined {
  // The clock when the first bet in "Just finished" was due to leave it; the history is judged at the
  // later of that and the moment it was read, so a bet a refetch just brought in is judged by then.
  const [departed, setDeparted] = useState(0);
  const now = Math.max(readAt, departed);
  const own = useMemo(() => {
    if (!history) return undefined;
    const onMatch = new Map(history.filter((bet) => bet.outcome === null).map((bet) => [bet.matchId, bet]));
    return { onMatch, justFinished: justFinished(history, now) };
  }, [history, now]);
  const departure = own && nextDeparture(own.justFinished);
  useEffect(() => {
    if (departure === undefined) return;
    const timer = setTimeout(() => setDeparted(Date.now()), Math.min(Math.max(0, departure - Date.now()), MAX_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [departure]);
  return own;
}
