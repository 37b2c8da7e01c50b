import { useEffect, useRef } from "react";
import { useServerRenderTime } from "../lib/render-clock";
import { useSecondClock } from "./use-second-clock";

/**
 * Milliseconds left until `target`, ticking every second on the page's one clock (use-second-clock.ts;
 * docs/rules.md#betting-window). `onComplete` fires once when the count reaches zero while mounted and ticking;
 * with `ticking` false the count holds still (off the screen).
 */
export function useCountdown(target: string | Date, onComplete?: () => void, ticking = true): number {
  const targetMs = new Date(target).getTime();
  // While the browser hydrates the server's markup, the server's time: the same text as in it.
  const serverTime = useServerRenderTime();
  const tick = useSecondClock(ticking);
  const now = serverTime ?? tick;
  const fired = useRef(false);
  const callback = useRef(onComplete);
  useEffect(() => {
    callback.current = onComplete;
  });

  useEffect(() => {
    fired.current = Date.now() >= targetMs;
  }, [targetMs]);

  const left = targetMs - now;
  useEffect(() => {
    if (left <= 0 && !fired.current) {
      fired.current = true;
      callback.current?.();
    }
  }, [left]);
  return left;
}
