import { useT } from "@client/lib/i18n/area";
import { matchesArea } from "../messages";
import type { MatchStatus } from "@shared/api/matches";
import { Badge } from "./badge";

const labels = {
  upcoming: "status.upcoming",
  live: "status.live",
  completed: "status.completed",
  postponed: "status.postponed",
  cancelled: "status.cancelled",
} as const satisfies Record<MatchStatus, string>;

/** Upcoming, Live with the minute, or Completed (the status as displayed, docs/rules.md#matches). */
export function MatchStatusBadge({ status, minute }: { status: MatchStatus; minute: number | null }) {
  const t = useT(matchesArea);
  if (status === "live") {
    return (
      <Badge tone="live" data-testid="match-status">
        <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-current motion-reduce:animate-none" />
        {t(labels.live)}
        {minute !== null && <span className="tabular-nums">{` ${minute}'`}</span>}
      </Badge>
    );
  }
  return (
    <Badge tone={status === "upcoming" ? "primary" : "neutral"} data-testid="match-status">
      {t(labels[status])}
    </Badge>
  );
}
