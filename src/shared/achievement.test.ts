import { describe, expect, it } from "vitest";
import { achievementTitle, bestAchievement } from "./achievement";

const none = { streak: 0, credits: 0, xp: 0, wins: 0 };

describe("bestAchievement", () => {
  it("follows the priority of docs/rules.md#badges", () => {
    expect(bestAchievement({ streak: 20, credits: 200_000, xp: 99, wins: 30 })).toEqual({ type: "streak", value: 20 });
    expect(bestAchievement({ streak: 19, credits: 100_000, xp: 99, wins: 30 })).toEqual({ type: "credits", value: 100_000 });
    expect(bestAchievement({ streak: 19, credits: 99_999, xp: 15, wins: 30 })).toEqual({ type: "xp", value: 15 });
    expect(bestAchievement({ streak: 10, credits: 99_999, xp: 14, wins: 30 })).toEqual({ type: "streak", value: 10 });
    expect(bestAchievement({ streak: 9, credits: 50_000, xp: 14, wins: 30 })).toEqual({ type: "credits", value: 50_000 });
    expect(bestAchievement({ streak: 9, credits: 49_999, xp: 10, wins: 30 })).toEqual({ type: "xp", value: 10 });
    expect(bestAchievement({ streak: 5, credits: 49_999, xp: 9, wins: 30 })).toEqual({ type: "streak", value: 5 });
    expect(bestAchievement({ streak: 4, credits: 10_000, xp: 9, wins: 30 })).toEqual({ type: "credits", value: 10_000 });
    expect(bestAchievement({ streak: 4, credits: 9_999, xp: 5, wins: 30 })).toEqual({ type: "xp", value: 5 });
    expect(bestAchievement({ ...none, wins: 1 })).toEqual({ type: "firstWin", value: 1 });
  });

  it("takes the higher tier of a lower-priority stat over a lower tier of a higher one", () => {
    // credits ≥ 100,000 beats a streak of 10 (streak 10 is below credits 100,000 in the list).
    expect(bestAchievement({ streak: 12, credits: 150_000, xp: 0, wins: 12 })).toEqual({ type: "credits", value: 150_000 });
    // XP 15 beats a streak of 19.
    expect(bestAchievement({ streak: 19, credits: 0, xp: 15, wins: 19 })).toEqual({ type: "xp", value: 15 });
  });

  it("gives a new ₡10,000 player the credits card", () => {
    expect(bestAchievement({ ...none, credits: 10_000 })).toEqual({ type: "credits", value: 10_000 });
  });

  it("returns null when nothing qualifies", () => {
    expect(bestAchievement({ streak: 4, credits: 9_999, xp: 4, wins: 0 })).toBeNull();
    expect(bestAchievement(none)).toBeNull();
  });
});

describe("achievementTitle", () => {
  it("uses the titles of docs/rules.md#badges", () => {
    expect(achievementTitle({ type: "streak", value: 3 })).toBe("3-Game Win Streak!");
    expect(achievementTitle({ type: "credits", value: 10_000 })).toBe("10K Credits Earned!");
    expect(achievementTitle({ type: "credits", value: 10_999 })).toBe("10K Credits Earned!");
    expect(achievementTitle({ type: "credits", value: 123_456 })).toBe("123K Credits Earned!");
    expect(achievementTitle({ type: "xp", value: 12 })).toBe("Level 12 Unlocked!");
    expect(achievementTitle({ type: "firstWin", value: 1 })).toBe("First Victory!");
  });
});
