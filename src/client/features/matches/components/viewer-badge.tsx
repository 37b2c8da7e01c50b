import { Eye } from "lucide-react";
import { useViewers } from "../api/get-viewers";
import { Badge } from "./badge";

export function viewerLabel(count: number): string {
  return count === 1 ? "1 viewer" : `${count} viewers`;
}

/** Players watching this match now; refreshed every 20 s, hidden at 0 or when unknown (docs/rules.md#timings). */
export function ViewerBadge({ matchId, enabled }: { matchId: number; enabled: boolean }) {
  const { data } = useViewers(matchId, { enabled });
  if (!data?.count) return null;
  return (
    <Badge tone="neutral" data-testid="viewer-count">
      <Eye className="size-3.5" aria-hidden />
      {viewerLabel(data.count)}
    </Badge>
  );
}
