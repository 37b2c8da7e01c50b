import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Match, MatchStatus } from "@shared/api/matches";
import { queryKey, routes } from "@shared/api/routes";

/** While live (or finished without a score yet), the page polls so it moves on by itself. */
export const MATCH_POLL_MS = 15_000;

/** SPEC §4: on the client an upcoming match whose kick-off has passed displays as completed. */
export function displayedStatus(status: MatchStatus, msToKickoff: number): MatchStatus {
  return status === "upcoming" && msToKickoff <= 0 ? "completed" : status;
}

function needsPolling(match: Match | undefined): boolean {
  if (!match) return false;
  if (match.status === "live") return true;
  const kickedOff = Date.parse(match.matchDate) <= Date.now();
  return (match.status === "completed" || (match.status === "upcoming" && kickedOff)) && !match.actualScore;
}

export const matchQueryOptions = (id: number) =>
  queryOptions<Match>({
    queryKey: queryKey(routes.matches.get, { id }),
    refetchInterval: (query) => (needsPolling(query.state.data) ? MATCH_POLL_MS : false),
  });

export function useMatch(id: number) {
  return useQuery(matchQueryOptions(id));
}
