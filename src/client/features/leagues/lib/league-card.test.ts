import { describe, expect, it } from "vitest";
import type { LeagueTable } from "@shared/api/leagues";
import { AI_DISPLAY_NAMES } from "@shared/constants";
import { leagueCardModel } from "./league-card";

const row = (rank: number, userId: number, points: number, isYou = false) => ({
  rank,
  userId,
  username: `player${userId}`,
  points,
  exact: Math.floor(points / 10),
  picks: 3,
  questionPoints: 0,
  creditsWon: 0,
  jokerPoints: 0,
  isYou,
  prophetWeeks: 0,
});

/** The guests' names as an English reader's page has them (usePredictorNames). */
const names = { ...AI_DISPLAY_NAMES, Crowd: "The Crowd" };

function table(rows: LeagueTable["rows"]): LeagueTable {
  return {
    period: "week",
    from: "2026-11-23T00:00:00.000Z",
    until: "2026-11-30T00:00:00.000Z",
    back: 0,
    earlier: false,
    rows,
    guests: [
      { name: "ChatGPT", wouldRank: 2, points: 25, exact: 2, picks: 3, questionPoints: 0 },
      { name: "Crowd", wouldRank: 99, points: 0, exact: 0, picks: 0, questionPoints: 0 },
    ],
    rules: { jokers: true, oraclePicks: true, competitions: null },
    rulesChanged: false,
    prophetOfTheWeek: { weekStart: "2026-11-16T00:00:00.000Z", userIds: [1] },
  };
}

describe("leagueCardModel", () => {
  it("puts the guests where they would stand and marks the latest prophet", () => {
    const model = leagueCardModel(
      { name: "Sunday Seers", memberCount: 3 },
      "This Week",
      table([row(1, 1, 30), row(2, 2, 20, true), row(3, 3, 10)]),
      names,
    );
    expect(model.lines.map((l) => [l.rank, l.name, l.you, l.prophet])).toEqual([
      [1, "player1", false, true],
      [null, "El Divino", false, false],
      [2, "player2", true, false],
      [3, "player3", false, false],
      [null, "The Crowd", false, false],
    ]);
    expect(model).toMatchObject({ leagueName: "Sunday Seers", periodLabel: "This Week", yourRank: 2, leader: { name: "player1", points: 30 } });
  });

  it("keeps the player's own line in place of the last when they stand below the top", () => {
    const rows = Array.from({ length: 12 }, (_, i) => row(i + 1, i + 1, 120 - i * 10, i === 10));
    const model = leagueCardModel({ name: "Big League", memberCount: 12 }, "Season", table(rows), names);
    expect(model.lines).toHaveLength(7);
    expect(model.lines.at(-1)).toMatchObject({ rank: 11, you: true });
    expect(model.lines.filter((l) => l.rank !== null).map((l) => l.rank)).toEqual([1, 2, 3, 4, 5, 11]);
  });
});
