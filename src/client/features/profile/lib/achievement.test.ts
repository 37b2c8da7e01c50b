import { describe, expect, it } from "vitest";
import { achievementShareText, achievementTitle, bestAchievement } from "./achievement";
import { betRecord } from "./bet-record";

const none = { streak: 0, credits: 0, xp: 0, wins: 0 };

describe("bestAchievement", () => {
  it("follows the SPEC §9 priority", () => {
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

  it("returns null when nothing qualifies", () => {
    expect(bestAchievement({ streak: 4, credits: 9_999, xp: 4, wins: 0 })).toBeNull();
  });
});

describe("achievementTitle", () => {
  it("uses the SPEC §9 titles", () => {
    expect(achievementTitle({ type: "streak", value: 3 })).toBe("3-Game Win Streak!");
    expect(achievementTitle({ type: "credits", value: 10_999 })).toBe("10K Credits Earned!");
    expect(achievementTitle({ type: "xp", value: 12 })).toBe("Level 12 Unlocked!");
    expect(achievementTitle({ type: "firstWin", value: 1 })).toBe("First Victory!");
  });

  it("puts the title and the link in the share text", () => {
    const text = achievementShareText({ type: "streak", value: 4 }, "https://example.test/?ref=PROPHET-ABC234");
    expect(text).toContain("4-Game Win Streak!");
    expect(text).toContain("https://example.test/?ref=PROPHET-ABC234");
  });
});

describe("betRecord", () => {
  it("counts won and lost bets only", () => {
    const outcomes = ["won", "lost", "void", null, "won"] as const;
    expect(betRecord(outcomes.map((outcome) => ({ outcome })))).toEqual({ wins: 2, losses: 1 });
  });
});
