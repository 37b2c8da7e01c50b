import { useEffect, useRef, useState } from "react";
import { TIMINGS_MS } from "@shared/constants";
import { useServerRenderTime } from "../lib/render-clock";

/**
 * Milliseconds left until `target`, ticking every second (docs/rules.md#betting-window). `onComplete` fires once when
 * the count reaches zero while mounted.
 */
export function useCountdown(target: string | Date, onComplete?: () => void): number {
  const targetMs = new Date(target).getTime();
  // While the browser hydrates the server's markup, the server's time: the same text as in it.
  const serverTime = useServerRenderTime();
  const [tick, setTick] = useState(() => Date.now());
  const now = serverTime ?? tick;
  const fired = useRef(false);
  const callback = useRef(onComplete);
  useEffect(() => {
    callback.current = onComplete;
  });

  useEffect(() => {
    fired.current = Date.now() >= targetMs;
    const timer = setInterval(() => setTick(Date.now()), TIMINGS_MS.countdownTick);
    return () => clearInterval(timer);
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
