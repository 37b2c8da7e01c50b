import { useEffect, useRef, useState } from "react";
import { TIMINGS_MS } from "@shared/constants";

/**
 * Milliseconds left until `target`, ticking every second (SPEC §4). `onComplete` fires once when
 * the count reaches zero while mounted.
 */
export function useCountdown(target: string | Date, onComplete?: () => void): number {
  const targetMs = new Date(target).getTime();
  const [now, setNow] = useState(() => Date.now());
  const fired = useRef(false);
  const callback = useRef(onComplete);
  useEffect(() => {
    callback.current = onComplete;
  });

  useEffect(() => {
    fired.current = Date.now() >= targetMs;
    const timer = setInterval(() => setNow(Date.now()), TIMINGS_MS.countdownTick);
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
