import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReferralStats } from "@shared/api/referrals";
import { stripReferralPrefix } from "@shared/referral-code";
import { apiRequest } from "../../../lib/api";
import { referralStatsQueryKey } from "./get-referral-stats";
import { queryKey, routes } from "@shared/api/routes";

async function applyReferral(code: string): Promise<{ message: string }> {
  // Trimmed, uppercased, and sent without its PROPHET- prefix (docs/rules.md#referrals).
  const response = await apiRequest(routes.referrals.track, { referralCode: stripReferralPrefix(code) });
  return (await response.json()) as { message: string };
}

/** POST /api/referrals/track; on success the balance and the referral figures are read again. */
export function useApplyReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyReferral,
    onSuccess: () => {
      // The Enter tab locks at once, before the refetch lands (a code is used only once).
      queryClient.setQueryData<ReferralStats>(referralStatsQueryKey, (old) => old && { ...old, hasReferrer: true });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKey(routes.auth.user) }),
        queryClient.invalidateQueries({ queryKey: referralStatsQueryKey }),
        queryClient.invalidateQueries({ queryKey: queryKey(routes.referrals.leaderboard) }),
      ]);
    },
  });
}
