import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ListedMatch } from "@shared/api/matches";
import { queryKey, routes } from "@shared/api/routes";

export const matchesQueryKey = queryKey(routes.matches.list);

/** Every upcoming and live match plus the most recent finished ones, each with its predictions. */
export const matchesQueryOptions = queryOptions<ListedMatch[]>({ queryKey: matchesQueryKey });

export function useMatches() {
  return useQuery(matchesQueryOptions);
}
