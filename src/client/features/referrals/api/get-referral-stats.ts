import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReferralStats } from "@shared/api/referrals";

export const referralStatsQueryKey = ["/api/referrals/stats"] as const;

/** GET /api/referrals/stats: the caller's code, counts, tier, whether they have a referrer, and friends. */
export const referralStatsQueryOptions = queryOptions<ReferralStats>({
  queryKey: referralStatsQueryKey,
});

export function useReferralStats() {
  return useQuery(referralStatsQueryOptions);
}
