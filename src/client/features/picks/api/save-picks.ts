import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BatchPick } from "@shared/api/picks";
import { routes } from "@shared/api/routes";
import { apiRequest } from "../../../lib/api";
import { picksSaved } from "../../../lib/domain-events";

/** PUT /api/picks: saves several picks at once; the reply says which were stored and which refused. */
export function useSavePicks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (picks: BatchPick[]) => apiRequest(routes.picks.saveMany, { body: { picks } }),
    onSuccess: (reply) => picksSaved(queryClient, reply.saved),
  });
}
