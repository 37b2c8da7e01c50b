import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  fixtureStatus,
  leagueIdFor,
  liveMinute,
  LIVE_WINDOW_MS,
  recordedScore,
  scorersOf,
  toMatchEvents,
  toProviderFixture,
  toResultRow,
} from "./openligadb-mapping";
import { matchSchema, type OpenLigaMatch } from "./openligadb-schemas";
import matchday1Of2024 from "./fixtures/season-bl1-2024-matchday-1.json";
import goalQuirks from "./fixtures/season-bl1-2025-goal-quirks.json";
import matchday27Live from "./fixtures/season-bl1-2025-matchday-27-live.json";

// Recorded OpenLigaDB replies (getmatchdata/bl1/{season}, trimmed to a matchday): matchday 27 of 2025/26
// read while four matches kicked off at 14:30 UTC were running (running score as resultTypeID 2, not
// finished), matchday 1 of 2024/25 finished, and 2025/26 matches with goals lacking minutes, placeholder
// goals, own goals and first-half stoppage.

const parse = (raw: unknown): OpenLigaMatch[] => z.array(matchSchema).parse(raw);
const live27 = parse(matchday27Live);
const finished1 = parse(matchday1Of2024);
const quirks = parse(goalQuirks);
const byId = (list: OpenLigaMatch[], id: number): OpenLigaMatch => {
  const match = list.find((candidate) => candidate.matchID === id);
  if (!match) throw new Error(`no match ${id} in the fixture`);
  return match;
};
const at = (iso: string) => new Date(iso);

describe("the matchday, from group.groupOrderID", () => {
  it("names the matchday of every recorded match, and none when the group is missing or odd", () => {
    const now = at("2026-03-21T16:00:00Z");
    expect(new Set(live27.map((m) => toProviderFixture(m, "bl1", now).matchday))).toEqual(new Set([27]));
    expect(new Set(finished1.map((m) => toProviderFixture(m, "bl1", now).matchday))).toEqual(new Set([1]));
    const raw = (matchday27Live as Array<Record<string, unknown>>)[0]!;
    for (const group of [undefined, null, { groupName: "27. Spieltag" }, { groupOrderID: "27" }, { groupOrderID: 0 }]) {
      const [match] = parse([{ ...raw, group }]);
      expect(toProviderFixture(match!, "bl1", now).matchday).toBeNull();
    }
  });
});

describe("status, read from the finished flag, the recorded score and the clock", () => {
  const duringPlay = at("2026-03-21T16:00:00Z");

  it("reads a running match (kicked off, score recorded, not finished) as live with its running score", () => {
    const bayern = toProviderFixture(byId(live27, 77491), "bl1", duringPlay);
    expect(bayern).toMatchObject({
      fixtureId: "77491",
      status: "live",
      homeTeam: "FC Bayern München",
      awayTeam: "1. FC Union Berlin",
      homeGoals: 4,
      awayGoals: 0,
      leagueId: 78,
      leagueName: "1. Fußball-Bundesliga",
    });
    expect(bayern.kickoff.toISOString()).toBe("2026-03-21T14:30:00.000Z");
  });

  it("reads a finished match as completed with the final result, and a later one as upcoming", () => {
    expect(toProviderFixture(byId(live27, 77494), "bl1", duringPlay)).toMatchObject({
      status: "completed",
      minute: null,
      homeGoals: 5,
      awayGoals: 0,
    });
    expect(toProviderFixture(byId(live27, 77492), "bl1", duringPlay)).toMatchObject({
      status: "upcoming",
      minute: null,
      homeGoals: null,
      awayGoals: null,
    });
  });

  it("takes a match still unfinished past the live window as suspended when played, postponed when not", () => {
    const late = new Date(at("2026-03-21T14:30:00Z").getTime() + LIVE_WINDOW_MS);
    expect(toProviderFixture(byId(live27, 77491), "bl1", late)).toMatchObject({ status: "suspended", minute: null, homeGoals: 4, awayGoals: 0 });
    const dortmund = byId(live27, 77492);
    expect(fixtureStatus(dortmund, new Date(dortmund.matchDateTimeUTC.getTime() + LIVE_WINDOW_MS - 1))).toBe("live");
    expect(toProviderFixture(dortmund, "bl1", new Date(dortmund.matchDateTimeUTC.getTime() + LIVE_WINDOW_MS))).toMatchObject({
      status: "postponed",
      homeGoals: null,
      awayGoals: null,
    });
  });

  it("reads a moved kick-off (OpenLigaDB's postponement) back as upcoming", () => {
    const dortmund = byId(live27, 77492);
    const moved = { ...dortmund, matchDateTimeUTC: at("2026-04-08T18:30:00Z") };
    expect(toProviderFixture(moved, "bl1", at("2026-03-22T12:00:00Z"))).toMatchObject({ status: "upcoming" });
  });

  it("does not complete a match marked finished before any score is entered", () => {
    const dortmund = { ...byId(live27, 77492), matchIsFinished: true };
    expect(fixtureStatus(dortmund, at("2026-03-21T19:00:00Z"))).toBe("live");
    expect(fixtureStatus(dortmund, at("2026-03-21T21:00:00Z"))).toBe("suspended");
  });

  it("falls back on the last goal's score when the final result is missing", () => {
    const leipzig = byId(live27, 77494);
    const withoutResults = { ...leipzig, matchResults: [] };
    expect(recordedScore(withoutResults)).toEqual({ home: 5, away: 0 });
    expect(fixtureStatus(withoutResults, duringPlay)).toBe("completed");
  });

  it("counts a match with nothing recorded yet as 0-0 once it is live", () => {
    const dortmund = byId(live27, 77492);
    expect(toProviderFixture(dortmund, "bl1", at("2026-03-21T17:40:00Z"))).toMatchObject({ status: "live", homeGoals: 0, awayGoals: 0, minute: 11 });
  });
});

describe("the live minute", () => {
  const kickoff = byId(live27, 77492).matchDateTimeUTC.getTime();
  const after = (minutes: number) => new Date(kickoff + minutes * 60_000);
  const goalless = byId(live27, 77492);

  it("runs from 1, holds 45 through the break and stops at 90", () => {
    expect(liveMinute(goalless, after(0))).toBe(1);
    expect(liveMinute(goalless, after(44.5))).toBe(45);
    expect(liveMinute(goalless, after(52))).toBe(45);
    expect(liveMinute(goalless, after(60))).toBe(46);
    expect(liveMinute(goalless, after(104))).toBe(90);
    expect(liveMinute(goalless, after(170))).toBe(90);
  });

  it("is lifted by a goal recorded later than the clock, stoppage added", () => {
    const leverkusen = byId(live27, 77498);
    // Kicked off 14:30; at 16:00 the clock says 76 but a goal is recorded in minute 79.
    expect(liveMinute(leverkusen, at("2026-03-21T16:00:00Z"))).toBe(79);
    const gladbach = byId(finished1, 72214);
    expect(liveMinute(gladbach, new Date(gladbach.matchDateTimeUTC.getTime() + 110 * 60_000))).toBe(101);
  });
});

describe("events", () => {
  it("lists kick-off, goals in score order with their side, half-time and full-time (Gladbach 2-3 Leverkusen)", () => {
    const gladbach = byId(finished1, 72214);
    const events = toMatchEvents(gladbach, at("2024-08-24T12:00:00Z"));
    expect(events.map((event) => [event.kind, event.minute, event.team, event.homeGoals, event.awayGoals])).toEqual([
      ["kick_off", 0, null, 0, 0],
      ["goal", 12, "away", 0, 1],
      ["goal", 38, "away", 0, 2],
      ["half_time", 45, null, 0, 2],
      ["goal", 59, "home", 1, 2],
      ["goal", 85, "home", 2, 2],
      // Minute 90 with the comment "+11": the penalty in the eleventh minute of stoppage.
      ["goal", 101, "away", 2, 3],
      ["full_time", 101, null, 2, 3],
    ]);
    expect(events.filter((event) => event.kind === "goal").map((event) => event.key)).toEqual([
      "goal:116409",
      "goal:116410",
      "goal:116412",
      "goal:116413",
      "goal:116414",
    ]);
    // This reply names no scorers (goalGetterName ""): nobody is made up.
    expect(events.every((event) => event.player === null)).toBe(true);
  });

  it("keeps each goal's key when more goals arrive, and adds half-time only once the break is reached", () => {
    const bayern = byId(live27, 77491);
    const kickoff = bayern.matchDateTimeUTC.getTime();
    const firstHalf = { ...bayern, goals: bayern.goals.filter((goal) => (goal.matchMinute ?? 0) < 45), matchResults: [] };
    const early = toMatchEvents(firstHalf, new Date(kickoff + 44 * 60_000));
    expect(early.map((event) => event.key)).toEqual(["kick_off", "goal:141011"]);
    const later = toMatchEvents(bayern, new Date(kickoff + 80 * 60_000));
    expect(later.map((event) => event.key)).toEqual(["kick_off", "goal:141011", "goal:141012", "half_time", "goal:141013", "goal:141016"]);
    expect(later.find((event) => event.key === "goal:141011")).toEqual(early.find((event) => event.key === "goal:141011"));
    expect(later.find((event) => event.kind === "half_time")).toMatchObject({ homeGoals: 2, awayGoals: 0 });
    expect(later.some((event) => event.kind === "full_time")).toBe(false);
  });

  it("has no events before kick-off or for a match that did not take place", () => {
    const dortmund = byId(live27, 77492);
    expect(toMatchEvents(dortmund, at("2026-03-21T17:00:00Z"))).toEqual([]);
    expect(toMatchEvents(dortmund, at("2026-03-22T12:00:00Z"))).toEqual([]);
  });

  it("places goals without a minute by the score, skips placeholders, and credits own goals by the score", () => {
    const hoffenheim = toMatchEvents(byId(quirks, 77326), at("2025-10-26T00:00:00Z"));
    expect(hoffenheim.map((event) => [event.key, event.minute, event.team, event.homeGoals, event.awayGoals])).toEqual([
      ["kick_off", 0, null, 0, 0],
      // No minute in the reply: it takes the clock's start, and the half-time score puts it before the break.
      ["goal:133448", 1, "home", 1, 0],
      ["goal:133456", 45, "home", 2, 0],
      ["half_time", 45, null, 2, 0],
      ["goal:133459", 63, "home", 3, 0],
      ["goal:133464", 75, "away", 3, 1],
      ["full_time", 90, null, 3, 1],
    ]);
    const mainz = toMatchEvents(byId(quirks, 77365), at("2025-12-06T00:00:00Z"));
    expect(mainz.filter((event) => event.kind === "goal").map((event) => [event.key, event.team])).toEqual([["goal:135250", "away"]]);
    const leipzig = toMatchEvents(byId(quirks, 77330), at("2025-11-01T00:00:00Z"));
    // Minute 45 marked overtime is first-half stoppage; the own goal in 91 counts for the home side.
    expect(leipzig.map((event) => event.key)).toEqual([
      "kick_off",
      "goal:133822",
      "half_time",
      "goal:133824",
      "goal:133827",
      "goal:133833",
      "full_time",
    ]);
    expect(leipzig.find((event) => event.key === "goal:133833")).toMatchObject({ team: "home", minute: 91, homeGoals: 3, awayGoals: 1 });
  });

  it("without a half-time score, keeps a goal lacking a minute in the half of the goal before it", () => {
    const hoffenheim = byId(quirks, 77326);
    const noHalfTime = { ...hoffenheim, matchResults: hoffenheim.matchResults.filter((result) => result.resultTypeID !== 1) };
    const keys = toMatchEvents(noHalfTime, at("2025-10-26T00:00:00Z")).map((event) => event.key);
    expect(keys.slice(0, 4)).toEqual(["kick_off", "goal:133448", "goal:133456", "half_time"]);
  });

  it("credits nobody for an entry that raises both scores at once (a goal missing before it), and goes on from its score", () => {
    const leipzig = byId(live27, 77494);
    // The 2:0 and 4:0 entries are lost, so 3:0 follows 1:0; a 6:1 then raises both counts at once.
    const gappy = {
      ...leipzig,
      goals: [
        ...leipzig.goals.filter((goal) => goal.goalID !== 140946 && goal.goalID !== 140948),
        { ...leipzig.goals[0]!, goalID: 1, scoreTeam1: 6, scoreTeam2: 1, matchMinute: 85 },
        { ...leipzig.goals[0]!, goalID: 2, scoreTeam1: 6, scoreTeam2: 2, matchMinute: 88 },
      ],
    };
    const goals = toMatchEvents(gappy, at("2026-03-21T00:00:00Z")).filter((event) => event.kind === "goal");
    expect(goals.map((event) => [event.key, event.team, event.homeGoals, event.awayGoals])).toEqual([
      ["goal:140945", "home", 1, 0],
      ["goal:140947", "home", 3, 0],
      ["goal:140953", "home", 5, 0],
      ["goal:2", "away", 6, 2],
    ]);
  });
});

describe("results and scorers", () => {
  it("turns finished matches into result rows and leaves the rest out", () => {
    const rows = live27.map((match) => toResultRow(match, "bl1")).filter((row) => row !== null);
    expect(rows).toEqual([
      { date: at("2026-03-20T19:30:00Z"), leagueId: 78, homeTeam: "RB Leipzig", awayTeam: "TSG Hoffenheim", homeGoals: 5, awayGoals: 0 },
    ]);
  });

  it("keeps one league id per shortcut across seasons, though OpenLigaDB's leagueId changes every season", () => {
    expect(finished1[0]?.leagueId).not.toBe(live27[0]?.leagueId);
    expect(toProviderFixture(finished1[0]!, "bl1", at("2024-09-01T00:00:00Z")).leagueId).toBe(
      toProviderFixture(live27[0]!, "bl1", at("2026-03-21T00:00:00Z")).leagueId,
    );
    expect(leagueIdFor("bl2")).toBe(79);
    expect(leagueIdFor("ucl")).toBe(leagueIdFor("UCL"));
    expect(leagueIdFor("ucl")).not.toBe(leagueIdFor("dfb"));
    expect(leagueIdFor("ucl")).toBeGreaterThanOrEqual(1_000_000);
  });

  it("names a team's scorers by goals, own goals counting for the other side, and nobody when names are empty", () => {
    const gladbach = byId(finished1, 72214);
    const names: Record<number, string> = { 116409: "Away A", 116410: "Away B", 116412: "Home A", 116413: "Home B", 116414: "Away A" };
    const named = { ...gladbach, goals: gladbach.goals.map((goal) => ({ ...goal, goalGetterName: names[goal.goalID] ?? "" })) };
    expect(scorersOf([named], "Bayer 04 Leverkusen")).toEqual(["Away A", "Away B"]);
    expect(scorersOf([named], "Borussia Mönchengladbach")).toEqual(["Home A", "Home B"]);
    const ownGoal = { ...named, goals: named.goals.map((goal) => (goal.goalID === 116412 ? { ...goal, isOwnGoal: true } : goal)) };
    expect(scorersOf([ownGoal], "Bayer 04 Leverkusen")).toEqual(["Away A", "Away B", "Home A"]);
    expect(scorersOf([ownGoal], "Borussia Mönchengladbach")).toEqual(["Home B"]);
    expect(scorersOf(finished1, "Bayer 04 Leverkusen")).toEqual([]);
  });
});
