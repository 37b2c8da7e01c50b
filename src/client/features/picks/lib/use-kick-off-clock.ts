import { useEffect, useState } from "react";

// setTimeout takes at most a signed 32-bit count of milliseconds (about 24.8 days); a later kick-off is
// waited for in steps.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The time now, taken again at each of `kickOffs` (ISO instants) as it passes while the page is open,
 * so a match is shown closed at its kick-off by the clock (docs/rules.md#page-picks), not first on save.
 * Nothing ticks in between: one timer waits for the next kick-off.
 */
export function useKickOffClock(kickOffs: readonly string[]): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const next = Math.min(...kickOffs.map((at) => Date.parse(at)).filter((at) => at > now));
    if (!Number.isFinite(next)) return;
    // A timer may fire a moment early by Date.now()'s reading: the next run of this effect waits the rest.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(0, next - Date.now()) + 1, LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [kickOffs, now]);
  return now;
}
