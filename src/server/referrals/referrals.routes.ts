import { and, desc, eq, gt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { referralTier, trackReferralBody, type ReferralLeaderboardEntry, type ReferralStats } from "../../shared/api/referrals";
import { REFERRAL_JOIN_BONUS } from "../../shared/constants";
import { requireUser } from "../auth/auth.plugin";
import type { Db } from "../db/client";
import { referrals, users } from "../db/schema";
import { parseInput } from "../http/errors";
import { referralOrigin } from "./referral-farming";
import { applyReferral } from "./referral.service";

const LEADERBOARD_SIZE = 50;

export interface ReferralRouteDeps {
  db: Db;
  rateLimits: boolean;
  /** Keys the hash of the applying address that the farming rule stores (referral-farming.ts). */
  addressSecret: string;
}

export function referralRoutes(app: FastifyInstance, deps: ReferralRouteDeps): void {
  const { db } = deps;
  const limited = deps.rateLimits ? { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } } : {};

  app.post("/api/referrals/track", limited, async (request) => {
    const user = requireUser(request);
    const { referralCode } = parseInput(trackReferralBody, request.body);
    const origin = referralOrigin(request.ip, deps.addressSecret);
    const { referrerName } = await db.transaction((tx) => applyReferral(tx, user.id, referralCode, origin));
    return {
      message: `Referral applied! You and ${referrerName} each received ₡${REFERRAL_JOIN_BONUS.toLocaleString("en-US")}.`,
    };
  });

  app.get("/api/referrals/stats", async (request): Promise<ReferralStats> => {
    const me = requireUser(request);
    const friends = await db
      .select({ username: users.username, joinedAt: referrals.createdAt, firstBetAt: referrals.firstBetBonusAt })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.referredId))
      .where(eq(referrals.referrerId, me.id))
      .orderBy(desc(referrals.createdAt))
      .limit(100);
    return {
      referralCode: me.referralCode,
      totalReferrals: me.totalReferrals,
      referralEarnings: me.referralEarnings,
      tier: referralTier(me.totalReferrals),
      hasReferrer: me.referredBy !== null,
      friends: friends.map((f) => ({ username: f.username, joinedAt: f.joinedAt.toISOString(), firstBetPlaced: f.firstBetAt !== null })),
    };
  });

  app.get("/api/referrals/leaderboard", async (request): Promise<ReferralLeaderboardEntry[]> => {
    const me = requireUser(request);
    const rows = await db
      .select({ id: users.id, username: users.username, email: users.email, count: users.totalReferrals, earnings: users.referralEarnings })
      .from(users)
      .where(and(gt(users.totalReferrals, 0)))
      .orderBy(desc(users.totalReferrals), desc(users.referralEarnings), users.id)
      .limit(LEADERBOARD_SIZE);
    return rows.map((r) => ({
      user: { id: r.id, username: r.username, email: r.id === me.id ? r.email : null },
      referralCount: r.count,
      earnings: r.earnings,
    }));
  });
}

