import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { viewerCountSchema } from "@shared/api/matches";
import { TIMINGS_MS } from "@shared/constants";
import { queryKey, routes } from "@shared/api/routes";

export type ViewerCount = z.infer<typeof viewerCountSchema>;

// Refreshed every 20 s (docs/rules.md#timings).
export const viewersQueryOptions = (matchId: number) =>
  queryOptions<ViewerCount>({
    queryKey: queryKey(routes.stats.matchViewers, { matchId }),
    refetchInterval: TIMINGS_MS.viewerRefresh,
  });

export function useViewers(matchId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...viewersQueryOptions(matchId), enabled });
}
