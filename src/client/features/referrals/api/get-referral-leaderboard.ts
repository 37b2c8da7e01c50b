import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReferralLeaderboardEntry } from "@shared/api/referrals";
import { queryKey, routes } from "@shared/api/routes";

/** GET /api/referrals/leaderboard: players with at least one referral, most first. */
export const referralLeaderboardQueryOptions = queryOptions<ReferralLeaderboardEntry[]>({
  queryKey: queryKey(routes.referrals.leaderboard),
});

export function useReferralLeaderboard() {
  return useQuery(referralLeaderboardQueryOptions);
}
