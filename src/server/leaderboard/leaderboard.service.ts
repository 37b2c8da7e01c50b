import { desc } from "drizzle-orm";
import type { PlayerLeaderboardEntry } from "../../shared/api/leaderboard";
import type { Db } from "../platform/db/client";
import { users } from "../platform/db/schema";

/** How many players the leaderboard lists. */
const LEADERBOARD_SIZE = 100;

/**
 * Ranked by XP, then credits (docs/rules.md#leaderboards); the id keeps equal players in a stable order. The
 * order is users_leaderboard_idx's, so the top is read from the index (testing/instances/hot-reads-plan.test.ts).
 */
export function playerLeaderboardQuery(db: Db) {
  return db
    .select({ id: users.id, username: users.username, xp: users.xp, credits: users.credits, streak: users.streak })
    .from(users)
    .orderBy(desc(users.xp), desc(users.credits), users.id)
    .limit(LEADERBOARD_SIZE);
}

export async function playerLeaderboard(db: Db): Promise<PlayerLeaderboardEntry[]> {
  return playerLeaderboardQuery(db);
}
