import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Distribution } from "@shared/api/matches";
import { TIMINGS_MS } from "@shared/constants";
import { queryKey, routes } from "@shared/api/routes";

// Polled every 10 s (docs/rules.md#timings).
export const distributionQueryOptions = (matchId: number) =>
  queryOptions<Distribution>({
    queryKey: queryKey(routes.matches.distribution, { id: matchId }),
    refetchInterval: TIMINGS_MS.distributionRefresh,
  });

export function useDistribution(matchId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...distributionQueryOptions(matchId), enabled });
}
