import { and, eq, sql } from "drizzle-orm";
import { achievementTitle, bestAchievement } from "../../shared/achievement";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { betRecord } from "../bets/bets.service";
import type { PlayerCard } from "./og-card";

/**
 * A player's public card, or undefined for an unknown player and for one who turned the card off:
 * a stranger learns nothing from such a page, not even that the name is taken.
 */
export async function publicPlayerCard(db: Db, username: string): Promise<PlayerCard | undefined> {
  const [user] = await db
    .select({ id: users.id, username: users.username, streak: users.streak, xp: users.xp, credits: users.credits })
    .from(users)
    .where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, eq(users.publicCard, true)));
  if (!user) return undefined;
  // Wins as bets/ counts them: another capability's rows are read through its service (docs/decisions.md#project-and-tooling).
  const { won } = await betRecord(db, user.id);
  const achievement = bestAchievement({ streak: user.streak, credits: user.credits, xp: user.xp, wins: won });
  return {
    username: user.username,
    title: achievement ? achievementTitle(achievement) : "Backing the oracles",
    streak: user.streak,
    xp: user.xp,
  };
}
