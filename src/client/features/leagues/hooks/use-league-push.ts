import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { TIMINGS_MS } from "@shared/constants";
import { hearEveryMatch } from "../../../lib/live-socket";
import { matchMoves } from "../lib/match-moves";

/**
 * Reads a league's figures again (`moved`: its chances, docs/rules.md#can-i-still-win, or its picks by match,
 * docs/rules.md#league-picks) after every kick-off, goal and result in the matches they show, heard on the tab's socket
 * following every match's state, as the arena does. Every reader hears the same push, so each reads within a few
 * seconds at random; the server works the figures out once for the new state and shares them. A socket back from a
 * drop reads them too: pushes were missed.
 */
export function useLeaguePush(
  leagueId: number,
  matchIds: readonly number[] | undefined,
  moved: (queryClient: QueryClient, leagueId: number) => Promise<unknown>,
): void {
  const queryClient = useQueryClient();
  const counted = matchIds?.join(",") ?? "";
  useEffect(() => {
    if (!counted) return;
    const moves = matchMoves(new Set(counted.split(",").map(Number)));
    let spread: ReturnType<typeof setTimeout> | undefined;
    const readSoon = () => {
      spread ??= setTimeout(() => {
        spread = undefined;
        void moved(queryClient, leagueId);
      }, Math.random() * TIMINGS_MS.kickoffReloadSpread);
    };
    const stop = hearEveryMatch((state) => {
      if (moves(state)) readSoon();
    }, readSoon);
    return () => {
      clearTimeout(spread);
      stop();
    };
  }, [queryClient, leagueId, counted, moved]);
}
