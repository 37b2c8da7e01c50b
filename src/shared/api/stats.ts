import { z } from "zod";
import { AI_NAMES } from "../constants";

/** GET /api/stats/social-proof: public (landing ticker and player count). */
export const socialProofResponse = z.object({
  totalUsers: z.number().int(),
  /** Players active in the last 24 hours. */
  activeUsers: z.number().int(),
  recentWins: z.array(z.object({ username: z.string(), amount: z.number().int(), aiSelected: z.enum(AI_NAMES) })),
});
export type SocialProof = z.infer<typeof socialProofResponse>;
