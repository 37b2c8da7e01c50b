import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startOpenLigaDbWorld, type OpenLigaDbWorld } from "../../../../testing/openligadb-world";
import { startReplayServer, type ReplayServer } from "../../../../testing/replay-server";
import { providerFailure as failure, refusedUrl } from "../../../../testing/provider-test-kit";
import { OpenLigaDbProvider } from "./openligadb-provider";
import matchday27Live from "./fixtures/season-bl1-2025-matchday-27-live.json";

// Every way OpenLigaDB can fail ends in a short ProviderError, never a crash, a partial list or a silently
// empty one (the sync would take "no fixtures" for real data).

let world: OpenLigaDbWorld;
let replay: ReplayServer;
beforeAll(async () => {
  world = await startOpenLigaDbWorld();
  replay = await startReplayServer();
  world.addMatch({ league: "bl1", season: 2025, home: "FC Bayern München", away: "RB Leipzig", kickoff: "2025-08-22T18:30:00Z" });
  world.addMatch({ league: "bl1", season: 2025, home: "VfB Stuttgart", away: "1. FC Union Berlin", kickoff: "2025-08-23T13:30:00Z" });
});
afterAll(async () => {
  await world.close();
  await replay.close();
});
beforeEach(() => {
  world.requests.length = 0;
  replay.reset();
});

const now = () => new Date("2025-09-01T12:00:00Z");
const fromWorld = (leagues = ["bl1"]) => new OpenLigaDbProvider({ baseUrl: world.url, leagues, now, timeoutMs: 150 });
const fromReplay = () =>
  new OpenLigaDbProvider({ baseUrl: replay.url, leagues: ["bl1"], now: () => new Date("2026-03-21T16:00:00Z"), timeoutMs: 150 });
const august = [new Date("2025-08-01T00:00:00Z"), new Date("2025-09-01T00:00:00Z")] as const;

describe("OpenLigaDB failures", () => {
  it("leaves out one malformed match of a reply, keeps the good one and tells the field once", async () => {
    world.failNext("malformed");
    const problems: string[] = [];
    const football = new OpenLigaDbProvider({
      baseUrl: world.url,
      leagues: ["bl1"],
      now,
      timeoutMs: 150,
      onProblem: (message) => problems.push(message),
    });
    expect((await football.fixturesBetween(...august)).map((fixture) => fixture.homeTeam)).toEqual(["FC Bayern München"]);
    expect(problems).toEqual([
      "openligadb /getmatchdata/bl1/2025: left out 1 bad item of 2, first [1] matchIsFinished: Invalid input: expected boolean, received string",
    ]);
  });

  it("names an unknown league, which OpenLigaDB answers with an empty list", async () => {
    const error = await failure(fromWorld(["bl1", "nosuchleague"]).fixturesBetween(...august));
    expect(error.kind).toBe("api");
    expect(error.message).toContain('"nosuchleague"');
    expect(world.requests.map((request) => request.path)).toContain("/getmatchdata/nosuchleague/2024");
  });

  it("reports a 404 on a league path as an unknown league too", async () => {
    replay.reset([{ path: /getmatchdata/, reply: { status: 404, body: "" } }]);
    const error = await failure(fromReplay().fixturesBetween(...august));
    expect(error).toMatchObject({ kind: "api", status: 404 });
    expect(error.message).toContain('"bl1"');
  });

  it("retries a 500 once and then succeeds", async () => {
    world.failNext("500");
    expect(await fromWorld().fixturesBetween(...august)).toHaveLength(2);
    expect(world.requests).toHaveLength(2);
  });

  it("gives up after the one retry when the 500 persists", async () => {
    world.failNext("500");
    world.failNext("500");
    expect(await failure(fromWorld().fixturesById(["80001"]))).toMatchObject({ kind: "http", status: 500 });
    expect(world.requests).toHaveLength(2);
  });

  it("turns HTTP 429 into a rate-limit error, without retrying", async () => {
    world.failNext("429");
    expect(await failure(fromWorld().resultsBefore(now(), 10))).toMatchObject({ kind: "rate_limit", status: 429 });
    expect(world.requests).toHaveLength(1);
  });

  it("rejects a body that is not JSON, and one that is not a list", async () => {
    replay.reset([{ path: /getmatchdata/, reply: { body: '[{"matchID":77491,"matchDateTimeUTC":' } }]);
    expect((await failure(fromReplay().fixturesBetween(...august))).kind).toBe("malformed");
    replay.reset([{ path: /getmatchdata/, reply: { body: { message: "An error has occurred." } } }]);
    expect((await failure(fromReplay().fixturesBetween(...august))).kind).toBe("malformed");
  });

  it("times out a slow reply, retries once, then fails", async () => {
    replay.reset([{ path: /getmatchdata/, reply: { body: matchday27Live, delayMs: 2_000 } }]);
    expect((await failure(fromReplay().fixturesBetween(...august))).kind).toBe("timeout");
    expect(replay.requests).toHaveLength(2);
  });

  it("reports a refused connection as a network error", async () => {
    const football = new OpenLigaDbProvider({ baseUrl: await refusedUrl(), leagues: ["bl1"], now });
    expect((await failure(football.fixturesBetween(...august))).kind).toBe("network");
  });
});

describe("a recorded reply over HTTP", () => {
  it("reads matchday 27 of 2025/26 while four matches run", async () => {
    replay.reset([{ path: "/getmatchdata/bl1/2025", reply: { body: matchday27Live } }]);
    const fixtures = await fromReplay().fixturesBetween(new Date("2026-03-20T00:00:00Z"), new Date("2026-03-23T00:00:00Z"));
    expect(replay.requests.map((request) => request.headers.accept)).toEqual(["application/json"]);
    expect(fixtures).toHaveLength(9);
    const counts = fixtures.reduce<Record<string, number>>(
      (tally, fixture) => ({ ...tally, [fixture.status]: (tally[fixture.status] ?? 0) + 1 }),
      {},
    );
    expect(counts).toEqual({ completed: 1, live: 4, upcoming: 4 });
    expect(fixtures.map((fixture) => fixture.kickoff.getTime())).toEqual(
      [...fixtures.map((fixture) => fixture.kickoff.getTime())].sort((a, b) => a - b),
    );
  });
});
