import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { cn } from "../../lib/cn";
import { useT } from "../../lib/i18n/area";
import { uiArea } from "./messages";

/**
 * A frame for a table that may be wider than a phone: it scrolls sideways inside the frame, never the
 * page, and while columns are hidden past the right edge it fades that edge and says so under the
 * frame, so a cut-off column reads as "more this way" rather than missing. Scrollable, it takes focus,
 * so the arrow keys scroll it too.
 */
export function ScrollFrame({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { scrollable, more } = useHiddenToTheRight(ref);
  const t = useT(uiArea);
  return (
    <div className="grid gap-1">
      <div className={cn("relative overflow-hidden", className)}>
        <div ref={ref} className="overflow-x-auto" role="region" aria-label={label} tabIndex={scrollable ? 0 : undefined}>
          {children}
        </div>
        {more && <div aria-hidden className="pointer-events-none absolute inset-y-0 right-0 w-12 bg-gradient-to-l from-card to-transparent" />}
      </div>
      {more && (
        <p className="px-3 pb-1 text-right text-xs text-muted-foreground" data-testid="scroll-cue">
          {t("scroll.more")}
        </p>
      )}
    </div>
  );
}

/**
 * Whether the element scrolls sideways at all (it keeps focus while scrolled to its end) and whether its
 * content still reaches past its right edge, kept up to date as it scrolls and resizes.
 */
function useHiddenToTheRight(ref: RefObject<HTMLDivElement | null>): { scrollable: boolean; more: boolean } {
  const [state, setState] = useState({ scrollable: false, more: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const scrollable = element.scrollWidth - element.clientWidth > 1;
      const more = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setState((last) => (last.scrollable === scrollable && last.more === more ? last : { scrollable, more }));
    };
    update();
    element.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, [ref]);
  return state;
}
