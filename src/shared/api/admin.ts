import { z } from "zod";
import { endpoint } from "./contract";
import { LIMIT_STORES } from "./health";
import { routes } from "./routes";

// The admin API contract. Every figure is defined in docs/admin-metrics.md.

const count = z.number().int().nonnegative();
/** A percentage 0-100 with one decimal, as a number. */
const percent = z.number().min(0).max(100);

export const adminPlayer = z.object({
  id: z.number().int(),
  username: z.string(),
  /** Admin replies are the one place other players' e-mails appear (docs/rules.md#privacy). */
  email: z.string().nullable(),
  xp: z.number().int(),
  credits: z.number().int(),
  streak: z.number().int(),
});
export type AdminPlayer = z.infer<typeof adminPlayer>;

/** GET /api/admin/users */
export const adminUsersResponse = z.object({
  totalUsers: count,
  /** Credits different from the starting 10,000, or XP above 0 (docs/admin-metrics.md). */
  activeUsers: count,
  newUsers7d: count,
  newUsers30d: count,
  topByXp: z.array(adminPlayer).max(10),
  topByCredits: z.array(adminPlayer).max(10),
  topByStreak: z.array(adminPlayer).max(10),
  /** The last 30 UTC days, oldest first, today last; days without sign-ups have count 0. */
  signupsByDay: z.array(z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), count })).length(30),
});
export type AdminUsers = z.infer<typeof adminUsersResponse>;

/** GET /api/admin/matches */
export const adminMatchesResponse = z.object({
  total: count,
  byStatus: z.object({ upcoming: count, live: count, completed: count, cancelled: count, postponed: count }),
  settled: count,
  predictions: count,
  /** Bets ÷ matches, two decimals; 0 without matches. */
  betsPerMatch: z.number().nonnegative(),
});
export type AdminMatches = z.infer<typeof adminMatchesResponse>;

/** GET /api/admin/bets */
export const adminBetsResponse = z.object({
  totalBets: count,
  pending: count,
  totalWagered: count,
  totalPaidOut: count,
  /** (wagered − paid out) ÷ wagered over settled bets, a fraction with four decimals; 0 when nothing settled. */
  houseEdge: z.number(),
  byOracle: z.object({ ChatGPT: count, Grok: count }),
  outcomes: z.object({ won: count, lost: count, void: count }),
});
export type AdminBets = z.infer<typeof adminBetsResponse>;

/** The five the share buttons have always counted, then the messengers beside Copy (docs/admin-metrics.md). */
export const SHARE_PLATFORMS = ["twitter", "facebook", "linkedin", "reddit", "copy", "whatsapp", "telegram"] as const;
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];

/** GET /api/admin/analytics/viral: the viral analytics (docs/admin-metrics.md). */
export const viralAnalyticsResponse = z.object({
  shares: z.object({
    totalShares: count,
    shareRate: percent,
    sharesByPlatform: z.object({ twitter: count, facebook: count, linkedin: count, reddit: count, copy: count, whatsapp: count, telegram: count }),
  }),
  referrals: z.object({
    totalReferrals: count,
    completedReferrals: count,
    conversionRate: percent,
    totalReferralEarnings: count,
  }),
  growth: z.object({ totalNewUsersLast7Days: count, retentionRate: percent }),
  viralLoop: z.object({
    /** Two decimals; compared with TARGET_VIRAL_COEFFICIENT (1.30). */
    viralCoefficient: z.number().nonnegative(),
    activeReferralChains: count,
    /** Two decimals. */
    averageChainDepth: z.number().nonnegative(),
  }),
  topSharers: z
    .array(z.object({ user: z.object({ id: z.number().int(), username: z.string(), email: z.string().nullable() }), shareCount: count }))
    .max(10),
});
export type ViralAnalytics = z.infer<typeof viralAnalyticsResponse>;

/** The football data sources the game can follow (docs/decisions.md#real-football). */
export const FOOTBALL_PROVIDERS = ["simulated", "api-football", "football-data", "openligadb"] as const;
export type FootballProviderName = (typeof FOOTBALL_PROVIDERS)[number];

/**
 * "failing" while the latest syncs failed (the game serves the last data it has), "never-synced" before any
 * sync has run, "ok" otherwise.
 */
export const PROVIDER_STATES = ["ok", "failing", "never-synced"] as const;
export type ProviderState = (typeof PROVIDER_STATES)[number];

const moment = z.iso.datetime();

/** The football provider's last sync, as the leader instance recorded it. */
export const providerStatus = z.object({
  provider: z.enum(FOOTBALL_PROVIDERS),
  /** League ids or competition codes, as the operator configured them. */
  competitions: z.array(z.string()),
  state: z.enum(PROVIDER_STATES),
  lastSuccessAt: moment.nullable(),
  lastFailureAt: moment.nullable(),
  /** The last failure's short message, kept after a success; never a stack or a key. */
  lastError: z.string().nullable(),
  failuresInRow: count,
  failuresTotal: count,
  nextSyncAt: moment.nullable(),
  /** Null when the provider does not say (or has no limit). */
  requestsLeftThisMinute: count.nullable(),
});
export type ProviderStatus = z.infer<typeof providerStatus>;

/**
 * GET /api/admin/provider, the Match Feed: the provider's last sync, and where the instance that answered
 * counts rate limits and socket caps (docs/decisions.md#limit-store-outage).
 */
export const adminProviderResponse = providerStatus.extend({ limitStore: z.enum(LIMIT_STORES) });
export type AdminProvider = z.infer<typeof adminProviderResponse>;

export const adminCheckResponse = z.object({ isAdmin: z.boolean() });
export type AdminCheck = z.infer<typeof adminCheckResponse>;

export const adminEndpoints = {
  /** Any signed-in player may ask; only the answer differs (docs/rules.md#access). */
  check: endpoint({ ...routes.admin.check, responses: { 200: adminCheckResponse } }),
  // Admin replies are the one place other players' e-mails appear (docs/rules.md#privacy).
  users: endpoint({ ...routes.admin.users, responses: { 200: adminUsersResponse } }),
  matches: endpoint({ ...routes.admin.matches, responses: { 200: adminMatchesResponse } }),
  bets: endpoint({ ...routes.admin.bets, responses: { 200: adminBetsResponse } }),
  viral: endpoint({ ...routes.admin.viral, responses: { 200: viralAnalyticsResponse } }),
  provider: endpoint({ ...routes.admin.provider, responses: { 200: adminProviderResponse } }),
};
