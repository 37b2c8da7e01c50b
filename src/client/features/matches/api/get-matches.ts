import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ListedMatch } from "@shared/api/matches";
import { queryKey, routes } from "@shared/api/routes";
import { shareById } from "../../../lib/share-by-id";

export const matchesQueryKey = queryKey(routes.matches.list);

/**
 * Every upcoming and live match plus the most recent finished ones, each with its predictions. A match keeps its
 * object across reads and pushes while it is unchanged, so only its own card draws again (shareById).
 */
export const matchesQueryOptions = queryOptions<ListedMatch[]>({ queryKey: matchesQueryKey, structuralSharing: shareById });

export function useMatches() {
  return useQuery(matchesQueryOptions);
}
