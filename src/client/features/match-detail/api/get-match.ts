import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Match, MatchStatus } from "@shared/api/matches";
import { queryKey, routes } from "@shared/api/routes";
import { useMatchPush } from "../hooks/use-match-push";

/** On the client an upcoming match whose kick-off has passed displays as completed (docs/rules.md#matches). */
export function displayedStatus(status: MatchStatus, msToKickoff: number): MatchStatus {
  return status === "upcoming" && msToKickoff <= 0 ? "completed" : status;
}

export const matchQueryOptions = (id: number) => queryOptions<Match>({ queryKey: queryKey(routes.matches.get, { id }) });

/**
 * The match, kept current by its /ws pushes from kick-off to full time rather than by polling
 * (docs/decisions.md, "The match's state over /ws").
 */
export function useMatch(id: number) {
  const query = useQuery(matchQueryOptions(id));
  useMatchPush(query.data);
  return query;
}
