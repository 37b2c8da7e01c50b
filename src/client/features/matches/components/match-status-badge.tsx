import type { MatchStatus } from "@shared/api/matches";
import { Badge } from "./badge";

const labels: Record<MatchStatus, string> = {
  upcoming: "Upcoming",
  live: "Live",
  completed: "Completed",
  postponed: "Postponed",
  cancelled: "Cancelled",
};

/** Upcoming, Live with the minute, or Completed (the status as displayed, docs/rules.md#matches). */
export function MatchStatusBadge({ status, minute }: { status: MatchStatus; minute: number | null }) {
  if (status === "live") {
    return (
      <Badge tone="live" data-testid="match-status">
        <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-current motion-reduce:animate-none" />
        Live{minute !== null && <span className="tabular-nums">{` ${minute}'`}</span>}
      </Badge>
    );
  }
  return (
    <Badge tone={status === "upcoming" ? "primary" : "neutral"} data-testid="match-status">
      {labels[status]}
    </Badge>
  );
}
