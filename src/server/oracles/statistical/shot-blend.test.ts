import { describe, expect, it } from "vitest";
import type { ResultRow } from "../../platform/providers/football/football-provider";
import { blendShotsOnTarget } from "./shot-blend";

const row = (homeGoals: number, awayGoals: number, shots?: [number, number]): ResultRow => ({
  date: new Date("2024-01-01T00:00:00Z"),
  leagueId: 1,
  homeTeam: "A",
  awayTeam: "B",
  homeGoals,
  awayGoals,
  homeShotsOnTarget: shots?.[0],
  awayShotsOnTarget: shots?.[1],
});

describe("shots-on-target blend", () => {
  // 4 goals from 12 shots on target: a conversion of 1/3.
  const rows = [row(3, 0, [6, 3]), row(0, 1, [0, 3]), row(2, 2)];

  it("mixes goals with shots valued at the league's conversion rate", () => {
    const counts = blendShotsOnTarget(rows, [1, 1, 1], 0.5);
    expect(counts[0]).toEqual({ home: 0.5 * 3 + 0.5 * 2, away: 0.5 * 0 + 0.5 * 1 });
    expect(counts[1]?.home).toBeCloseTo(0);
    expect(counts[1]?.away).toBeCloseTo(1);
  });

  it("keeps goals for rows without shots, and everywhere when the share is 0", () => {
    expect(blendShotsOnTarget(rows, [1, 1, 1], 0.5)[2]).toEqual({ home: 2, away: 2 });
    expect(blendShotsOnTarget(rows, [1, 1, 1], 0)).toEqual([
      { home: 3, away: 0 },
      { home: 0, away: 1 },
      { home: 2, away: 2 },
    ]);
  });
});
