import { useQuery } from "@tanstack/react-query";
import type { SocialProof } from "@shared/api/stats";
import { TIMINGS_MS } from "@shared/constants";
import { queryKey, routes } from "@shared/api/routes";

export function useSocialProof() {
  return useQuery<SocialProof>({ queryKey: queryKey(routes.stats.socialProof), refetchInterval: TIMINGS_MS.socialProofRefetch });
}
