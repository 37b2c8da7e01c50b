import { and, eq, sql } from "drizzle-orm";
import { achievementTitle, bestAchievement, type Achievement } from "../../shared/achievement";
import { DEFAULT_LOCALE, type Locale } from "../../shared/i18n/locales";
import type { Db } from "../platform/db/client";
import { users } from "../platform/db/schema";
import { betRecord } from "../bets/bets.service";
import type { PlayerCard } from "./og-card";
import { shareWordsIn } from "./share-words";

/** A player whose card is public: their figures and best achievement, the same in every language. */
export interface PublicPlayer {
  username: string;
  streak: number;
  xp: number;
  achievement: Achievement | null;
}

/**
 * A player's public card, or undefined for an unknown player and for one who turned the card off:
 * a stranger learns nothing from such a page, not even that the name is taken.
 */
export async function publicPlayer(db: Db, username: string): Promise<PublicPlayer | undefined> {
  const [user] = await db
    .select({ id: users.id, username: users.username, streak: users.streak, xp: users.xp, credits: users.credits })
    .from(users)
    .where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, eq(users.publicCard, true)));
  if (!user) return undefined;
  // Wins as bets/ counts them: another capability's rows are read through its service (docs/decisions.md#project-and-tooling).
  const { won } = await betRecord(db, user.id);
  const achievement = bestAchievement({ streak: user.streak, credits: user.credits, xp: user.xp, wins: won });
  return { username: user.username, streak: user.streak, xp: user.xp, achievement };
}

/** The player's card in `locale`: its title is their best achievement's, English as it always was. */
export function cardIn({ achievement, ...player }: PublicPlayer, locale: Locale): PlayerCard {
  const words = locale === DEFAULT_LOCALE ? undefined : shareWordsIn(locale);
  return { ...player, title: achievement ? achievementTitle(achievement, words) : words ? words.t("title.none") : "Backing the oracles" };
}
