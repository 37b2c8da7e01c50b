import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlaceBetBody, PlaceBetResponse } from "@shared/api/bets";
import { apiRequest } from "../../../lib/api";

async function placeBet(body: PlaceBetBody): Promise<PlaceBetResponse> {
  const response = await apiRequest("POST", "/api/bets", body);
  return (await response.json()) as PlaceBetResponse;
}

/** POST /api/bets; on success the balance, this match's bet and the match lists are read again. */
export function usePlaceBet(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBet,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/auth/user"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/bets/match", matchId] }),
        queryClient.invalidateQueries({ queryKey: ["/api/matches"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/bets/history"] }),
      ]),
  });
}
