import { z } from "zod";
import { endpoint } from "./contract";
import { routes } from "./routes";
import { viewerCountSchema } from "./matches";
import { AI_NAMES } from "../constants";
import { MAX_MATCH_ID } from "../match-id";

/** GET /api/stats/social-proof: public (landing ticker and player count). */
export const socialProofResponse = z.object({
  totalUsers: z.number().int(),
  /** Players active in the last 24 hours. */
  activeUsers: z.number().int(),
  recentWins: z.array(z.object({ username: z.string(), amount: z.number().int(), aiSelected: z.enum(AI_NAMES) })),
});
export type SocialProof = z.infer<typeof socialProofResponse>;

/** GET /api/stats/users: the /stats page's player figures (signed-in). Net profit = payouts − stakes of settled bets. */
export const userStatsResponse = z.object({
  totalUsers: z.number().int(),
  activeToday: z.number().int(),
  newThisWeek: z.number().int(),
  topWinners: z.array(z.object({ username: z.string(), netProfit: z.number().int() })),
  topLosers: z.array(z.object({ username: z.string(), netProfit: z.number().int() })),
});
export type UserStats = z.infer<typeof userStatsResponse>;

/** GET /api/stats/matches: counts by status and the 5 most recent completed matches (ids and scores). */
export const matchStatsResponse = z.object({
  total: z.number().int(),
  upcoming: z.number().int(),
  live: z.number().int(),
  completed: z.number().int(),
  recentCompleted: z.array(
    z.object({
      id: z.number().int(),
      homeTeam: z.string(),
      awayTeam: z.string(),
      matchDate: z.string(),
      actualScore: z.string().nullable(),
      points: z.object({ ChatGPT: z.number().int().nullable(), Grok: z.number().int().nullable() }),
    }),
  ),
});
export type MatchStats = z.infer<typeof matchStatsResponse>;

/** GET /api/stats/bets: the betting economy at a glance. */
export const betStatsResponse = z.object({
  totalBets: z.number().int(),
  pending: z.number().int(),
  totalWagered: z.number().int(),
  totalPaidOut: z.number().int(),
  backers: z.object({ ChatGPT: z.number().int(), Grok: z.number().int() }),
  outcomes: z.object({ won: z.number().int(), lost: z.number().int(), void: z.number().int() }),
});
export type BetStats = z.infer<typeof betStatsResponse>;

/** GET /api/stats/match-viewers/:matchId */
export const matchIdParam = z.object({
  matchId: z.coerce.number({ error: "The match id must be a number" }).int().min(1).max(MAX_MATCH_ID),
});

export const statsEndpoints = {
  /** Public: the landing page shows it to visitors (docs/rules.md#access). */
  socialProof: endpoint({ ...routes.stats.socialProof, responses: { 200: socialProofResponse } }),
  users: endpoint({ ...routes.stats.users, responses: { 200: userStatsResponse } }),
  matches: endpoint({ ...routes.stats.matches, responses: { 200: matchStatsResponse } }),
  bets: endpoint({ ...routes.stats.bets, responses: { 200: betStatsResponse } }),
  /** Polling counts the caller as a viewer too (docs/rules.md#live). */
  matchViewers: endpoint({ ...routes.stats.matchViewers, params: matchIdParam, responses: { 200: viewerCountSchema } }),
};
