import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Crowd } from "@shared/api/picks";
import { queryKey, routes } from "@shared/api/routes";

/** How the crowd picked a match. The server answers from kick-off only: mount its readers after it. */
export const crowdQueryOptions = (matchId: number) => queryOptions<Crowd>({ queryKey: queryKey(routes.picks.crowd, { id: matchId }) });

export function useCrowd(matchId: number) {
  return useQuery(crowdQueryOptions(matchId));
}
