import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Match } from "@shared/api/matches";
import { useClockAt } from "../../../hooks/use-clock-at";
import { matchChanged, matchUnheard } from "../../../lib/domain-events";
import { followMatch, listenLive, liveSocketOpen } from "../../../lib/live-socket";
import { isMatchState } from "../../../lib/match-state-message";

/** While the socket is down, the match is read over HTTP this often instead. */
const FALLBACK_READ_MS = 15_000;

/** True from `matchDate` on; changes by itself at kick-off. */
function useKickedOff(matchDate: string | undefined): boolean {
  const kickoff = matchDate ? Date.parse(matchDate) : NaN;
  return kickoff <= useClockAt([kickoff]);
}

/**
 * Keeps the page's match current from its /ws pushes (docs/decisions.md, Client): followed while
 * live, and from kick-off while the server has not said so yet; each push is the matchChanged event.
 * The server sends the state on every subscribe, so a page back from a dropped socket catches up.
 */
export function useMatchPush(match: Match | undefined): void {
  const queryClient = useQueryClient();
  const kickedOff = useKickedOff(match?.matchDate);
  const matchId = match?.id;
  const follow = match !== undefined && (match.status === "live" || (match.status === "upcoming" && kickedOff));

  useEffect(() => {
    if (!follow || matchId === undefined) return;
    const stopListening = listenLive((data) => {
      if (isMatchState(data) && data.matchId === matchId) void matchChanged(queryClient, data);
    });
    const unfollow = followMatch(matchId);
    // The one fallback, for when the socket is genuinely unavailable (a proxy refusing WebSockets, the
    // server's socket limits, a drop until the retry lands): the match is read over HTTP. While the
    // socket is open nothing is polled.
    const fallback = setInterval(() => {
      if (!liveSocketOpen()) void matchUnheard(queryClient, matchId);
    }, FALLBACK_READ_MS);
    return () => {
      clearInterval(fallback);
      unfollow();
      stopListening();
    };
  }, [follow, matchId, queryClient]);
}
