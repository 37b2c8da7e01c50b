import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AiStats } from "@shared/api/matches";
import { queryKey, routes } from "@shared/api/routes";

/** Empty until a match is scored. */
export const aiStatsQueryOptions = queryOptions<AiStats[]>({ queryKey: queryKey(routes.oracles.aiStats) });

export function useAiStats() {
  return useQuery(aiStatsQueryOptions);
}
