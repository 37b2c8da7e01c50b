import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PickBody, PlayerPick } from "@shared/api/picks";
import { queryKey, routes, urlOf } from "@shared/api/routes";
import { apiRequest } from "../../../lib/api";

/** What a change of pick makes stale: the pick itself and the season's sums on the profile. */
const staleAfterPick = (matchId: number) => [queryKey(routes.picks.mine, { id: matchId }), queryKey(routes.picks.summary)];

/** PUT /api/matches/:id/pick: makes or changes the pick until kick-off. */
export function useSavePick(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PickBody) =>
      (await apiRequest({ method: routes.picks.save.method, path: urlOf(routes.picks.save, { id: matchId }) }, body)).json() as Promise<PlayerPick>,
    onSuccess: (pick) => {
      queryClient.setQueryData(queryKey(routes.picks.mine, { id: matchId }), pick);
      return queryClient.invalidateQueries({ queryKey: queryKey(routes.picks.summary) });
    },
  });
}

/** DELETE /api/matches/:id/pick: takes the pick back before kick-off. */
export function useRemovePick(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest({ method: routes.picks.remove.method, path: urlOf(routes.picks.remove, { id: matchId }) });
    },
    onSuccess: () => Promise.all(staleAfterPick(matchId).map((key) => queryClient.invalidateQueries({ queryKey: key }))),
  });
}
