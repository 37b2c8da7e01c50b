import { useWords } from "@client/lib/i18n/area";
import { sharedWordsArea } from "@client/lib/shared-words/messages";
import { Clock } from "lucide-react";
import { formatTimeLeft, urgencyOf, type Urgency } from "@shared/countdown";
import { useCountdown } from "../../../hooks/use-countdown";
import { cn } from "../../../lib/cn";

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
 */
export function MatchCountdown({ matchDate }: { matchDate: string }) {
  const msLeft = useCountdown(matchDate);
  const urgency = urgencyOf(msLeft);
  const words = useWords(sharedWordsArea);
  return (
    <time
      dateTime={matchDate}
      data-testid="match-countdown"
      data-urgency={urgency}
      className={cn("inline-flex items-center gap-1 text-sm font-semibold tabular-nums", urgencyClass[urgency])}
    >
      {/* Only the icon pulses: fading the text would take it below readable contrast mid-pulse. */}
      <Clock className={cn("size-4", urgency === "critical" && "animate-pulse motion-reduce:animate-none")} aria-hidden />
      {formatTimeLeft(msLeft, words)}
    </time>
  );
}
