import { PRODUCT_NAME } from "@shared/constants";

export type AchievementType = "streak" | "credits" | "xp" | "firstWin";

export interface Achievement {
  type: AchievementType;
  value: number;
}

export interface AchievementStats {
  streak: number;
  credits: number;
  xp: number;
  wins: number;
}

// SPEC §9: the first threshold met, in this order, is the one to share.
const THRESHOLDS: { type: Exclude<AchievementType, "firstWin">; min: number }[] = [
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

/** The player's best achievement, or null when none qualifies yet (SPEC §5). */
export function bestAchievement(stats: AchievementStats): Achievement | null {
  for (const { type, min } of THRESHOLDS) {
    if (stats[type] >= min) return { type, value: stats[type] };
  }
  return stats.wins >= 1 ? { type: "firstWin", value: stats.wins } : null;
}

/** SPEC §9 titles. */
export function achievementTitle({ type, value }: Achievement): string {
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

export function achievementShareText(achievement: Achievement, link: string): string {
  return `I just unlocked "${achievementTitle(achievement)}" in ${PRODUCT_NAME}! Think you can read the oracles better? ${link}`;
}
