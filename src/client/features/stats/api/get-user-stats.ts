import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserStats } from "@shared/api/stats";
import { queryKey, routes } from "@shared/api/routes";

/** GET /api/stats/users: player counts and the top 3 winners and losers by net profit. */
export const userStatsQueryOptions = queryOptions<UserStats>({ queryKey: queryKey(routes.stats.users), refetchOnMount: "always" });

export function useUserStats() {
  return useQuery(userStatsQueryOptions);
}
