import { desc, eq, gt } from "drizzle-orm";
import { referralTier, type ReferralLeaderboardEntry, type ReferralStats } from "../../shared/api/referrals";
import type { Db } from "../platform/db/client";
import { referrals, users } from "../platform/db/schema";
import type { UserRow } from "../users/user.service";

/** How many referrers the leaderboard lists, and how many friends a player's own list shows. */
const LEADERBOARD_SIZE = 50;
const FRIENDS_SHOWN = 100;

/** The player's own referral figures and the friends who joined with their code, newest first. */
export async function referralStats(db: Db, me: UserRow): Promise<ReferralStats> {
  const friends = await db
    .select({ username: users.username, joinedAt: referrals.createdAt, firstBetAt: referrals.firstBetBonusAt })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredId))
    .where(eq(referrals.referrerId, me.id))
    .orderBy(desc(referrals.createdAt))
    .limit(FRIENDS_SHOWN);
  return {
    referralCode: me.referralCode,
    totalReferrals: me.totalReferrals,
    referralEarnings: me.referralEarnings,
    tier: referralTier(me.totalReferrals),
    hasReferrer: me.referredBy !== null,
    friends: friends.map((f) => ({ username: f.username, joinedAt: f.joinedAt.toISOString(), firstBetPlaced: f.firstBetAt !== null })),
  };
}

/** Referrers by count, then earnings; an e-mail only on the caller's own entry (docs/rules.md#privacy). */
export async function referralLeaderboard(db: Db, me: UserRow): Promise<ReferralLeaderboardEntry[]> {
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email, count: users.totalReferrals, earnings: users.referralEarnings })
    .from(users)
    .where(gt(users.totalReferrals, 0))
    .orderBy(desc(users.totalReferrals), desc(users.referralEarnings), users.id)
    .limit(LEADERBOARD_SIZE);
  return rows.map((r) => ({
    user: { id: r.id, username: r.username, email: r.id === me.id ? r.email : null },
    referralCount: r.count,
    earnings: r.earnings,
  }));
}
