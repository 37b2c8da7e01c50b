import { count, desc, eq, gt } from "drizzle-orm";
import type { SocialProof } from "../../shared/api/stats";
import type { Db } from "../platform/db/client";
import { bets, users } from "../platform/db/schema";

const RECENT_WINS = 10;
const ACTIVE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The newest won bets, in bets_recent_wins_idx's order, so they are read from that index (testing/instances/hot-reads-plan.test.ts). */
export function recentWinsQuery(db: Db) {
  return db
    .select({ username: users.username, payout: bets.payout, stake: bets.stake, aiSelected: bets.aiSelected })
    .from(bets)
    .innerJoin(users, eq(users.id, bets.userId))
    .where(eq(bets.outcome, "won"))
    .orderBy(desc(bets.settledAt), desc(bets.id))
    .limit(RECENT_WINS);
}

export async function socialProof(db: Db): Promise<SocialProof> {
  const since = new Date(Date.now() - ACTIVE_WINDOW_MS);
  const [[total], [active], wins] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(users).where(gt(users.lastSeenAt, since)),
    recentWinsQuery(db),
  ]);
  return {
    totalUsers: total?.n ?? 0,
    activeUsers: active?.n ?? 0,
    // The ticker celebrates what a winner took home: the payout, stake included.
    recentWins: wins.map((w) => ({ username: w.username, amount: w.payout ?? 0, aiSelected: w.aiSelected })),
  };
}
