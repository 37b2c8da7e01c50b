import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LiveActivity } from "@shared/api/matches";
import { queryKey, routes } from "@shared/api/routes";

export const liveActivityQueryOptions = queryOptions<LiveActivity>({ queryKey: queryKey(routes.stats.liveActivity) });

export function useLiveActivity() {
  return useQuery(liveActivityQueryOptions);
}
