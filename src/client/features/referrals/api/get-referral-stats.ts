import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReferralStats } from "@shared/api/referrals";
import { queryKey, routes } from "@shared/api/routes";

export const referralStatsQueryKey = queryKey(routes.referrals.stats);

/** GET /api/referrals/stats: the caller's code, counts, tier, whether they have a referrer, and friends. */
export const referralStatsQueryOptions = queryOptions<ReferralStats>({
  queryKey: referralStatsQueryKey,
});

export function useReferralStats() {
  return useQuery(referralStatsQueryOptions);
}
