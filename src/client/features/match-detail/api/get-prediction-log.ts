import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PredictionLogEntry } from "@shared/api/matches";

/** The public prediction log, oldest first (DESIGN §4). */
export const predictionLogQueryOptions = queryOptions<PredictionLogEntry[]>({ queryKey: ["/api/predictions/log"] });

export function usePredictionLog() {
  return useQuery(predictionLogQueryOptions);
}
