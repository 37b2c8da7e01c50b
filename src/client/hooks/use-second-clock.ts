import { useSyncExternalStore } from "react";
import { TIMINGS_MS } from "@shared/constants";

// One timer for every countdown on the page, firing just after each whole second of the wall clock. With
// a timer of its own, each of the arena's seventy countdowns drew at its own moment: as many renders,
// style passes and layouts a second as cards on screen, half a core of an idle page on a 2-core machine
// (docs/decisions.md, "One clock for the countdowns"). Now they all move in one render, and React touches
// only the texts that changed.

const TICK_MS = TIMINGS_MS.countdownTick;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setTimeout> | undefined;

function tick(): void {
  now = Date.now();
  for (const listener of listeners) listener();
  schedule();
}

function schedule(): void {
  timer = setTimeout(tick, TICK_MS - (Date.now() % TICK_MS) + 1);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    schedule();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

// Before the first subscriber the last tick may be long past: the time now, to the second, so two reads in
// one render agree.
const snapshot = () => (timer === undefined ? Math.floor(Date.now() / TICK_MS) * TICK_MS : now);

/** The clock itself, for its test: what the hook subscribes to and reads. */
export const secondClock = { subscribe, snapshot };

const still = () => () => {};

/**
 * The time now, read again at each whole second while mounted, by one timer shared with every other caller.
 * With `ticking` false it holds still (read again only when the caller draws again for another reason): for a
 * countdown off the screen, which the player cannot see move.
 */
export function useSecondClock(ticking = true): number {
  return useSyncExternalStore(ticking ? subscribe : still, snapshot, snapshot);
}
