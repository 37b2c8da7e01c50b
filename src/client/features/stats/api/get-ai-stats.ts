import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AiStats } from "@shared/api/matches";

/** GET /api/ai-stats: one row per oracle, empty until a match is scored. */
export const aiStatsQueryOptions = queryOptions<AiStats[]>({ queryKey: ["/api/ai-stats"] });

export function useAiStats() {
  return useQuery(aiStatsQueryOptions);
}
