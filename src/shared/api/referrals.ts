import { z } from "zod";
import { endpoint } from "./contract";
import { routes } from "./routes";

/** POST /api/referrals/track: the code with or without its PROPHET- prefix. */
export const trackReferralBody = z.strictObject({
  referralCode: z.string({ error: "referralCode is required" }).trim().min(1, "Please enter a referral code").max(40, "That is not a referral code"),
});

export const referralTiers = ["Bronze", "Silver", "Gold", "Platinum"] as const;
export type ReferralTier = (typeof referralTiers)[number];

/** Bronze 1-4, Silver 5-24, Gold 25-99, Platinum 100 or more; none below 1 (docs/rules.md#referral-tiers). */
export function referralTier(count: number): ReferralTier | null {
  if (count >= 100) return "Platinum";
  if (count >= 25) return "Gold";
  if (count >= 5) return "Silver";
  if (count >= 1) return "Bronze";
  return null;
}

/** GET /api/referrals/stats: the caller's own referral figures. */
export const referralStatsResponse = z.object({
  referralCode: z.string(),
  totalReferrals: z.number().int(),
  referralEarnings: z.number().int(),
  tier: z.enum(referralTiers).nullable(),
  hasReferrer: z.boolean(),
  friends: z.array(z.object({ username: z.string(), joinedAt: z.string(), firstBetPlaced: z.boolean() })),
});
export type ReferralStats = z.infer<typeof referralStatsResponse>;

/** GET /api/referrals/leaderboard: e-mail only on the caller's own entry (docs/rules.md#privacy). */
export const referralLeaderboardEntry = z.object({
  user: z.object({ id: z.number().int(), username: z.string(), email: z.string().nullable() }),
  referralCount: z.number().int(),
  earnings: z.number().int(),
});
export type ReferralLeaderboardEntry = z.infer<typeof referralLeaderboardEntry>;

export const referralEndpoints = {
  track: endpoint({ ...routes.referrals.track, body: trackReferralBody, responses: { 200: z.object({ message: z.string() }) } }),
  stats: endpoint({ ...routes.referrals.stats, responses: { 200: referralStatsResponse } }),
  leaderboard: endpoint({ ...routes.referrals.leaderboard, responses: { 200: z.array(referralLeaderboardEntry) } }),
};
