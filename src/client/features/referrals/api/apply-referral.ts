import { useMutation, useQueryClient } from "@tanstack/react-query";
import { stripReferralPrefix } from "@shared/referral-code";
import { apiRequest } from "../../../lib/api";
import { referralApplied } from "../../../lib/domain-events";
import { routes } from "@shared/api/routes";

function applyReferral(code: string) {
  // Trimmed, uppercased, and sent without its PROPHET- prefix (docs/rules.md#referrals).
  return apiRequest(routes.referrals.track, { body: { referralCode: stripReferralPrefix(code) } });
}

/** POST /api/referrals/track; on success the balance and the referral figures are read again. */
export function useApplyReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyReferral,
    onSuccess: () => referralApplied(queryClient),
  });
}
