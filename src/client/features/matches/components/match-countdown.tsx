import { Clock } from "lucide-react";
import { formatTimeLeft, urgencyOf, type Urgency } from "@shared/countdown";
import { cn } from "../../../lib/cn";

const urgencyClass: Record<Urgency, string> = {
  calm: "text-success",
  moderate: "text-accent",
  high: "text-warning",
  critical: "animate-pulse text-destructive motion-reduce:animate-none",
  over: "text-muted-foreground",
};

/** Time left to kick-off, coloured by urgency (SPEC §4); "Time's up!" at zero. */
export function MatchCountdown({ msLeft, matchDate }: { msLeft: number; matchDate: string }) {
  const urgency = urgencyOf(msLeft);
  return (
    <time
      dateTime={matchDate}
      data-testid="match-countdown"
      data-urgency={urgency}
      className={cn("inline-flex items-center gap-1 text-sm font-semibold tabular-nums", urgencyClass[urgency])}
    >
      <Clock className="size-4" aria-hidden />
      {formatTimeLeft(msLeft)}
    </time>
  );
}
