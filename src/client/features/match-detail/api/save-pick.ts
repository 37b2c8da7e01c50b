import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PickBody } from "@shared/api/picks";
import { routes } from "@shared/api/routes";
import { apiRequest } from "../../../lib/api";
import { pickRemoved, picksSaved } from "../../../lib/domain-events";

/** PUT /api/matches/:id/pick: makes or changes the pick until kick-off. */
export function useSavePick(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PickBody) => apiRequest(routes.picks.save, { params: { id: matchId }, body }),
    onSuccess: (pick) => picksSaved(queryClient, [pick]),
  });
}

/** DELETE /api/matches/:id/pick: takes the pick back before kick-off. */
export function useRemovePick(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest(routes.picks.remove, { params: { id: matchId } });
    },
    onSuccess: () => pickRemoved(queryClient, matchId),
  });
}
