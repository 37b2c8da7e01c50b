import { useWords } from "@client/lib/i18n/area";
import { sharedWordsArea } from "@client/lib/shared-words/messages";
import { Clock } from "lucide-react";
import { formatTimeLeft, urgencyOf, type Urgency } from "@shared/countdown";
import { useCountdown } from "../../../hooks/use-countdown";
import { cn } from "../../../lib/cn";
import { useBrowserOnly } from "../../../lib/render-clock";

const urgencyClass: Record<Urgency, string> = {
  calm: "text-success",
  moderate: "text-accent",
  high: "text-warning",
  critical: "text-destructive",
  over: "text-muted-foreground",
};

/**
 * Time left to kick-off, coloured by urgency (docs/rules.md#betting-window); "Time's up!" at zero. It takes the
 * second's tick itself, so the card around it draws again only when the card changes (use-kick-off-clock.ts).
 * Off the screen (`inView` false, the card's own reading) it neither ticks nor pulses: on the arena that is most
 * of seventy cards, each a layout a second and a layer at every frame for nobody.
 */
export function MatchCountdown({ matchDate, inView = true }: { matchDate: string; inView?: boolean }) {
  // The server's markup, and the browser's hydration of it, are drawn as on the screen: they must agree.
  const hydrated = useBrowserOnly();
  const moving = inView || !hydrated;
  const msLeft = useCountdown(matchDate, undefined, moving);
  const urgency = urgencyOf(msLeft);
  const words = useWords(sharedWordsArea);
  return (
    <time
      dateTime={matchDate}
      data-testid="match-countdown"
      data-urgency={urgency}
      className={cn("inline-flex items-center gap-1 text-sm font-semibold tabular-nums", urgencyClass[urgency])}
    >
      {/* Only the icon pulses: fading the text would take it below readable contrast mid-pulse. It pulses in a
          box of its own, whose fade the compositor draws: an SVG's fade is painted again on the page's main
          thread at every frame, for every critical card at once. */}
      <span aria-hidden className={cn("inline-flex", moving && urgency === "critical" && "animate-pulse motion-reduce:animate-none")}>
        <Clock className="size-4" />
      </span>
      {formatTimeLeft(msLeft, words)}
    </time>
  );
}
