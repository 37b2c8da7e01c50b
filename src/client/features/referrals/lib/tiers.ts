import type { ReferralTier } from "@shared/api/referrals";

/** The tier ranges (docs/rules.md#referral-tiers), in legend order, with the medal colour each one wears. */
export const TIER_LEGEND: readonly { tier: ReferralTier; range: string; medalClass: string }[] = [
  { tier: "Bronze", range: "1-4", medalClass: "text-amber-700 dark:text-amber-600" },
  { tier: "Silver", range: "5-24", medalClass: "text-slate-400" },
  { tier: "Gold", range: "25-99", medalClass: "text-yellow-500 dark:text-yellow-400" },
  { tier: "Platinum", range: "100+", medalClass: "text-cyan-500 dark:text-cyan-300" },
];

export function medalClass(tier: ReferralTier): string {
  return TIER_LEGEND.find((t) => t.tier === tier)?.medalClass ?? "";
}
