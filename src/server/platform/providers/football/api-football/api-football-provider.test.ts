import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startReplayServer, type ReplayServer } from "../../../../testing/replay-server";
import { ApiFootballProvider } from "./api-football-provider";
import eventsReply from "./fixtures/fixture-events.json";
import finishedReply from "./fixtures/fixture-finished.json";
import everyStatusReply from "./fixtures/fixtures-every-status.json";
import laLigaResults from "./fixtures/results-la-liga.json";
import premierLeagueResults from "./fixtures/results-premier-league.json";
import squadReply from "./fixtures/squad-manchester-united.json";

let server: ReplayServer;
beforeAll(async () => {
  server = await startReplayServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const provider = (leagues = [39]) => new ApiFootballProvider({ apiKey: "test-key", baseUrl: server.url, leagues, season: 2024 });
const from = new Date("2024-08-17T00:00:00Z");
const to = new Date("2024-08-25T00:00:00Z");

describe("fixturesBetween", () => {
  beforeEach(() => server.reset([{ method: "GET", path: "/fixtures", reply: { body: everyStatusReply } }]));

  it("asks each league for the days of the range and sends the key header", async () => {
    await provider([39, 140]).fixturesBetween(from, to);
    expect(server.requests.map((request) => Object.fromEntries(request.query))).toEqual([
      { league: "39", season: "2024", from: "2024-08-17", to: "2024-08-24" },
      { league: "140", season: "2024", from: "2024-08-17", to: "2024-08-24" },
    ]);
    expect(server.requests.every((request) => request.headers["x-apisports-key"] === "test-key")).toBe(true);
  });

  it("maps every status code, with score and clock", async () => {
    const fixtures = await provider().fixturesBetween(from, to);
    expect(fixtures).toHaveLength(19);
    const byId = new Map(fixtures.map((fixture) => [fixture.fixtureId, fixture]));
    expect(byId.get("1208100")).toMatchObject({ status: "upcoming", minute: null, homeGoals: null, awayGoals: null });
    expect(byId.get("1208104")).toMatchObject({
      status: "live",
      minute: 67,
      homeGoals: 1,
      awayGoals: 1,
      homeTeam: "Manchester City",
      awayTeam: "Brighton",
    });
    expect(byId.get("1208111")).toMatchObject({
      status: "completed",
      minute: null,
      homeGoals: 2,
      awayGoals: 0,
      leagueId: 39,
      leagueName: "Premier League",
    });
    const counts = fixtures.reduce<Record<string, number>>(
      (tally, fixture) => ({ ...tally, [fixture.status]: (tally[fixture.status] ?? 0) + 1 }),
      {},
    );
    expect(counts).toEqual({ upcoming: 2, live: 9, completed: 3, postponed: 1, cancelled: 4 });
  });

  it("keeps a postponed fixture's new date and reports cancelled ones", async () => {
    const fixtures = await provider().fixturesBetween(from, to);
    const postponed = fixtures.find((fixture) => fixture.status === "postponed");
    expect(postponed?.kickoff.toISOString()).toBe("2024-08-24T14:00:00.000Z");
    expect(fixtures.filter((fixture) => fixture.status === "cancelled").map((fixture) => fixture.fixtureId)).toEqual([
      "1208115",
      "1208116",
      "1208117",
      "1208118",
    ]);
  });

  it("keeps only kick-offs in [from, to)", async () => {
    const fixtures = await provider().fixturesBetween(new Date("2024-08-17T12:00:00Z"), new Date("2024-08-17T14:00:00Z"));
    expect(fixtures.map((fixture) => fixture.kickoff.toISOString())).toEqual([
      "2024-08-17T12:00:00.000Z",
      "2024-08-17T12:30:00.000Z",
      "2024-08-17T13:00:00.000Z",
      "2024-08-17T13:30:00.000Z",
    ]);
  });
});

describe("fixturesById", () => {
  it("asks for at most 20 ids a call and leaves out ids that cannot be fixtures", async () => {
    server.reset([{ path: "/fixtures", reply: { body: finishedReply } }]);
    const ids = Array.from({ length: 45 }, (_, index) => String(1208000 + index));
    await provider().fixturesById([...ids, "sim-12", ids[0]!]);
    const batches = server.requests.map((request) => request.query.get("ids")?.split("-") ?? []);
    expect(batches.map((batch) => batch.length)).toEqual([20, 20, 5]);
    expect(batches.flat()).toEqual(ids);
  });

  it("makes no call for no ids", async () => {
    expect(await provider().fixturesById([])).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });
});

describe("events", () => {
  it("reads the fixture and its events and maps them", async () => {
    server.reset([
      { path: "/fixtures", reply: { body: finishedReply } },
      { path: "/fixtures/events", reply: { body: eventsReply } },
    ]);
    const events = await provider().events("1208021");
    expect(server.requests.map((request) => request.url)).toEqual(["/fixtures?ids=1208021", "/fixtures/events?fixture=1208021"]);
    expect(events.filter((event) => event.kind === "goal")).toHaveLength(4);
    expect(events.at(-1)).toMatchObject({ kind: "full_time", homeGoals: 3, awayGoals: 1 });
  });
});

describe("resultsBefore", () => {
  it("merges leagues, keeps results before the date, newest last, capped", async () => {
    server.reset([
      { path: (request) => request.query.get("league") === "39", reply: { body: premierLeagueResults } },
      { path: (request) => request.query.get("league") === "140", reply: { body: laLigaResults } },
    ]);
    const rows = await provider([39, 140]).resultsBefore(new Date("2024-08-31T00:00:00Z"), 3);
    expect(server.requests.every((request) => request.query.get("status") === "FT-AET-PEN")).toBe(true);
    expect(rows.map((row) => `${row.date.toISOString().slice(0, 10)} ${row.homeTeam} ${row.homeGoals}-${row.awayGoals} ${row.awayTeam}`)).toEqual([
      "2024-08-18 Real Sociedad 1-2 Barcelona",
      "2024-08-24 Arsenal 2-0 Aston Villa",
      "2024-08-25 Real Madrid 1-1 Atletico Madrid",
    ]);
  });
});

describe("squad", () => {
  it("knows a team's id from earlier fixture replies, and nothing of unknown teams", async () => {
    server.reset([
      { path: "/fixtures", reply: { body: finishedReply } },
      { path: "/players/squads", reply: { body: squadReply } },
    ]);
    const football = provider();
    expect(await football.squad("Manchester United")).toEqual([]);
    await football.fixturesById(["1208021"]);
    const names = await football.squad("Manchester United");
    expect(names).toContain("Bruno Fernandes");
    expect(server.requests.at(-1)?.url).toBe("/players/squads?team=33");
    await football.squad("Manchester United");
    expect(server.requests.filter((request) => request.path === "/players/squads")).toHaveLength(1);
  });
});

describe("a season's table, for the season questions", () => {
  // The season's fixtures and top scorers in API-Football v3's documented shapes (trimmed to the fields read).
  const fixtureOf = (
    id: number,
    round: number,
    home: [number, string],
    away: [number, string],
    date: string,
    short: string,
    goals: [number, number] | null,
  ) => ({
    fixture: {
      id,
      referee: null,
      timezone: "UTC",
      date,
      timestamp: Date.parse(date) / 1000,
      status: { long: short, short, elapsed: short === "FT" ? 90 : null, extra: null },
    },
    league: { id: 39, name: "Premier League", country: "England", season: 2024, round: `Regular Season - ${round}` },
    teams: { home: { id: home[0], name: home[1], logo: null, winner: null }, away: { id: away[0], name: away[1], logo: null, winner: null } },
    goals: { home: goals?.[0] ?? null, away: goals?.[1] ?? null },
  });
  const envelope = (get: string, response: unknown[]) => ({
    get,
    parameters: { league: "39", season: "2024" },
    errors: [],
    results: response.length,
    paging: { current: 1, total: 1 },
    response,
  });
  const ARS: [number, string] = [42, "Arsenal"];
  const CHE: [number, string] = [49, "Chelsea"];
  const LIV: [number, string] = [40, "Liverpool"];
  const MCI: [number, string] = [50, "Manchester City"];
  const fixtures = envelope("fixtures", [
    fixtureOf(1, 1, ARS, CHE, "2024-08-17T14:00:00+00:00", "FT", [2, 0]),
    fixtureOf(2, 1, LIV, MCI, "2024-08-17T16:30:00+00:00", "FT", [1, 1]),
    fixtureOf(3, 2, CHE, LIV, "2024-08-24T14:00:00+00:00", "NS", null),
    fixtureOf(4, 2, MCI, ARS, "2024-08-24T16:30:00+00:00", "NS", null),
  ]);
  const scorer = (name: string, stats: Array<[string, number | null]>) => ({
    player: { id: name.length, name, firstname: null, lastname: null, age: 25, nationality: "England", injured: false, photo: null },
    statistics: stats.map(([team, total]) => ({
      team: { id: 1, name: team, logo: null },
      league: { id: 39, name: "Premier League", season: 2024 },
      goals: { total, conceded: null, assists: null, saves: null },
    })),
  });
  const topScorers = envelope("players/topscorers", [
    scorer("B. Saka", [["Arsenal", 2]]),
    scorer("E. Haaland", [["Manchester City", 1]]),
    scorer("M. Salah", [["Liverpool", null]]),
  ]);

  beforeEach(() =>
    server.reset([
      { method: "GET", path: "/fixtures", reply: { body: fixtures } },
      { method: "GET", path: "/players/topscorers", reply: { body: topScorers } },
    ]),
  );

  it("builds it from the season's fixtures and the API's top scorers, in two requests kept for later calls", async () => {
    const football = new ApiFootballProvider({ apiKey: "test-key", baseUrl: server.url, leagues: [39], now: () => new Date("2024-08-20T12:00:00Z") });
    expect(await football.currentSeason(39)).toBe(2024);
    expect(await football.currentSeason(140)).toBeNull();
    const table = (await football.seasonTable(39, 2024))!;
    expect(table).toMatchObject({
      leagueName: "Premier League",
      rounds: 2,
      roundsComplete: 1,
      finished: false,
      nextRoundKickoff: new Date("2024-08-24T14:00:00Z"),
    });
    expect(table.standings.map((r) => [r.club, r.points])).toEqual([
      ["Arsenal", 3],
      ["Liverpool", 1],
      ["Manchester City", 1],
      ["Chelsea", 0],
    ]);
    expect(table.scorers).toEqual([
      { player: "B. Saka", club: "Arsenal", goals: 2 },
      { player: "E. Haaland", club: "Manchester City", goals: 1 },
    ]);
    expect(table.remaining.map((f) => f.fixtureId)).toEqual(["3", "4"]);
    expect(server.requests.map((r) => [r.path, Object.fromEntries(r.query)])).toEqual([
      ["/fixtures", { league: "39", season: "2024" }],
      ["/players/topscorers", { league: "39", season: "2024" }],
    ]);
    await football.seasonTable(39, 2024);
    expect(server.requests).toHaveLength(2);
    expect(await football.seasonTable(140, 2024)).toBeNull();
    expect(await football.seasonTable(39, 2026)).toBeNull();
    expect(server.requests).toHaveLength(2);
  });
});
