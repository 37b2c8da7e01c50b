import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AiStats } from "@shared/api/matches";

/** Empty until a match is scored. */
export const aiStatsQueryOptions = queryOptions<AiStats[]>({ queryKey: ["/api/ai-stats"] });

export function useAiStats() {
  return useQuery(aiStatsQueryOptions);
}
