import { useQuery } from "@tanstack/react-query";
import type { SocialProof } from "@shared/api/stats";
import { TIMINGS_MS } from "@shared/constants";

export function useSocialProof() {
  return useQuery<SocialProof>({ queryKey: ["/api/stats/social-proof"], refetchInterval: TIMINGS_MS.socialProofRefetch });
}
