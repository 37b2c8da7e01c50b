import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AiStats } from "@shared/api/matches";
import { queryKey, routes } from "@shared/api/routes";

/** GET /api/ai-stats: one row per oracle, empty until a match is scored. */
export const aiStatsQueryOptions = queryOptions<AiStats[]>({ queryKey: queryKey(routes.oracles.aiStats), refetchOnMount: "always" });

export function useAiStats() {
  return useQuery(aiStatsQueryOptions);
}
