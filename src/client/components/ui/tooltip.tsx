import { cloneElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from "react";
import { TIMINGS_MS } from "@shared/constants";
import { cn } from "../../lib/cn";

/**
 * A short hint above its trigger (WAI-ARIA tooltip pattern): it opens after its delay (docs/rules.md#timings) when a mouse
 * rests on the trigger and at once on keyboard focus, and closes on Escape, blur or leaving; the trigger
 * is described by it while open. Written here rather than taken from Radix: Radix Tooltip brings a
 * positioning engine into every page for the footer's two "Coming Soon" hints (docs/decisions.md), and
 * a hint that always sits above a small icon needs none.
 */
export function Tooltip({
  content,
  side = "above",
  children,
}: {
  content: ReactNode;
  /** "below" for triggers at the top of the screen (the header), where a hint above would be cut off. */
  side?: "above" | "below";
  children: ReactElement<{ "aria-describedby"?: string }>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const show = (delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <span
      className="relative inline-flex"
      // Touch has no hover: a tap should act on the button, not pop a hint (as Radix does).
      onPointerEnter={(event) => event.pointerType !== "touch" && show(TIMINGS_MS.tooltipDelay)}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={(event) => event.target.matches(":focus-visible") && show(0)}
      onBlur={hide}
    >
      {cloneElement(children, { "aria-describedby": open ? id : undefined })}
      {open && (
        <span
          role="tooltip"
          id={id}
          className={cn(
            "absolute left-1/2 z-50 -translate-x-1/2 whitespace-nowrap rounded-md border border-border bg-card px-3 py-1.5 text-xs text-foreground shadow-lg",
            side === "above" ? "bottom-full mb-2" : "top-full mt-2",
          )}
        >
          {content}
        </span>
      )}
    </span>
  );
}
