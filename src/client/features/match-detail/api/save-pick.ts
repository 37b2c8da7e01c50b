import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PickBody, PlayerPick } from "@shared/api/picks";
import { routes } from "@shared/api/routes";
import { apiRequest } from "../../../lib/api";
import { pickRemoved, picksSaved } from "../../../lib/domain-events";

/**
 * What the page says when a change lands or fails. Given to the mutation itself, not to `mutate`: the form that asked
 * starts afresh from the saved pick (a new key), and a `mutate` callback dies with the form it came from.
 */
export interface PickOutcome<T> {
  onSuccess: (result: T) => void;
  onError: (error: Error) => void;
}

/** PUT /api/matches/:id/pick: makes or changes the pick until kick-off. */
export function useSavePick(matchId: number, outcome: PickOutcome<PlayerPick>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PickBody) => apiRequest(routes.picks.save, { params: { id: matchId }, body }),
    onSuccess: (pick) => {
      outcome.onSuccess(pick);
      return picksSaved(queryClient, [pick]);
    },
    onError: outcome.onError,
  });
}

/** DELETE /api/matches/:id/pick: takes the pick back before kick-off. */
export function useRemovePick(matchId: number, outcome: PickOutcome<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest(routes.picks.remove, { params: { id: matchId } });
    },
    onSuccess: () => {
      outcome.onSuccess();
      return pickRemoved(queryClient, matchId);
    },
    onError: outcome.onError,
  });
}
