import { Eye } from "lucide-react";
import { useT } from "@client/lib/i18n/area";
import { matchesArea } from "../messages";
import type { Translate } from "@shared/i18n/catalogue";
import { useViewers } from "../api/get-viewers";
import { Badge } from "./badge";

export function viewerLabel(count: number, t: Translate<(typeof matchesArea.ids)[number]>): string {
  return t("card.viewers", { count, shown: String(count) });
}

/** Players watching this match now; refreshed every 20 s, hidden at 0 or when unknown (docs/rules.md#timings). */
export function ViewerBadge({ matchId, enabled }: { matchId: number; enabled: boolean }) {
  const { data } = useViewers(matchId, { enabled });
  const t = useT(matchesArea);
  if (!data?.count) return null;
  return (
    <Badge tone="neutral" data-testid="viewer-count">
      <Eye className="size-3.5" aria-hidden />
      {viewerLabel(data.count, t)}
    </Badge>
  );
}
