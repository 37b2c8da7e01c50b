import { useMutation, useQueryClient } from "@tanstack/react-query";
import { routes } from "@shared/api/routes";
import { apiRequest } from "../../../lib/api";
import { jokerMoved } from "../../../lib/domain-events";

/** Puts the week's joker on the player's pick of a match (moving it off another), or takes it off (docs/rules.md#joker). */
export function useJoker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ matchId, on }: { matchId: number; on: boolean }) => {
      if (on) return { joker: await apiRequest(routes.picks.putJoker, { params: { id: matchId } }) };
      await apiRequest(routes.picks.removeJoker, { params: { id: matchId } });
      return { removedFrom: matchId };
    },
    onSuccess: (change) => jokerMoved(queryClient, change),
  });
}
