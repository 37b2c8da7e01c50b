import { describe, expect, it } from "vitest";
import type { AchievementType } from "@shared/achievement";
import { resultCardModel } from "./card-model";
import { achievementShareText, FALLBACK_SHARE_TEXT, leagueShareText, resultShareText, shareText } from "./share-text";

const match = { id: 9, homeTeam: "Arsenal", awayTeam: "Chelsea", leagueName: "Premier League", actualScore: "2-1" };
const predictions = [
  { aiName: "ChatGPT" as const, predictedScore: "2-1", points: 10 },
  { aiName: "Grok" as const, predictedScore: "0-0", points: 0 },
];

describe("achievementShareText", () => {
  it("has a template per achievement type, each with the title and the product", () => {
    const cases: [AchievementType, number, string][] = [
      ["streak", 7, "7-Game Win Streak!"],
      ["credits", 52_300, "52K Credits Earned!"],
      ["xp", 11, "Level 11 Unlocked!"],
      ["firstWin", 1, "First Victory!"],
    ];
    const texts = cases.map(([type, value, title]) => {
      const text = achievementShareText({ type, value });
      expect(text.startsWith(title)).toBe(true);
      expect(text).toContain("The Prophecy League");
      return text.slice(title.length);
    });
    expect(new Set(texts).size).toBe(4);
    expect(achievementShareText({ type: "credits", value: 52_300 })).toContain("₡52,300");
  });
});

describe("resultShareText", () => {
  it("is 'Check out The Prophecy League!' when the result card cannot be drawn (docs/rules.md#sharing)", () => {
    expect(FALLBACK_SHARE_TEXT).toBe("Check out The Prophecy League!");
    expect(resultShareText(null)).toBe("Check out The Prophecy League!");
    expect(shareText({ type: "result", model: resultCardModel(match, predictions.slice(0, 1)) })).toBe("Check out The Prophecy League!");
  });

  it("tells of the player's win when their bet won", () => {
    const model = resultCardModel(match, predictions, { aiSelected: "ChatGPT", stake: 500, payout: 900, outcome: "won" });
    expect(resultShareText(model)).toBe(
      "I backed El Divino on Arsenal 2-1 Chelsea and won ₡900 in The Prophecy League! Which oracle will you trust next?",
    );
  });

  it("tells of the oracles' duel otherwise (no bet, lost, refunded or pending)", () => {
    const expected =
      "El Divino sees the future once more in The Prophecy League! Arsenal 2-1 Chelsea: El Divino 10 pts, O Eterno 0 pts. Who will you back next?";
    expect(resultShareText(resultCardModel(match, predictions))).toBe(expected);
    expect(resultShareText(resultCardModel(match, predictions, { aiSelected: "Grok", stake: 500, payout: 0, outcome: "lost" }))).toBe(expected);
  });

  it("names the tiebreak's winner on equal points, and says why", () => {
    const tied = [
      { ...predictions[0]!, points: 5, finalScoreChance: 129_000 },
      { ...predictions[1]!, points: 5, finalScoreChance: 142_000 },
    ];
    const model = resultCardModel({ ...match, duel: { winner: "Grok", by: "tiebreak" } }, tied);
    expect(resultShareText(model)).toBe(
      "O Eterno sees the future once more in The Prophecy League! Arsenal 2-1 Chelsea: El Divino 5 pts, O Eterno 5 pts. Both scored 5. O Eterno gave 2-1 a 14.2% chance, El Divino 12.9%: O Eterno saw clearer. Who will you back next?",
    );
  });

  it("says plainly that neither oracle saw the score when both scored 0, as the result screen does", () => {
    const missed = [
      { ...predictions[0]!, predictedScore: "0-0", points: 0, finalScoreChance: 95_900 },
      { ...predictions[1]!, predictedScore: "1-3", points: 0, finalScoreChance: 95_800 },
    ];
    const model = resultCardModel({ ...match, duel: { winner: "ChatGPT", by: "tiebreak" } }, missed);
    expect(resultShareText(model)).toBe(
      "El Divino sees the future once more in The Prophecy League! Arsenal 2-1 Chelsea: El Divino 0 pts, O Eterno 0 pts. Neither oracle saw 2-1 coming: both scored 0, so the tiebreak decided. El Divino gave 2-1 a 9.59% chance, O Eterno 9.58%: El Divino saw clearer. Who will you back next?",
    );
  });

  it("says it's a tie on equal points", () => {
    const tied = predictions.map((p) => ({ ...p, points: 5 }));
    expect(resultShareText(resultCardModel(match, tied))).toBe(
      "It's a tie in The Prophecy League! Arsenal 2-1 Chelsea: El Divino 5 pts, O Eterno 5 pts. Who will you back next?",
    );
  });
});

describe("league share texts", () => {
  const base = { leagueName: "Sunday Seers", periodLabel: "This Week", memberCount: 3 };
  const you = { rank: 2, name: "ben", points: 20, exact: 1, you: true, prophet: false };

  it("says where the player stands, or who leads when they are not in the table", () => {
    expect(leagueShareText({ ...base, lines: [you], yourRank: 2, leader: { name: "ana", points: 30 } })).toBe(
      "I'm #2 in Sunday Seers with 20 points (this week) on The Prophecy League. Join us and out-predict El Divino and O Eterno!",
    );
    expect(leagueShareText({ ...base, lines: [], yourRank: null, leader: { name: "ana", points: 1 } })).toMatch(
      /^ana leads Sunday Seers with 1 point \(this week\)/,
    );
  });

  it("names an earlier period as the page named it", () => {
    expect(leagueShareText({ ...base, periodLabel: "Season 2025/26", lines: [{ ...you, rank: 1 }], yourRank: 1, leader: null })).toBe(
      "I'm #1 in Sunday Seers with 20 points (Season 2025/26) on The Prophecy League. Join us and out-predict El Divino and O Eterno!",
    );
  });

  it("tells the week's badge with its figures", () => {
    const text = shareText({
      type: "prophet",
      model: { username: "ana", leagueName: "Sunday Seers", weekLabel: "Week of Nov 16, 2026", points: 30, exact: 1 },
    });
    expect(text).toBe(
      "Prophet of the Week in Sunday Seers! 30 points and 1 exact score (week of Nov 16, 2026) on The Prophecy League. Think you can out-predict me and the AI oracles?",
    );
  });
});
