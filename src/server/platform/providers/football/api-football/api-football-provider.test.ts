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
