import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Bet } from "@shared/api/bets";

/** The caller's bet on a match, or null when there is none. */
export const matchBetQueryOptions = (matchId: number) => queryOptions<Bet | null>({ queryKey: ["/api/bets/match", matchId] });

export function useMatchBet(matchId: number) {
  return useQuery(matchBetQueryOptions(matchId));
}
