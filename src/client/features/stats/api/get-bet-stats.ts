import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BetStats } from "@shared/api/stats";
import { queryKey, routes } from "@shared/api/routes";

/** GET /api/stats/bets: bets, credits wagered and paid out, pending bets and backers per oracle. */
export const betStatsQueryOptions = queryOptions<BetStats>({ queryKey: queryKey(routes.stats.bets), refetchOnMount: "always" });

export function useBetStats() {
  return useQuery(betStatsQueryOptions);
}
