import { useEffect, useState } from "react";

/** setTimeout's longest delay (about 24.8 days); a later instant is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The time now, read again as each of `instants` (milliseconds since the epoch) passes while mounted, and
 * at no other time: one timer waits for the next of them. For what changes at a known moment, a kick-off
 * or a deadline, where a countdown's once-a-second tick would draw again for nothing.
 */
export function useClockAt(instants: readonly number[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = Math.min(...instants.filter((at) => at > now));
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    // One millisecond past it; a timer that still fires a moment early, or a long wait's step, runs this again.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(0, next - Date.now()) + 1, LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [next, now]);
  return now;
}
