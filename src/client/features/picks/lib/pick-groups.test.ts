import { describe, expect, it } from "vitest";
import { competitionsOf, groupPicks } from "./pick-groups";

const match = (id: number, leagueName: string, matchDate: string, matchday: number | null = null) => ({ id, leagueName, matchDate, matchday });
// Friday 11 April 2025, late evening in London.
const now = new Date("2025-04-11T21:30:00Z");
const matches = [
  match(1, "Serie A", "2025-04-11T22:30:00Z"),
  match(2, "Premier League", "2025-04-12T14:00:00Z", 32),
  match(3, "Serie A", "2025-04-12T16:00:00Z"),
  match(4, "Premier League", "2025-04-13T15:30:00Z", 32),
  // Put off from an earlier matchday: it keeps its round, which comes after 32 by kick-off.
  match(5, "Premier League", "2025-04-16T19:00:00Z", 29),
  match(6, "Premier League", "2025-04-19T14:00:00Z", 33),
  match(7, "Serie A", "2025-04-13T09:00:00Z"),
];

describe("the picks page's sections", () => {
  it("groups by competition, then by matchday where one is named and by kick-off day otherwise, soonest first", () => {
    const sections = groupPicks(matches, now, "Europe/London");
    expect(sections.map((s) => [s.name, s.groups.map((g) => [g.label, g.matches.map((m) => `${m.id} ${m.time}`)])])).toEqual([
      [
        "Serie A",
        [
          ["Today · Friday 11 April", ["1 23:30"]],
          ["Tomorrow · Saturday 12 April", ["3 17:00"]],
          ["Sunday 13 April", ["7 10:00"]],
        ],
      ],
      [
        "Premier League",
        [
          // A round spans days: its matches name the day.
          ["Matchday 32", ["2 Sat 12 Apr 15:00", "4 Sun 13 Apr 16:30"]],
          ["Matchday 29", ["5 Wed 16 Apr 20:00"]],
          ["Matchday 33", ["6 Sat 19 Apr 15:00"]],
        ],
      ],
    ]);
  });

  it("mixes rounds and days within a competition by first kick-off (a cup tie has no matchday)", () => {
    const sections = groupPicks(
      [match(1, "Cup", "2025-04-12T14:00:00Z", 3), match(2, "Cup", "2025-04-12T18:00:00Z"), match(3, "Cup", "2025-04-14T18:00:00Z", 4)],
      now,
      "UTC",
    );
    expect(sections[0]!.groups.map((g) => g.label)).toEqual(["Matchday 3", "Tomorrow · Saturday 12 April", "Matchday 4"]);
  });

  it("counts the matches of each competition in the order shown", () => {
    expect(competitionsOf(matches)).toEqual([
      { name: "Serie A", count: 3 },
      { name: "Premier League", count: 4 },
    ]);
  });
});
