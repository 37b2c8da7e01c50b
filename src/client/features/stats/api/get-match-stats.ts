import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MatchStats } from "@shared/api/stats";
import { queryKey, routes } from "@shared/api/routes";

/** GET /api/stats/matches: counts by status and the 5 most recent completed matches. */
export const matchStatsQueryOptions = queryOptions<MatchStats>({ queryKey: queryKey(routes.stats.matches), refetchOnMount: "always" });

export function useMatchStats() {
  return useQuery(matchStatsQueryOptions);
}
