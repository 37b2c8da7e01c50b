import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { TIMINGS_MS } from "@shared/constants";
import { arenaListMoved, arenaMatchChanged, type Read } from "../../../lib/domain-events";
import { hearEveryMatch } from "../../../lib/live-socket";

/**
 * Keeps the arena's cards current from one socket that follows every match's state (docs/decisions.md,
 * Client): scores, minutes and kick-offs at once, a backed match's settlement at once, and the list read
 * again after a status moved, within a few seconds at random, since every player on the arena hears the
 * same push. A follow answered again (the socket came back after a drop) reads the list and the open picks:
 * pushes were missed.
 */
export function useArenaPush(backed: ReadonlyMap<number, unknown> | undefined): void {
  const queryClient = useQueryClient();
  const backedNow = useRef(backed);
  useEffect(() => {
    backedNow.current = backed;
  }, [backed]);

  useEffect(() => {
    let spread: ReturnType<typeof setTimeout> | undefined;
    // The reads due at the spread's end; none named means all of the arena's (pushes were missed).
    let due: Read[] | undefined = [];
    const readSoon = (reads?: readonly Read[]) => {
      due = due && reads ? [...due, ...reads] : undefined;
      spread ??= setTimeout(() => {
        const reads = due;
        spread = undefined;
        due = [];
        void arenaListMoved(queryClient, reads);
      }, Math.random() * TIMINGS_MS.kickoffReloadSpread);
    };
    const stop = hearEveryMatch(
      (state) => {
        const { spread: reads } = arenaMatchChanged(queryClient, state, backedNow.current?.has(state.matchId) ?? false);
        if (reads.length > 0) readSoon(reads);
      },
      () => readSoon(),
    );
    return () => {
      clearTimeout(spread);
      stop();
    };
  }, [queryClient]);
}
