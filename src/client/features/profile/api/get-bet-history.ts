import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Bet } from "@shared/api/bets";

export const betHistoryQueryKey = ["/api/bets/history"] as const;

/** The signed-in player's bets, newest first; `match` is null when the match is gone. */
export const betHistoryQueryOptions = queryOptions<Bet[]>({ queryKey: betHistoryQueryKey });

export function useBetHistory() {
  return useQuery(betHistoryQueryOptions);
}
