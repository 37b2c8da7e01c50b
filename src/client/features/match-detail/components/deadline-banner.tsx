import { sharedWordsArea } from "@client/lib/shared-words/messages";
import { AlarmClock } from "lucide-react";
import { deadlineBanner, formatTimeLeft } from "@shared/countdown";
import { cn } from "../../../lib/cn";
import { useT, useWords } from "../../../lib/i18n/area";
import { matchDetailArea } from "../messages";

/**
 * Sticks to the bottom of the screen while kick-off is less than 2 hours away and no bet is placed:
 * orange, red and pulsing at 30 minutes or less. The pulse moves between two opaque reds, never the
 * banner's opacity, so the page never shows through its words. The bottom edge, because the header's height varies
 * with the screen; it is the page's last block, so scrolled to the end it sits in a space of its own
 * and covers nothing. It looks like a button, so it is one: it brings the 'Back {oracle}' buttons into
 * view and focuses the first (`onChoose`). Not a live region: it changes every second.
 */
export function DeadlineBanner({ msLeft, onChoose }: { msLeft: number; onChoose: () => void }) {
  const t = useT(matchDetailArea);
  const words = useWords(sharedWordsArea);
  const level = deadlineBanner(msLeft);
  if (level === "hidden") return null;
  return (
    <div className="sticky bottom-0 z-30 -mx-3 sm:bottom-3 sm:mx-0">
      <button
        type="button"
        onClick={onChoose}
        data-testid="deadline-banner"
        data-level={level}
        className={cn(
          "flex min-h-11 w-full flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-3 text-center font-semibold shadow-[0_-4px_16px_rgba(0,0,0,0.35)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-foreground sm:rounded-xl",
          level === "urgent" ? "animate-deadline-pulse bg-red-700 text-white motion-reduce:animate-none" : "bg-orange-500 text-black",
        )}
      >
        <AlarmClock className="size-5" aria-hidden />
        <span className="uppercase tracking-wide">{t("deadline.cta")}</span>
        <span className="font-mono tabular-nums">{t("deadline.kickOffIn", { time: formatTimeLeft(msLeft, words) })}</span>
      </button>
    </div>
  );
}
