import { describe, expect, it } from "vitest";
import { MAX_GOALS, dixonColesGrid, gridFrom, type ScoreGrid } from "./score-distribution";
import { simulateSeason, type ClubStanding, type RemainingFixture } from "./season-simulation";

const standing = (club: string, points: number, goalsFor = 30, goalsAgainst = 30): ClubStanding => ({ club, points, goalsFor, goalsAgainst });
const even = dixonColesGrid(1.4, 1.1, -0.05);

/** Every club plays every other once more, home and away by turn: the last rounds of a small league. */
function roundRobin(clubs: readonly string[], grid: ScoreGrid): RemainingFixture[] {
  const fixtures: RemainingFixture[] = [];
  for (let i = 0; i < clubs.length; i++) for (let j = i + 1; j < clubs.length; j++) fixtures.push({ home: clubs[i]!, away: clubs[j]!, grid });
  return fixtures;
}

describe("the season simulation", () => {
  it("gives a club 12 points clear with 2 matches left over 99 % to be champion, and its answer", () => {
    const odds = simulateSeason({
      standings: [standing("Leaders", 80), standing("Chasers", 68), standing("Middle", 50), standing("Strugglers", 20)],
      fixtures: [
        { home: "Leaders", away: "Chasers", grid: even },
        { home: "Middle", away: "Strugglers", grid: even },
        { home: "Chasers", away: "Middle", grid: even },
        { home: "Strugglers", away: "Leaders", grid: even },
      ],
      seed: 7,
    });
    expect(odds.seasons).toBe(10_000);
    expect(odds.clubs.find((c) => c.club === "Leaders")!.champion).toBeGreaterThan(0.99);
    expect(odds.champion).toBe("Leaders");
    expect(odds.bottom).toBe("Strugglers");
    expect(odds.clubs.reduce((sum, c) => sum + c.champion, 0)).toBeCloseTo(1, 10);
    expect(odds.clubs.reduce((sum, c) => sum + c.bottom, 0)).toBeCloseTo(1, 10);
  });

  it("splits a title race between equals about evenly, and gives the same odds for the same seed", () => {
    const input = {
      standings: [standing("North", 70, 60, 30), standing("South", 70, 60, 30), standing("West", 40)],
      fixtures: [{ home: "North", away: "South", grid: gridFrom((h, a) => (h <= 3 && a <= 3 ? 1 : 0)) }],
      seed: 42,
    };
    const odds = simulateSeason(input);
    const north = odds.clubs.find((c) => c.club === "North")!.champion;
    expect(north).toBeGreaterThan(0.47);
    expect(north).toBeLessThan(0.53);
    expect(simulateSeason(input)).toEqual(odds);
    expect(simulateSeason({ ...input, seed: 43 })).not.toEqual(odds);
  });

  it("agrees with a count of every possible outcome of a small league's last round, to 1 percentage point", () => {
    // Scores of 0-2 goals a side only, with uneven weights, so the exact count is small: 9 scores, 3 matches.
    const weights = (h: number, a: number) =>
      h <= 2 && a <= 2
        ? [
            [5, 4, 1],
            [6, 3, 1],
            [3, 2, 1],
          ][h]![a]!
        : 0;
    const grid = gridFrom(weights);
    const standings = [standing("A", 10, 12, 8), standing("B", 9, 11, 9), standing("C", 9, 10, 10), standing("D", 7, 8, 14)];
    const fixtures: RemainingFixture[] = [
      { home: "A", away: "B", grid },
      { home: "C", away: "D", grid },
      { home: "B", away: "C", grid },
    ];
    const exact = new Map(standings.map((s) => [s.club, { champion: 0, bottom: 0 }]));
    const scores: Array<[number, number, number]> = [];
    for (let h = 0; h <= 2; h++) for (let a = 0; a <= 2; a++) scores.push([h, a, grid[h * (MAX_GOALS + 1) + a]!]);
    for (const first of scores) {
      for (const second of scores) {
        for (const third of scores) {
          const p = first[2] * second[2] * third[2];
          const table = new Map(standings.map((s) => [s.club, { points: s.points, difference: s.goalsFor - s.goalsAgainst, scored: s.goalsFor }]));
          [first, second, third].forEach(([home, away], i) => {
            const f = fixtures[i]!;
            const [h, a] = [table.get(f.home)!, table.get(f.away)!];
            h.points += home > away ? 3 : home === away ? 1 : 0;
            a.points += away > home ? 3 : home === away ? 1 : 0;
            h.difference += home - away;
            a.difference += away - home;
            h.scored += home;
            a.scored += away;
          });
          const key = (club: string) => {
            const row = table.get(club)!;
            return [row.points, row.difference, row.scored];
          };
          const compare = (x: string, y: string) => {
            const [kx, ky] = [key(x), key(y)];
            for (let i = 0; i < 3; i++) if (kx[i] !== ky[i]) return ky[i]! - kx[i]!;
            return 0;
          };
          const sorted = standings.map((s) => s.club).sort(compare);
          // Level on every count: the lots decide, evenly.
          const top = sorted.filter((club) => compare(club, sorted[0]!) === 0);
          const last = sorted.filter((club) => compare(club, sorted.at(-1)!) === 0);
          for (const club of top) exact.get(club)!.champion += p / top.length;
          for (const club of last) exact.get(club)!.bottom += p / last.length;
        }
      }
    }
    const odds = simulateSeason({ standings, fixtures, seasons: 40_000, seed: 2026 });
    for (const club of odds.clubs) {
      expect(Math.abs(club.champion - exact.get(club.club)!.champion), `${club.club} champion`).toBeLessThan(0.01);
      expect(Math.abs(club.bottom - exact.get(club.club)!.bottom), `${club.club} bottom`).toBeLessThan(0.01);
    }
  });

  it("names the top scorer: far ahead he is all but sure, and a shared lead is shared out", () => {
    const clubs = ["Reds", "Blues", "Greens", "Whites"];
    const standings = clubs.map((club) => standing(club, 40));
    const clear = simulateSeason({
      standings,
      fixtures: roundRobin(clubs, even).slice(0, 2),
      scorers: [
        { player: "Striker", club: "Reds", goals: 30, share: 0.4 },
        { player: "Winger", club: "Blues", goals: 12, share: 0.3 },
      ],
      seed: 3,
    });
    expect(clear.topScorer).toBe("Striker");
    expect(clear.scorers[0]!.topScorer).toBeGreaterThan(0.99);
    const level = simulateSeason({
      standings,
      fixtures: [],
      scorers: [
        { player: "One", club: "Reds", goals: 20, share: 0.4 },
        { player: "Two", club: "Greens", goals: 20, share: 0.4 },
      ],
      seed: 3,
    });
    expect(level.scorers.map((s) => s.topScorer)).toEqual([0.5, 0.5]);
  });

  it("refuses a fixture between clubs outside the standings", () => {
    expect(() => simulateSeason({ standings: [standing("A", 1)], fixtures: [{ home: "A", away: "Z", grid: even }], seed: 1 })).toThrow(/Z/);
  });
});
