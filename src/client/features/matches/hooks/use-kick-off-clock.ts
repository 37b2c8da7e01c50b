import { useEffect, useRef } from "react";
import { CLOSING_BADGE_MS } from "@shared/countdown";
import { useClockAt } from "../../../hooks/use-clock-at";
import { useServerRenderTime } from "../../../lib/render-clock";

/**
 * A card's clock: the time now, read again only where what the card shows changes (a closing badge
 * appearing, the kick-off), never at the countdown's every second. The countdown ticks on its own
 * (MatchCountdown): when the whole card took the tick, the arena drew seventy cards, pick fields and all,
 * every second, half a phone core on an idle page (docs/decisions.md, "A card draws again when it
 * changes"). While the browser hydrates the server's markup, the server's render time.
 * `onKickOff` runs once when the kick-off passes while the card is mounted, not for a card mounted after it.
 */
export function useKickOffClock(matchDate: string, onKickOff?: () => void): number {
  const kickOff = Date.parse(matchDate);
  const serverTime = useServerRenderTime();
  const clock = useClockAt([kickOff - CLOSING_BADGE_MS.closesSoon, kickOff - CLOSING_BADGE_MS.lastChance, kickOff]);
  const passed = clock >= kickOff;
  const callback = useRef(onKickOff);
  useEffect(() => {
    callback.current = onKickOff;
  });
  const sawItAhead = useRef(false);
  useEffect(() => {
    if (!passed) sawItAhead.current = true;
    else if (sawItAhead.current) {
      sawItAhead.current = false;
      callback.current?.();
    }
  }, [passed]);
  return serverTime ?? clock;
}
