import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlaceBetBody, PlaceBetResponse } from "@shared/api/bets";
import { apiRequest } from "../../../lib/api";
import { routes } from "@shared/api/routes";
import { betPlaced } from "../../../lib/domain-events";

async function placeBet(body: PlaceBetBody): Promise<PlaceBetResponse> {
  const response = await apiRequest(routes.bets.place, body);
  return (await response.json()) as PlaceBetResponse;
}

/** POST /api/bets; on success the balance, this match's bet and the match lists are read again. */
export function usePlaceBet(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBet,
    onSuccess: () => betPlaced(queryClient, matchId),
  });
}
