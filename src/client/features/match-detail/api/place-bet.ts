import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlaceBetBody } from "@shared/api/bets";
import { apiRequest } from "../../../lib/api";
import { routes } from "@shared/api/routes";
import { betPlaced } from "../../../lib/domain-events";

/** POST /api/bets; the reply (the bet and the balance) goes into the cache, and what it does not carry is read again (betPlaced). */
export function usePlaceBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceBetBody) => apiRequest(routes.bets.place, { body }),
    onSuccess: (placed) => betPlaced(queryClient, placed),
  });
}
