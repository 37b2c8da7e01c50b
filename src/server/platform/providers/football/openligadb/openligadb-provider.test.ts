import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startOpenLigaDbWorld, type OpenLigaDbWorld } from "../../../../testing/openligadb-world";
import { leagueIdFor } from "./openligadb-mapping";
import { OpenLigaDbProvider } from "./openligadb-provider";

// The adapter against a stand-in OpenLigaDB the tests play matches on. The adapter's clock is the test's:
// statuses are read from kick-off times against it, and its caches age by it.

let world: OpenLigaDbWorld;
beforeAll(async () => {
  world = await startOpenLigaDbWorld();
});
afterAll(() => world.close());
beforeEach(() => {
  world.requests.length = 0;
});

const MINUTE = 60_000;

/** A provider whose clock the test moves; `leagues` defaults to a fresh shortcut so tests do not share matches. */
function adapter(leagues: string[], start: string) {
  const clock = { now: new Date(start) };
  const provider = new OpenLigaDbProvider({ baseUrl: world.url, leagues, now: () => clock.now });
  const advance = (minutes: number) => {
    clock.now = new Date(clock.now.getTime() + minutes * MINUTE);
  };
  return { provider, clock, advance };
}

let leagueCounter = 0;
const freshLeague = () => `t${++leagueCounter}`;

describe("a match from kick-off to the final whistle", () => {
  it("goes upcoming → live with its goals → completed, with events keyed per goal", async () => {
    const league = freshLeague();
    const id = world.addMatch({ league, season: 2025, home: "FC Bayern München", away: "RB Leipzig", kickoff: "2025-08-22T18:30:00Z" });
    const { provider, clock, advance } = adapter([league], "2025-08-22T18:00:00Z");

    const [before] = await provider.fixturesBetween(new Date("2025-08-22T00:00:00Z"), new Date("2025-08-23T00:00:00Z"));
    expect(before).toMatchObject({ fixtureId: String(id), status: "upcoming", minute: null, homeGoals: null, awayGoals: null });
    expect(await provider.events(String(id))).toEqual([]);

    clock.now = new Date("2025-08-22T18:58:00Z");
    world.addGoal(id, { minute: 27, scorer: "M. Olise", side: "home" });
    const [live] = await provider.fixturesById([String(id)]);
    expect(live).toMatchObject({ status: "live", minute: 29, homeGoals: 1, awayGoals: 0 });
    const firstEvents = await provider.events(String(id));
    expect(firstEvents.map((event) => [event.kind, event.minute, event.team, event.player])).toEqual([
      ["kick_off", 0, null, null],
      ["goal", 27, "home", "M. Olise"],
    ]);

    advance(50);
    world.addGoal(id, { minute: 64, scorer: "Harry Kane", side: "home", penalty: true });
    world.addGoal(id, { minute: 60, scorer: "Christoph Baumgartner", side: "away" });
    const [second] = await provider.fixturesById([String(id)]);
    expect(second).toMatchObject({ status: "live", minute: 64, homeGoals: 2, awayGoals: 1 });

    advance(40);
    world.finish(id);
    const [done] = await provider.fixturesById([String(id)]);
    expect(done).toMatchObject({ status: "completed", minute: null, homeGoals: 2, awayGoals: 1 });
    const events = await provider.events(String(id));
    expect(events.map((event) => event.kind)).toEqual(["kick_off", "goal", "half_time", "goal", "goal", "full_time"]);
    expect(events.at(-1)).toMatchObject({ homeGoals: 2, awayGoals: 1, minute: 90 });
    // A goal keeps its key from the first sync that saw it to the last.
    expect(events.find((event) => event.player === "M. Olise")?.key).toBe(firstEvents[1]?.key);
    expect(new Set(events.map((event) => event.key)).size).toBe(events.length);
  });
});

describe("postponements and moved kick-offs", () => {
  it("reports a match with no result long after kick-off as postponed, then upcoming at its new date", async () => {
    const league = freshLeague();
    const id = world.addMatch({ league, season: 2025, home: "Borussia Dortmund", away: "Hamburger SV", kickoff: "2026-03-21T17:30:00Z" });
    const { provider, clock } = adapter([league], "2026-03-21T21:00:00Z");
    expect((await provider.fixturesById([String(id)]))[0]).toMatchObject({ status: "postponed", minute: null, homeGoals: null });

    world.moveKickoff(id, "2026-04-08T18:30:00Z");
    clock.now = new Date("2026-03-22T09:00:00Z");
    const [moved] = await provider.fixturesById([String(id)]);
    expect(moved).toMatchObject({ status: "upcoming" });
    expect(moved?.kickoff.toISOString()).toBe("2026-04-08T18:30:00.000Z");
    expect(await provider.fixturesBetween(new Date("2026-03-21T00:00:00Z"), new Date("2026-03-22T00:00:00Z"))).toEqual([]);
    const april = await provider.fixturesBetween(new Date("2026-04-08T00:00:00Z"), new Date("2026-04-09T00:00:00Z"));
    expect(april.map((fixture) => fixture.fixtureId)).toEqual([String(id)]);
  });

  it("follows a kick-off moved before it is played", async () => {
    const league = freshLeague();
    const id = world.addMatch({ league, season: 2025, home: "FC St. Pauli", away: "SC Freiburg", kickoff: "2026-03-22T16:30:00Z" });
    const { provider, advance } = adapter([league], "2026-03-20T10:00:00Z");
    expect((await provider.fixturesById([String(id)]))[0]?.kickoff.toISOString()).toBe("2026-03-22T16:30:00.000Z");
    world.moveKickoff(id, "2026-03-22T18:30:00Z");
    advance(2);
    const [moved] = await provider.fixturesById([String(id)]);
    expect(moved).toMatchObject({ status: "upcoming" });
    expect(moved?.kickoff.toISOString()).toBe("2026-03-22T18:30:00.000Z");
  });
});

describe("politeness", () => {
  it("asks once per league for a sync's reads within a minute, then again once the minute is up", async () => {
    const [first, second] = [freshLeague(), freshLeague()];
    const a = world.addMatch({ league: first, season: 2025, home: "A", away: "B", kickoff: "2025-09-13T13:30:00Z" });
    const b = world.addMatch({ league: second, season: 2025, home: "C", away: "D", kickoff: "2025-09-13T13:30:00Z" });
    const { provider, advance } = adapter([first, second], "2025-09-13T14:00:00Z");
    await provider.fixturesBetween(new Date("2025-09-13T00:00:00Z"), new Date("2025-09-14T00:00:00Z"));
    await provider.fixturesById([String(a), String(b)]);
    await provider.events(String(a));
    await provider.events(String(b));
    expect(world.requests.map((request) => request.path)).toEqual([`/getmatchdata/${first}/2025`, `/getmatchdata/${second}/2025`]);
    advance(1.5);
    await provider.fixturesById([String(a), String(b)]);
    expect(world.requests).toHaveLength(4);
  });

  it("keeps the history lists for hours", async () => {
    const league = freshLeague();
    world.addMatch({ league, season: 2024, home: "A", away: "B", kickoff: "2025-05-10T13:30:00Z" });
    world.addMatch({ league, season: 2025, home: "A", away: "C", kickoff: "2025-08-23T13:30:00Z" });
    const { provider, advance } = adapter([league], "2025-09-01T00:00:00Z");
    await provider.resultsBefore(new Date("2025-09-01T00:00:00Z"), 100);
    expect(world.requests.map((request) => request.path).sort()).toEqual([`/getmatchdata/${league}/2024`, `/getmatchdata/${league}/2025`]);
    advance(120);
    await provider.resultsBefore(new Date("2025-09-01T00:00:00Z"), 100);
    await provider.squad("A");
    expect(world.requests).toHaveLength(2);
  });
});

describe("the season", () => {
  it("is last season's up to June 30 and the new one from July 1 (UTC), with no restart", async () => {
    const league = freshLeague();
    world.addMatch({ league, season: 2024, home: "A", away: "B", kickoff: "2025-05-17T13:30:00Z" });
    world.addMatch({ league, season: 2025, home: "A", away: "C", kickoff: "2025-08-22T18:30:00Z" });
    const { provider, clock } = adapter([league], "2025-06-30T23:59:59Z");
    await provider.fixturesBetween(new Date("2025-06-30T00:00:00Z"), new Date("2025-07-01T00:00:00Z"));
    expect(world.requests.map((request) => request.path)).toEqual([`/getmatchdata/${league}/2024`]);
    clock.now = new Date("2025-07-01T00:00:00Z");
    world.requests.length = 0;
    const fixtures = await provider.fixturesBetween(new Date("2025-07-01T00:00:00Z"), new Date("2025-09-01T00:00:00Z"));
    expect(world.requests.map((request) => request.path)).toEqual([`/getmatchdata/${league}/2025`]);
    expect(fixtures.map((fixture) => fixture.awayTeam)).toEqual(["C"]);
  });

  it("reads last season too for a range reaching back before July", async () => {
    const league = freshLeague();
    world.addMatch({ league, season: 2024, home: "A", away: "B", kickoff: "2025-05-17T13:30:00Z" });
    world.addMatch({ league, season: 2025, home: "A", away: "C", kickoff: "2025-08-22T18:30:00Z" });
    const { provider } = adapter([league], "2025-08-30T00:00:00Z");
    const fixtures = await provider.fixturesBetween(new Date("2025-05-01T00:00:00Z"), new Date("2025-09-01T00:00:00Z"));
    expect(fixtures.map((fixture) => [fixture.awayTeam, fixture.status])).toEqual([
      ["B", "postponed"],
      ["C", "postponed"],
    ]);
  });

  it("answers [] while the new season is not entered yet, unlike an unknown league", async () => {
    const league = freshLeague();
    world.addMatch({ league, season: 2024, home: "A", away: "B", kickoff: "2025-05-17T13:30:00Z" });
    const { provider } = adapter([league], "2025-07-02T12:00:00Z");
    expect(await provider.fixturesBetween(new Date("2025-07-02T00:00:00Z"), new Date("2025-07-09T00:00:00Z"))).toEqual([]);
  });
});

describe("results, squads and ids", () => {
  it("gives finished matches of this season and the last before the date, newest last, capped", async () => {
    const league = freshLeague();
    const old = world.addMatch({ league, season: 2024, home: "A", away: "B", kickoff: "2025-05-17T13:30:00Z" });
    world.addGoal(old, { minute: 10, scorer: "Anna", side: "away" });
    world.finish(old);
    const recent = world.addMatch({ league, season: 2025, home: "B", away: "C", kickoff: "2025-08-23T13:30:00Z" });
    world.finish(recent);
    const later = world.addMatch({ league, season: 2025, home: "C", away: "A", kickoff: "2025-08-30T13:30:00Z" });
    world.addGoal(later, { minute: 50, scorer: "Carla", side: "home" });
    world.finish(later);
    world.addMatch({ league, season: 2025, home: "A", away: "C", kickoff: "2025-09-13T13:30:00Z" });
    const { provider } = adapter([league], "2025-09-01T00:00:00Z");
    const rows = await provider.resultsBefore(new Date("2025-08-30T00:00:00Z"), 10);
    expect(rows.map((row) => `${row.homeTeam} ${row.homeGoals}-${row.awayGoals} ${row.awayTeam}`)).toEqual(["A 0-1 B", "B 0-0 C"]);
    const capped = await provider.resultsBefore(new Date("2025-09-01T00:00:00Z"), 2);
    expect(capped.map((row) => row.date.toISOString())).toEqual(["2025-08-23T13:30:00.000Z", "2025-08-30T13:30:00.000Z"]);
    expect(await provider.resultsBefore(new Date("2025-09-01T00:00:00Z"), 0)).toEqual([]);
  });

  it("makes a squad of the team's scorers, own goals going to the scorer's side, and [] for a team with none", async () => {
    const league = freshLeague();
    const first = world.addMatch({ league, season: 2025, home: "Werder Bremen", away: "VfL Wolfsburg", kickoff: "2025-08-23T13:30:00Z" });
    world.addGoal(first, { minute: 12, scorer: "Romano Schmid", side: "home" });
    world.addGoal(first, { minute: 30, scorer: "Marco Grüll", side: "home" });
    world.addGoal(first, { minute: 77, scorer: "Marco Grüll", side: "home" });
    // Credited to Bremen's score, scored by a Wolfsburg player.
    world.addGoal(first, { minute: 80, scorer: "Konstantinos Koulierakis", side: "home", ownGoal: true });
    world.finish(first);
    const { provider } = adapter([league], "2025-09-01T00:00:00Z");
    expect(await provider.squad("Werder Bremen")).toEqual(["Marco Grüll", "Romano Schmid"]);
    expect(await provider.squad("VfL Wolfsburg")).toEqual(["Konstantinos Koulierakis"]);
    expect(await provider.squad("Hamburger SV")).toEqual([]);
  });

  it("leaves out ids it does not know and ids that cannot be OpenLigaDB's, without extra requests per id", async () => {
    const league = freshLeague();
    const id = world.addMatch({ league, season: 2025, home: "A", away: "B", kickoff: "2025-08-23T13:30:00Z" });
    const { provider } = adapter([league], "2025-09-01T00:00:00Z");
    expect(await provider.fixturesById([])).toEqual([]);
    expect(world.requests).toHaveLength(0);
    const fixtures = await provider.fixturesById(["sim-1-2", "999999999", String(id), String(id)]);
    expect(fixtures.map((fixture) => fixture.fixtureId)).toEqual([String(id)]);
    expect(await provider.events("999999999")).toEqual([]);
    expect(world.requests.every((request) => /^\/getmatchdata\/t\d+\/\d{4}$/.test(request.path))).toBe(true);
    expect(world.requests.length).toBeLessThanOrEqual(2);
  });

  it("still finds last season's match by id after the season turns (a late postponement)", async () => {
    const league = freshLeague();
    const id = world.addMatch({ league, season: 2024, home: "A", away: "B", kickoff: "2025-06-28T13:30:00Z" });
    world.addMatch({ league, season: 2025, home: "A", away: "C", kickoff: "2025-08-22T18:30:00Z" });
    const { provider } = adapter([league], "2025-07-02T12:00:00Z");
    const [fixture] = await provider.fixturesById([String(id)]);
    expect(fixture).toMatchObject({ fixtureId: String(id), status: "postponed", awayTeam: "B" });
    expect(world.requests.map((request) => request.path)).toEqual([`/getmatchdata/${league}/2025`, `/getmatchdata/${league}/2024`]);
  });

  it("describes itself for the admin page", () => {
    const provider = new OpenLigaDbProvider({ baseUrl: world.url, leagues: ["bl1", "bl2", "bl1"] });
    expect(provider.name).toBe("openligadb");
    expect(provider.competitions).toEqual(["bl1", "bl2"]);
    expect(provider.requestsLeftThisMinute()).toBeNull();
    expect(new OpenLigaDbProvider().competitions).toEqual(["bl1"]);
  });
});

describe("a season's table, for the season questions", () => {
  it("counts the completed matches and their named scorers, lists what is left, and knows which season is played", async () => {
    const league = freshLeague();
    const id = leagueIdFor(league);
    const first = world.addMatch({ league, season: 2025, home: "FC Bayern München", away: "RB Leipzig", kickoff: "2025-08-22T18:30:00Z" });
    world.addGoal(first, { minute: 10, scorer: "Harry Kane", side: "home" });
    world.addGoal(first, { minute: 50, scorer: "Willi Orbán", side: "home", ownGoal: true });
    world.addGoal(first, { minute: 70, scorer: "Xavi Simons", side: "away" });
    world.finish(first);
    // Under way at the test's clock: not counted yet.
    const live = world.addMatch({ league, season: 2025, home: "Borussia Dortmund", away: "1. FSV Mainz 05", kickoff: "2025-08-23T13:30:00Z" });
    world.addGoal(live, { minute: 5, scorer: "Serhou Guirassy", side: "home" });
    world.addMatch({ league, season: 2025, home: "RB Leipzig", away: "Borussia Dortmund", kickoff: "2025-08-30T13:30:00Z", group: 2 });
    world.addMatch({ league, season: 2025, home: "1. FSV Mainz 05", away: "FC Bayern München", kickoff: "2025-08-30T16:30:00Z", group: 2 });
    const { provider } = adapter([league], "2025-08-23T14:00:00Z");

    expect(await provider.currentSeason(id)).toBe(2025);
    const table = (await provider.seasonTable(id, 2025))!;
    expect(table).toMatchObject({
      leagueId: id,
      season: 2025,
      rounds: 2,
      roundsComplete: 0,
      finished: false,
      nextRoundKickoff: new Date("2025-08-30T13:30:00Z"),
    });
    expect(table.standings.map((r) => [r.club, r.played, r.points, r.goalsFor, r.goalsAgainst])).toEqual([
      ["FC Bayern München", 1, 3, 2, 1],
      // Level on everything: by name.
      ["1. FSV Mainz 05", 0, 0, 0, 0],
      ["Borussia Dortmund", 0, 0, 0, 0],
      ["RB Leipzig", 1, 0, 1, 2],
    ]);
    // The own goal counts in the score, for no scorer.
    expect(table.scorers).toEqual([
      { player: "Harry Kane", club: "FC Bayern München", goals: 1 },
      { player: "Xavi Simons", club: "RB Leipzig", goals: 1 },
    ]);
    expect(table.remaining.map((f) => [f.fixtureId, f.round])).toEqual([
      [String(live), 1],
      [expect.any(String), 2],
      [expect.any(String), 2],
    ]);
    // One request: the season list the sync reads anyway.
    expect(world.requests.map((request) => request.path)).toEqual([`/getmatchdata/${league}/2025`]);
  });

  it("has none for a league not followed, a season not yet entered, or one after the next", async () => {
    const league = freshLeague();
    world.addMatch({ league, season: 2025, home: "A", away: "B", kickoff: "2025-08-22T18:30:00Z" });
    const { provider } = adapter([league], "2025-08-20T12:00:00Z");
    expect(await provider.currentSeason(leagueIdFor("not-followed"))).toBeNull();
    expect(await provider.seasonTable(leagueIdFor("not-followed"), 2025)).toBeNull();
    expect(await provider.seasonTable(leagueIdFor(league), 2026)).toBeNull();
    expect(await provider.seasonTable(leagueIdFor(league), 2027)).toBeNull();
    expect((await provider.seasonTable(leagueIdFor(league), 2025))?.nextRoundKickoff).toEqual(new Date("2025-08-22T18:30:00Z"));
  });
});
