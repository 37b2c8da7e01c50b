import { describe, expect, it } from "vitest";
import { mapStatus, scoreAtNinety, toProviderFixture, toResultRow } from "./football-data-mapping";
import { matchItemSchema, matchListSchema, type MatchItem } from "./football-data-schemas";
import everyStatusReply from "./fixtures/matches-every-status.json";
import pastNinetyReply from "./fixtures/matches-past-ninety.json";
import bsaResults from "./fixtures/results-BSA-2025.json";

const matches = (reply: unknown): MatchItem[] => matchListSchema.parse(reply);
const byId = (reply: unknown, id: number): MatchItem => {
  const match = matches(reply).find((item) => item.id === id);
  if (!match) throw new Error(`no match ${id} in the reply`);
  return match;
};

describe("mapStatus", () => {
  it.each([
    ["SCHEDULED", "upcoming"],
    ["TIMED", "upcoming"],
    ["IN_PLAY", "live"],
    ["PAUSED", "live"],
    ["EXTRA_TIME", "live"],
    ["PENALTY_SHOOTOUT", "live"],
    ["LIVE", "live"],
    ["FINISHED", "completed"],
    ["AWARDED", "completed"],
    ["POSTPONED", "postponed"],
    ["SUSPENDED", "suspended"],
    ["CANCELLED", "cancelled"],
  ])("maps %s to %s", (code, status) => {
    expect(mapStatus(code)).toBe(status);
  });

  it("leaves an undocumented status unmapped", () => {
    expect(mapStatus("ABANDONED")).toBeNull();
    expect(mapStatus("finished")).toBeNull();
  });
});

describe("toProviderFixture on a recorded reply with every status", () => {
  const fixtures = matches(everyStatusReply).map(toProviderFixture);
  const fixture = (id: string) => fixtures.find((item) => item?.fixtureId === id);

  it("keeps every documented status and leaves out an undocumented one and a tie not drawn yet", () => {
    const mapped = fixtures.filter((item) => item !== null);
    expect(mapped).toHaveLength(11);
    expect(fixture("498424")).toBeUndefined();
    expect(fixture("552065")).toBeUndefined();
    const counts = mapped.reduce<Record<string, number>>((tally, item) => ({ ...tally, [item.status]: (tally[item.status] ?? 0) + 1 }), {});
    expect(counts).toEqual({ upcoming: 2, live: 4, completed: 2, postponed: 1, suspended: 1, cancelled: 1 });
  });

  it("gives an upcoming fixture no score and no clock, and names its competition", () => {
    expect(fixture("497651")).toEqual({
      fixtureId: "497651",
      leagueId: 2021,
      leagueName: "Premier League",
      matchday: 29,
      homeTeam: "Tottenham Hotspur FC",
      awayTeam: "AFC Bournemouth",
      kickoff: new Date("2025-03-16T16:30:00Z"),
      status: "upcoming",
      minute: null,
      homeGoals: null,
      awayGoals: null,
    });
  });

  it("names a league match's matchday, and none for a cup's knock-out tie", () => {
    expect([fixture("497660"), fixture("498886"), fixture("499012")].map((item) => item?.matchday)).toEqual([34, 28, 26]);
    // The Champions League's last 16: "matchday": null.
    expect(fixture("551972")?.matchday).toBeNull();
  });

  it("reads a matchday it cannot use as none, and keeps the match", () => {
    const raw = everyStatusReply.matches.find((item) => item.id === 497651);
    for (const matchday of ["29", 0, -3, 2.5, undefined]) {
      const item = matchItemSchema(undefined).parse({ ...raw, matchday });
      expect(toProviderFixture(item)).toMatchObject({ fixtureId: "497651", matchday: null });
    }
  });

  it("gives a live fixture its running score and its clock, stoppage included", () => {
    expect(fixture("497642")).toMatchObject({ status: "live", minute: 67, homeGoals: 1, awayGoals: 1 });
    expect(fixture("498886")).toMatchObject({ status: "live", minute: 48, homeGoals: 0, awayGoals: 1, leagueId: 2014 });
  });

  it("keeps a tie in extra time or in its shoot-out at its 90-minute score", () => {
    expect(fixture("551972")).toMatchObject({ status: "live", minute: 106, homeGoals: 1, awayGoals: 0 });
    // fullTime is 1-3 there: the regular 0-1 plus the shoot-out kicks taken so far.
    expect(fixture("551969")).toMatchObject({ status: "live", minute: 124, homeGoals: 0, awayGoals: 1 });
  });

  it("settles a finished or awarded fixture on its final score, without a clock", () => {
    expect(fixture("497630")).toMatchObject({ status: "completed", minute: null, homeGoals: 1, awayGoals: 1 });
    expect(fixture("500158")).toMatchObject({ status: "completed", homeGoals: 3, awayGoals: 0, leagueName: "Serie A" });
  });

  it("keeps a postponed fixture's new date, a suspended one's score, and reports a cancelled one", () => {
    expect(fixture("497645")).toMatchObject({ status: "postponed", kickoff: new Date("2025-04-01T18:45:00Z"), homeGoals: null });
    expect(fixture("499012")).toMatchObject({ status: "suspended", minute: null, homeGoals: 1, awayGoals: 1 });
    expect(fixture("498421")).toMatchObject({ status: "cancelled", homeGoals: null, awayGoals: null });
  });
});

describe("scoreAtNinety", () => {
  it("takes regularTime for a tie decided in extra time or on penalties, not fullTime", () => {
    expect(scoreAtNinety(byId(pastNinetyReply, 553219))).toEqual({ home: 3, away: 3 });
    expect(scoreAtNinety(byId(pastNinetyReply, 551972))).toEqual({ home: 1, away: 0 });
  });

  it("takes extra time and the shoot-out off fullTime when regularTime is missing", () => {
    for (const id of [553219, 551972]) {
      const match = byId(pastNinetyReply, id);
      const withoutRegular = { ...match, score: { ...match.score, regularTime: undefined } };
      expect(scoreAtNinety(withoutRegular)).toEqual(scoreAtNinety(match));
    }
  });

  it("takes fullTime for a match of 90 minutes", () => {
    expect(scoreAtNinety(byId(everyStatusReply, 497630))).toEqual({ home: 1, away: 1 });
  });

  it("settles finished ties on the 90 minutes", () => {
    expect(toProviderFixture(byId(pastNinetyReply, 551972))).toMatchObject({ status: "completed", homeGoals: 1, awayGoals: 0 });
    expect(toResultRow(byId(pastNinetyReply, 553219))).toMatchObject({ homeTeam: "FC Internazionale Milano", homeGoals: 3, awayGoals: 3 });
  });
});

describe("toResultRow", () => {
  it("keeps only completed matches with a score", () => {
    const rows = matches(everyStatusReply)
      .map(toResultRow)
      .filter((row) => row !== null);
    expect(rows.map((row) => `${row.homeTeam} ${row.homeGoals}-${row.awayGoals} ${row.awayTeam}`)).toEqual([
      "Manchester United FC 1-1 Arsenal FC",
      "SS Lazio 3-0 AS Roma",
    ]);
  });

  it("takes the competition from the reply when its items name none", () => {
    const rows = matches(bsaResults).map(toResultRow);
    expect(rows.map((row) => row?.leagueId)).toEqual([2013, 2013, 2013]);
    expect(rows[1]).toMatchObject({ homeTeam: "CR Flamengo", awayTeam: "SC Corinthians Paulista", homeGoals: 1, awayGoals: 2 });
  });
});

describe("matchListSchema", () => {
  const [first] = (everyStatusReply as { matches: Array<Record<string, unknown>> }).matches;

  it("reads the clock as a number, a numeric string or a sum with stoppage", () => {
    const clockOf = (minute: unknown) => matchListSchema.parse({ matches: [{ ...first, minute }] })[0]?.minute;
    expect(clockOf(67)).toBe(67);
    expect(clockOf("90")).toBe(90);
    expect(clockOf("45+2")).toBe(47);
    expect(clockOf(undefined)).toBeNull();
    expect(matchItemSchema(undefined).safeParse({ ...first, minute: "half" }).success).toBe(false);
    // In a list, that match is left out and the others kept.
    expect(matchListSchema.parse({ matches: [{ ...first, minute: "half" }, first] })).toHaveLength(1);
  });

  it("refuses a match with no competition when the reply names none either", () => {
    const { competition: _, ...withoutCompetition } = first ?? {};
    const result = matchItemSchema(undefined).safeParse(withoutCompetition);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["competition"]);
    expect(matchListSchema.parse({ matches: [withoutCompetition] })).toEqual([]);
  });
});
