import { describe, expect, it } from "vitest";
import { seasonTableOf, type SeasonFixture } from "./season-table";

// A season's table from a provider's whole list of fixtures (docs/rules.md#season-questions).

const at = (day: number) => new Date(Date.UTC(2025, 7, day, 15));
const fixture = (
  id: string,
  round: number,
  home: string,
  away: string,
  day: number,
  final: [number, number] | null,
  scorers: SeasonFixture["scorers"] = [],
): SeasonFixture => ({
  fixtureId: id,
  round,
  homeTeam: home,
  awayTeam: away,
  kickoff: at(day),
  final: final && { home: final[0], away: final[1] },
  scorers,
});
const league = { leagueId: 78, leagueName: "Bundesliga", season: 2025 };

describe("seasonTableOf", () => {
  const fixtures = [
    fixture(
      "1",
      1,
      "Bayern",
      "Leipzig",
      1,
      [2, 1],
      [
        { player: "Kane", club: "Bayern" },
        { player: "Kane", club: "Bayern" },
        { player: "Openda", club: "Leipzig" },
      ],
    ),
    // Postponed: round 1 stays open while round 2 is played.
    fixture("2", 1, "Dortmund", "Mainz", 2, null),
    fixture("3", 2, "Leipzig", "Dortmund", 8, [1, 1], [{ player: "Openda", club: "Leipzig" }]),
    fixture("4", 2, "Mainz", "Bayern", 9, [0, 3], [{ player: "Kane", club: "Bayern" }]),
    fixture("5", 3, "Bayern", "Dortmund", 15, null),
    fixture("6", 3, "Mainz", "Leipzig", 16, null),
  ];

  it("ranks the clubs on the matches at full time, counts the scorers, and lists what is left", () => {
    const table = seasonTableOf(league, fixtures, at(10))!;
    expect(table.standings.map((r) => [r.club, r.played, r.points, r.goalsFor - r.goalsAgainst])).toEqual([
      ["Bayern", 2, 6, 4],
      // Level on points: the better goal difference first.
      ["Dortmund", 1, 1, 0],
      ["Leipzig", 2, 1, -1],
      ["Mainz", 1, 0, -3],
    ]);
    expect(table.scorers).toEqual([
      { player: "Kane", club: "Bayern", goals: 3 },
      { player: "Openda", club: "Leipzig", goals: 2 },
    ]);
    expect(table.remaining.map((f) => f.fixtureId)).toEqual(["2", "5", "6"]);
    // Round 2 is complete; round 1 waits for its postponed match.
    expect({ rounds: table.rounds, roundsComplete: table.roundsComplete, finished: table.finished }).toEqual({
      rounds: 3,
      roundsComplete: 1,
      finished: false,
    });
    expect(table.nextRoundKickoff).toEqual(at(15));
  });

  it("is over once every match has its final score, and is none without fixtures", () => {
    const played = fixtures.map((f) => (f.final ? f : { ...f, final: { home: 0, away: 0 } }));
    const table = seasonTableOf(league, played, at(20))!;
    expect({ finished: table.finished, roundsComplete: table.roundsComplete, remaining: table.remaining, next: table.nextRoundKickoff }).toEqual({
      finished: true,
      roundsComplete: 3,
      remaining: [],
      next: null,
    });
    expect(seasonTableOf(league, [], at(1))).toBeNull();
  });

  it("before the season, names its first kick-off as the next round's", () => {
    const ahead = fixtures.map((f) => ({ ...f, final: null, scorers: [] }));
    const table = seasonTableOf(league, ahead, at(0))!;
    expect(table.nextRoundKickoff).toEqual(at(1));
    expect(table.roundsComplete).toBe(0);
    expect(table.standings.every((r) => r.played === 0)).toBe(true);
  });
});
