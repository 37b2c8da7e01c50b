import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFootballDataWorld, type FootballDataWorld } from "../../../../testing/football-data-world";
import { startReplayServer, type ReplayServer } from "../../../../testing/replay-server";
import { fakeClock, providerFailure, refusedUrl } from "../../../../testing/provider-test-kit";
import { FootballDataProvider, type FootballDataProviderOptions } from "./football-data-provider";
import competitionsReply from "./fixtures/competitions-free-plan.json";
import invalidTokenReply from "./fixtures/error-invalid-token.json";
import restrictedReply from "./fixtures/error-restricted.json";
import everyStatusReply from "./fixtures/matches-every-status.json";
import betweenReply from "./fixtures/matches-between.json";

// Every way football-data can fail ends in a ProviderError with a short message that never holds the key,
// never a crash or a silently empty list (the sync would take "no fixtures" for real data).

const KEY = "fd-secret-0123456789abcdef";

const failure = (call: Promise<unknown>) => providerFailure(call, KEY);

/** A provider on `baseUrl` whose waits move `clock`, noting what it tells the operator. */
function footballAt(baseUrl: string, options: Partial<FootballDataProviderOptions> = {}, clock = fakeClock()) {
  const problems: string[] = [];
  const football = new FootballDataProvider({
    apiKey: KEY,
    baseUrl,
    now: clock.now,
    sleep: clock.sleep,
    onProblem: (message) => problems.push(message),
    ...options,
  });
  return { football, problems };
}

describe("against recorded replies", () => {
  let server: ReplayServer;
  beforeAll(async () => {
    server = await startReplayServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  const provider = (timeoutMs = 1_000) => footballAt(server.url, { timeoutMs }).football;

  it("leaves out a malformed match, keeps the well-formed ones of the reply and tells the field once", async () => {
    const broken = structuredClone(everyStatusReply);
    const live = broken.matches.find((match) => match.id === 497642)!;
    (live.score.fullTime as { home: unknown }).home = "one";
    server.reset([{ path: "/matches", reply: { body: broken } }]);
    const { football, problems } = footballAt(server.url);
    const ids = (await football.fixturesById(["497630", "497642"])).map((fixture) => fixture.fixtureId);
    expect(ids).toContain("497630");
    expect(ids).not.toContain("497642");
    await football.fixturesById(["497630", "497642"]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^football-data \/matches: left out 1 bad item of \d+, first matches\[\d+\] score\.fullTime\.home: /);
  });

  it("refuses a body that is not JSON", async () => {
    server.reset([{ path: "/matches", reply: { body: '{"filters":{},"matches":[{"id":49' } }]);
    expect((await failure(provider().fixturesById(["1"]))).kind).toBe("malformed");
  });

  it("refuses a reply without a match list", async () => {
    server.reset([{ path: "/matches", reply: { body: { filters: {}, resultSet: { count: 0 } } } }]);
    expect((await failure(provider().fixturesById(["1"]))).kind).toBe("malformed");
  });

  it("retries a 500 once and then succeeds", async () => {
    server.reset([{ path: "/matches", reply: [{ status: 500, body: "Internal Server Error" }, { body: betweenReply }] }]);
    expect(await provider().fixturesById(["497643"])).not.toHaveLength(0);
    expect(server.requests).toHaveLength(2);
  });

  it("gives up after the one retry when the 5xx persists", async () => {
    server.reset([{ path: "/matches", reply: { status: 503, body: "<html>Service Unavailable</html>" } }]);
    expect(await failure(provider().fixturesById(["1"]))).toMatchObject({ kind: "http", status: 503 });
    expect(server.requests).toHaveLength(2);
  });

  it("times out a slow reply, retries once, then fails", async () => {
    server.reset([{ path: "/matches", reply: { body: betweenReply, delayMs: 2_000 } }]);
    // The reply would come after 2 s: a "timeout" failure proves the client gave up first, with no clock in the test.
    expect((await failure(provider(150).fixturesById(["1"]))).kind).toBe("timeout");
    expect(server.requests).toHaveLength(2);
  });

  it("reports the API's own message for a refused request, and sends the key only as X-Auth-Token", async () => {
    server.reset([
      { path: "/matches", reply: { status: 400, body: invalidTokenReply } },
      { path: "/competitions", reply: { status: 400, body: invalidTokenReply } },
    ]);
    const error = await failure(provider().fixturesBetween(new Date("2025-03-15T00:00:00Z"), new Date("2025-03-16T00:00:00Z")));
    expect(error).toMatchObject({ kind: "api", status: 400 });
    expect(error.message).toContain("Your API token is invalid.");
    expect(server.requests.every((request) => request.headers["x-auth-token"] === KEY && !request.url.includes(KEY))).toBe(true);
  });

  it("reports a refused connection as a network error", async () => {
    const { football } = footballAt(await refusedUrl());
    expect((await failure(football.fixturesById(["1"]))).kind).toBe("network");
  });

  it("names a competition outside the plan, once the plan's list shows it missing", async () => {
    server.reset([
      { path: "/matches", reply: [{ status: 403, body: restrictedReply }, { body: betweenReply }] },
      { path: "/competitions", reply: { body: competitionsReply } },
    ]);
    const { football, problems } = footballAt(server.url, { competitions: ["PL", "FL2", "PD"] });
    const error = await failure(football.fixturesBetween(new Date("2025-03-15T00:00:00Z"), new Date("2025-03-17T00:00:00Z")));
    expect(error).toMatchObject({ kind: "api", status: 403 });
    expect(error.message).toContain("FL2");
    expect(problems).toEqual([error.message]);
    await football.fixturesBetween(new Date("2025-03-15T00:00:00Z"), new Date("2025-03-17T00:00:00Z"));
    expect(server.requests.map((request) => request.query.get("competitions") ?? request.path)).toEqual(["PL,FL2,PD", "/competitions", "PL,PD"]);
  });
});

describe("against the world", () => {
  let world: FootballDataWorld;
  const clock = fakeClock();
  beforeEach(async () => {
    world = await startFootballDataWorld({ now: clock.now, apiKey: KEY });
    world.addMatch({ competition: "PL", home: "Arsenal FC", away: "Chelsea FC", kickoff: "2025-03-16T16:30:00Z" });
    world.addMatch({ competition: "PD", home: "FC Barcelona", away: "Villarreal CF", kickoff: "2025-03-16T17:30:00Z" });
  });
  afterEach(() => world.close());

  const fromWorld = (options: Partial<FootballDataProviderOptions> = {}) => footballAt(world.url, options, clock);
  const from = new Date("2025-03-16T00:00:00Z");
  const to = new Date("2025-03-17T00:00:00Z");

  it("drops an unknown competition, tells the operator, and keeps serving the others", async () => {
    const { football, problems } = fromWorld({ competitions: ["PL", "XX", "PD"] });
    const error = await failure(football.fixturesBetween(from, to));
    expect(error.kind).toBe("api");
    expect(error.message).toMatch(/competition XX is unknown or outside this key's plan; left out, following PL, PD/);
    expect(problems).toEqual([error.message]);

    const fixtures = await football.fixturesBetween(from, to);
    expect(fixtures.map((fixture) => fixture.homeTeam)).toEqual(["Arsenal FC", "FC Barcelona"]);
    expect(world.requests.map((request) => `${request.status} ${request.path} ${request.query.competitions ?? ""}`.trim())).toEqual([
      "403 /v4/matches PL,XX,PD",
      "200 /v4/competitions",
      "200 /v4/matches PL,PD",
    ]);
    // What the operator configured is still what the admin page lists.
    expect(football.competitions).toEqual(["PL", "XX", "PD"]);
  });

  it("learns every competition's code from the plan's list the check read, so no season question asks for it again", async () => {
    // Serie A has no match in the replies, so only the list of competitions names its id's code.
    const { football } = fromWorld({ competitions: ["PL", "XX", "PD", "SA"] });
    await failure(football.fixturesBetween(from, to));
    expect(await football.currentSeason(2019)).toBe(2024);
    expect(world.requests.filter((request) => request.path === "/v4/competitions")).toHaveLength(1);
  });

  it("leaves an unknown competition's history and squads out too", async () => {
    const { football } = fromWorld({ competitions: ["PL", "XX"] });
    const error = await failure(football.resultsBefore(new Date("2025-03-16T00:00:00Z"), 10));
    expect(error.message).toContain("XX");
    await football.resultsBefore(new Date("2025-03-16T00:00:00Z"), 10);
    expect(world.requests.filter((request) => request.path.includes("/XX/"))).toHaveLength(1);
  });

  it("does not blame a competition when every one is readable", async () => {
    const { football } = fromWorld();
    world.failNext("unknown-competition");
    const error = await failure(football.fixturesBetween(from, to));
    expect(error).toMatchObject({ kind: "api", status: 403 });
    expect(error.message).toContain("restricted");
    expect(await football.fixturesBetween(from, to)).toHaveLength(2);
    expect(world.requests.at(-1)?.query.competitions).toBe("PL,PD,SA,BL1,FL1");
  });

  it("fails every call with a plain message when no configured competition is readable", async () => {
    const { football } = fromWorld({ competitions: ["XX"] });
    await failure(football.fixturesBetween(from, to));
    const error = await failure(football.fixturesBetween(from, to));
    expect(error.message).toContain("none of the configured competitions (XX)");
  });

  it("turns a wrong key into an api error that names the cause, not the key", async () => {
    const { football } = fromWorld({ apiKey: `${KEY}-wrong` });
    const error = await failure(football.fixturesBetween(from, to));
    expect(error).toMatchObject({ kind: "api", status: 400 });
    expect(error.message).toContain("Your API token is invalid.");
    // A bad key blames no competition: all five are still asked for next time, without another look at the list.
    await failure(football.fixturesBetween(from, to));
    expect(world.requests.map((request) => `${request.status} ${request.path} ${request.query.competitions ?? ""}`.trim())).toEqual([
      "400 /v4/matches PL,PD,SA,BL1,FL1",
      "400 /v4/competitions",
      "400 /v4/matches PL,PD,SA,BL1,FL1",
    ]);
  });

  it("turns a reply cut short into a malformed error", async () => {
    const { football } = fromWorld();
    world.failNext("malformed");
    expect((await failure(football.fixturesBetween(from, to))).kind).toBe("malformed");
  });

  it("retries the world's 500 once", async () => {
    const { football } = fromWorld();
    world.failNext("500");
    expect(await football.fixturesBetween(from, to)).toHaveLength(2);
    world.failNext("500", 2);
    expect(await failure(football.fixturesBetween(from, to))).toMatchObject({ kind: "http", status: 500 });
  });
});
