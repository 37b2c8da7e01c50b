import { useEffect, useState } from "react";
import { usePrefersReducedMotion } from "./use-reduced-motion";

/**
 * Steps through `count` items every `intervalMs`, for the tickers and carousels. Auto-advancing
 * content needs a way to stop it (WCAG 2.2.2), so the rotation can be paused; it starts paused when
 * the visitor prefers reduced motion, until they press play.
 */
export function useRotation(count: number, intervalMs: number) {
  const reducedMotion = usePrefersReducedMotion();
  // null: the visitor has not chosen, so the motion preference decides.
  const [choice, setChoice] = useState<boolean | null>(null);
  const paused = choice ?? reducedMotion;
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [paused, count, intervalMs]);

  return {
    index: index % Math.max(count, 1),
    paused,
    /** Whether there is anything to rotate (and so a pause control to show). */
    rotates: count > 1,
    togglePaused: () => setChoice(!paused),
  };
}
