import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { TIMINGS_MS } from "@shared/constants";
import { leagueRaceMoved } from "../../../lib/domain-events";
import { hearEveryMatch } from "../../../lib/live-socket";
import { raceMoves } from "../lib/race-moves";

/**
 * Reads a league's chances again after every goal and result in the matches they count (docs/rules.md#can-i-still-win),
 * heard on the tab's socket following every match's state, as the arena does. Every reader hears the same push, so
 * each reads within a few seconds at random; the server draws the figures once for the new state and shares them.
 * A socket back from a drop reads them too: pushes were missed.
 */
export function useRacePush(leagueId: number, matchIds: readonly number[] | undefined): void {
  const queryClient = useQueryClient();
  const counted = matchIds?.join(",") ?? "";
  useEffect(() => {
    if (!counted) return;
    const moves = raceMoves(new Set(counted.split(",").map(Number)));
    let spread: ReturnType<typeof setTimeout> | undefined;
    const readSoon = () => {
      spread ??= setTimeout(() => {
        spread = undefined;
        void leagueRaceMoved(queryClient, leagueId);
      }, Math.random() * TIMINGS_MS.kickoffReloadSpread);
    };
    const stop = hearEveryMatch((state) => {
      if (moves(state)) readSoon();
    }, readSoon);
    return () => {
      clearTimeout(spread);
      stop();
    };
  }, [queryClient, leagueId, counted]);
}
