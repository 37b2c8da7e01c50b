import type { Words } from "./i18n/words";

// Achievements (docs/rules.md#badges): the card's input, the priority list and the titles; a card needs one to qualify.

export type AchievementType = "streak" | "credits" | "xp" | "firstWin";

export interface Achievement {
  type: AchievementType;
  value: number;
}

/** What the priority list looks at: the player's streak, credits, XP and settled wins. */
export interface AchievementStats {
  streak: number;
  credits: number;
  xp: number;
  wins: number;
}

/** What an achievement card draws: type, value, username, stats (streak, credits, xp). */
export interface AchievementCardInput extends Achievement {
  username: string;
  stats: { streak: number; credits: number; xp: number };
}

type ThresholdType = Exclude<AchievementType, "firstWin">;

/** The first threshold met, in this order, is the one to share; then a first win (docs/rules.md#badges). */
export const ACHIEVEMENT_THRESHOLDS: readonly { type: ThresholdType; min: number }[] = [
  { type: "streak", min: 20 },
  { type: "credits", min: 100_000 },
  { type: "xp", min: 15 },
  { type: "streak", min: 10 },
  { type: "credits", min: 50_000 },
  { type: "xp", min: 10 },
  { type: "streak", min: 5 },
  { type: "credits", min: 10_000 },
  { type: "xp", min: 5 },
];

/** The player's best achievement, or null when none qualifies yet (docs/rules.md#badges). */
export function bestAchievement(stats: AchievementStats): Achievement | null {
  for (const { type, min } of ACHIEVEMENT_THRESHOLDS) {
    if (stats[type] >= min) return { type, value: stats[type] };
  }
  return stats.wins >= 1 ? { type: "firstWin", value: stats.wins } : null;
}

/** The ids of the titles in a catalogue (the client's share area, the server's share area). */
export type AchievementTitleId = "title.streak" | "title.credits" | "title.xp" | "title.firstWin";

/**
 * The titles (docs/rules.md#badges); credits are shown in thousands without decimals (10,999 → 10K).
 * English, word for word, unless `words` give the reader's language.
 */
export function achievementTitle({ type, value }: Achievement, words?: Words<AchievementTitleId>): string {
  if (words) {
    const { t } = words;
    if (type === "credits") return t("title.credits", { thousands: Math.floor(value / 1000) });
    return t(`title.${type}`, { value });
  }
  switch (type) {
    case "streak":
      return `${value}-Game Win Streak!`;
    case "credits":
      return `${Math.floor(value / 1000)}K Credits Earned!`;
    case "xp":
      return `Level ${value} Unlocked!`;
    case "firstWin":
      return "First Victory!";
  }
}
