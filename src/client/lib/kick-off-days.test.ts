import { describe, expect, it } from "vitest";
import { byKickOffDay, kickOffDays } from "./kick-off-days";

const match = (id: number, matchDate: string) => ({ id, matchDate });
// Friday 11 April 2025, late evening in London.
const now = new Date("2025-04-11T21:30:00Z");
const matches = [
  match(1, "2025-04-11T22:30:00Z"),
  match(2, "2025-04-12T14:00:00Z"),
  match(3, "2025-04-12T23:15:00Z"),
  match(4, "2025-04-14T18:00:00Z"),
];

describe("kick-off days", () => {
  it("groups matches by the day they kick off in the player's zone, with the local time", () => {
    const days = kickOffDays(matches, now, "Europe/London");
    expect(days.map((d) => [d.label, d.matches.map((m) => `${m.id} ${m.time}`)])).toEqual([
      ["Today · Friday 11 April", ["1 23:30"]],
      ["Tomorrow · Saturday 12 April", ["2 15:00"]],
      ["Sunday 13 April", ["3 00:15"]],
      ["Monday 14 April", ["4 19:00"]],
    ]);
  });

  it("moves a match to another day where the zone puts its kick-off there", () => {
    // In Tokyo (UTC+9) it is already Saturday morning: the first two matches are both today.
    const tokyo = kickOffDays(matches, now, "Asia/Tokyo");
    expect(tokyo.map((d) => [d.key, d.matches.map((m) => `${m.id} ${m.time}`)])).toEqual([
      ["2025-04-12", ["1 07:30", "2 23:00"]],
      ["2025-04-13", ["3 08:15"]],
      ["2025-04-15", ["4 03:00"]],
    ]);
    expect(tokyo[0]!.label).toBe("Today · Saturday 12 April");
    // In New York (UTC−4) the third match is still Saturday evening, with the second.
    expect(kickOffDays(matches, now, "America/New_York").map((d) => d.matches.map((m) => m.time))).toEqual([
      ["18:30"],
      ["10:00", "19:15"],
      ["14:00"],
    ]);
  });

  it("groups the match objects themselves, so a memoised card given one of them draws again only when it changed", () => {
    const days = byKickOffDay(matches, now, "Europe/London");
    expect(days.map((d) => d.label)).toEqual(kickOffDays(matches, now, "Europe/London").map((d) => d.label));
    expect(days.flatMap((d) => d.matches)).toHaveLength(matches.length);
    for (const [i, grouped] of days.flatMap((d) => d.matches).entries()) expect(grouped).toBe(matches[i]);
  });
});
