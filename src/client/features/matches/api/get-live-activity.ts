import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LiveActivity } from "@shared/api/matches";

export const liveActivityQueryOptions = queryOptions<LiveActivity>({ queryKey: ["/api/activity/live"] });

export function useLiveActivity() {
  return useQuery(liveActivityQueryOptions);
}
