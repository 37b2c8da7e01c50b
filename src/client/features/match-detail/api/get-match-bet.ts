import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Bet } from "@shared/api/bets";
import { queryKey, routes } from "@shared/api/routes";

/** The caller's bet on a match, or null when there is none. */
export const matchBetQueryOptions = (matchId: number) => queryOptions<Bet | null>({ queryKey: queryKey(routes.bets.onMatch, { id: matchId }) });

export function useMatchBet(matchId: number) {
  return useQuery(matchBetQueryOptions(matchId));
}
