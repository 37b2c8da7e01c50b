import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Bet } from "@shared/api/bets";
import { queryKey, routes } from "@shared/api/routes";

export const betHistoryQueryKey = queryKey(routes.bets.history);

/** The signed-in player's bets, newest first; `match` is null when the match is gone. */
export const betHistoryQueryOptions = queryOptions<Bet[]>({ queryKey: betHistoryQueryKey });

export function useBetHistory() {
  return useQuery(betHistoryQueryOptions);
}
