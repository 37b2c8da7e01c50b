import { formatDateTime } from "../../../lib/format";
import { useBrowserOnly } from "../../../lib/render-clock";

/**
 * Beside a card's countdown, the day and clock time of kick-off in the player's zone ("Today 18:30").
 * Written once the browser has taken over the server's markup, which was rendered in the server's zone;
 * until then the space is kept, so nothing moves when it appears.
 */
export function KickOffTime({ matchDate }: { matchDate: string }) {
  const inBrowser = useBrowserOnly();
  return (
    <time dateTime={matchDate} className="min-w-24 text-sm text-muted-foreground tabular-nums" data-testid="kick-off-time">
      {inBrowser ? formatDateTime(matchDate, new Date()) : ""}
    </time>
  );
}
