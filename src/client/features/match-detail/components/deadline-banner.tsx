import { AlarmClock } from "lucide-react";
import { deadlineBanner, formatTimeLeft } from "@shared/countdown";
import { cn } from "../../../lib/cn";

/**
 * Sticks to the bottom of the screen while kick-off is less than 2 hours away and no bet is placed:
 * orange, red and pulsing at 30 minutes or less (SPEC §4). The bottom edge, because the header's
 * height varies with the screen. Not a live region: it changes every second.
 */
export function DeadlineBanner({ msLeft }: { msLeft: number }) {
  const level = deadlineBanner(msLeft);
  if (level === "hidden") return null;
  return (
    <aside
      aria-label="Betting deadline"
      data-testid="deadline-banner"
      data-level={level}
      className={cn(
        "sticky bottom-0 z-30 -mx-3 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-3 text-center font-semibold shadow-[0_-4px_16px_rgba(0,0,0,0.35)] sm:bottom-3 sm:mx-0 sm:rounded-xl",
        level === "urgent" ? "animate-pulse bg-red-700 text-white motion-reduce:animate-none" : "bg-orange-500 text-black",
      )}
    >
      <AlarmClock className="size-5" aria-hidden />
      <span className="uppercase tracking-wide">Place Your Bet Now</span>
      <span className="font-mono tabular-nums">Kick-off in {formatTimeLeft(msLeft)}</span>
    </aside>
  );
}
