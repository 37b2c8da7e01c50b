import { and, count, eq, sql } from "drizzle-orm";
import { achievementTitle, bestAchievement } from "../../shared/achievement";
import type { Db } from "../db/client";
import { bets, users } from "../db/schema";
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
  const [won] = await db
    .select({ n: count() })
    .from(bets)
    .where(and(eq(bets.userId, user.id), eq(bets.outcome, "won")));
  const achievement = bestAchievement({ streak: user.streak, credits: user.credits, xp: user.xp, wins: won?.n ?? 0 });
  return {
    username: user.username,
    title: achievement ? achievementTitle(achievement) : "Backing the oracles",
    streak: user.streak,
    xp: user.xp,
  };
}
