import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element is on (or near) the screen. Cards poll their distribution and viewers only while
 * visible, so a list of fifty matches does not cost fifty polls every ten seconds.
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = "200px"): boolean {
  // Without IntersectionObserver (old browsers) a card counts as visible and simply polls.
  const [inView, setInView] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin]);
  return inView;
}
