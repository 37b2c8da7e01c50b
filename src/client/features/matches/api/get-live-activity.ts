import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LiveActivity } from "@shared/api/live";
import { queryKey, routes } from "@shared/api/routes";

export const liveActivityQueryOptions = queryOptions<LiveActivity>({ queryKey: queryKey(routes.live.activity) });

export function useLiveActivity() {
  return useQuery(liveActivityQueryOptions);
}
