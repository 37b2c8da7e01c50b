import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserStats } from "@shared/api/stats";

/** GET /api/stats/users: player counts and the top 3 winners and losers by net profit. */
export const userStatsQueryOptions = queryOptions<UserStats>({ queryKey: ["/api/stats/users"] });

export function useUserStats() {
  return useQuery(userStatsQueryOptions);
}
