import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BetStats } from "@shared/api/stats";

/** GET /api/stats/bets: bets, credits wagered and paid out, pending bets and backers per oracle. */
export const betStatsQueryOptions = queryOptions<BetStats>({ queryKey: ["/api/stats/bets"] });

export function useBetStats() {
  return useQuery(betStatsQueryOptions);
}
