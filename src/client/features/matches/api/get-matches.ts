import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Match } from "@shared/api/matches";

export const matchesQueryKey = ["/api/matches"] as const;

/** Every upcoming and live match plus the most recent finished ones, each with its predictions. */
export const matchesQueryOptions = queryOptions<Match[]>({ queryKey: matchesQueryKey });

export function useMatches() {
  return useQuery(matchesQueryOptions);
}
