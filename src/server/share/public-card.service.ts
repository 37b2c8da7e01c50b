import { and, eq, sql } from "drizzle-orm";
import { achievementTitle, bestAchievement } from "../../shared/achievement";
import { DEFAULT_LOCALE, type Locale } from "../../shared/i18n/locales";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { betRecord } from "../bets/bets.service";
import type { PlayerCard } from "./og-card";
import { shareWordsIn } from "./share-words";

/**
 * A player's public card, or undefined for an unknown player and for one who turned the card off:
 * a stranger learns nothing from such a page, not even that the name is taken. Its title is in `locale`.
 */
export async function publicPlayerCard(db: Db, username: string, locale: Locale = DEFAULT_LOCALE): Promise<PlayerCard | undefined> {
  const [user] = await db
    .select({ id: users.id, username: users.username, streak: users.streak, xp: users.xp, credits: users.credits })
    .from(users)
    .where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, eq(users.publicCard, true)));
  if (!user) return undefined;
  // Wins as bets/ counts them: another capability's rows are read through its service (docs/decisions.md#project-and-tooling).
  const { won } = await betRecord(db, user.id);
  const achievement = bestAchievement({ streak: user.streak, credits: user.credits, xp: user.xp, wins: won });
  // English as it always was; another language in the share area's words.
  const words = locale === DEFAULT_LOCALE ? undefined : shareWordsIn(locale);
  return {
    username: user.username,
    title: achievement ? achievementTitle(achievement, words) : words ? words.t("title.none") : "Backing the oracles",
    streak: user.streak,
    xp: user.xp,
  };
}
