// How long a dropped live socket waits before it tries again (docs/decisions.md, "Several instances"). When an
// instance stops, every tab it served loses its socket at the same instant; with a fixed delay they would all
// come back at the same instant too, onto the instances left. "Full jitter": a random wait between zero and a
// ceiling that doubles with each failed try, so a thousand tabs spread over the whole window.

export const RECONNECT_FIRST_MS = 2_000;
export const RECONNECT_MAX_MS = 30_000;

/** The ceiling for the `attempt`-th try in a row (0 for the first after a drop). */
export function reconnectCeiling(attempt: number): number {
  return Math.min(RECONNECT_FIRST_MS * 2 ** Math.max(0, attempt), RECONNECT_MAX_MS);
}

/** A wait for the `attempt`-th try: at least a quarter second, at most the ceiling. `random` is in [0, 1). */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = reconnectCeiling(attempt);
  return Math.max(250, Math.floor(random() * ceiling));
}
