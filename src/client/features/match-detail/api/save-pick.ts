import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PickBody, PlayerPick } from "@shared/api/picks";
import { routes, urlOf } from "@shared/api/routes";
import { apiRequest } from "../../../lib/api";
import { pickRemoved, picksSaved } from "../../../lib/domain-events";

/** PUT /api/matches/:id/pick: makes or changes the pick until kick-off. */
export function useSavePick(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PickBody) =>
      (await apiRequest({ method: routes.picks.save.method, path: urlOf(routes.picks.save, { id: matchId }) }, body)).json() as Promise<PlayerPick>,
    onSuccess: (pick) => picksSaved(queryClient, [pick]),
  });
}

/** DELETE /api/matches/:id/pick: takes the pick back before kick-off. */
export function useRemovePick(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest({ method: routes.picks.remove.method, path: urlOf(routes.picks.remove, { id: matchId }) });
    },
    onSuccess: () => pickRemoved(queryClient, matchId),
  });
}
