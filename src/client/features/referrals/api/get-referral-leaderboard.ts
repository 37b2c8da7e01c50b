import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReferralLeaderboardEntry } from "@shared/api/referrals";

/** GET /api/referrals/leaderboard: players with at least one referral, most first. */
export const referralLeaderboardQueryOptions = queryOptions<ReferralLeaderboardEntry[]>({
  queryKey: ["/api/referrals/leaderboard"],
});

export function useReferralLeaderboard() {
  return useQuery(referralLeaderboardQueryOptions);
}
