import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PlayerPick } from "@shared/api/picks";
import { queryKey, routes } from "@shared/api/routes";

/** The player's own score pick on a match, or null when they have not made one. */
export const myPickQueryOptions = (matchId: number) => queryOptions<PlayerPick | null>({ queryKey: queryKey(routes.picks.mine, { id: matchId }) });

export function useMyPick(matchId: number) {
  return useQuery(myPickQueryOptions(matchId));
}
