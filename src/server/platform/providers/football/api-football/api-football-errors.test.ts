import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startReplayServer, type ReplayServer } from "../../../../testing/replay-server";
import { ApiFootballProvider } from "./api-football-provider";
import requestLimitReply from "./fixtures/error-request-limit.json";
import finishedReply from "./fixtures/fixture-finished.json";
import { providerFailure, refusedUrl } from "../../../../testing/provider-test-kit";

// Every way API-Football can fail ends in a ProviderError with a short message, never a crash or a
// silently empty list (the caller would take "no fixtures" for real data).

let server: ReplayServer;
beforeAll(async () => {
  server = await startReplayServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const KEY = "secret-key";
const provider = () => new ApiFootballProvider({ apiKey: KEY, baseUrl: server.url, leagues: [39], timeoutMs: 150 });

const failure = (call: Promise<unknown>) => providerFailure(call, KEY);

describe("API-Football failures", () => {
  it("turns an `errors` body (daily request limit) into a rate-limit error, without retrying", async () => {
    server.reset([{ path: "/fixtures", reply: { body: requestLimitReply } }]);
    const error = await failure(provider().fixturesById(["1208021"]));
    expect(error.kind).toBe("rate_limit");
    expect(error.message).toContain("request limit for the day");
    expect(server.requests).toHaveLength(1);
  });

  it("turns other `errors` (a bad key) into an api error", async () => {
    server.reset([{ path: "/fixtures", reply: { body: { errors: { token: "Error/Missing application key." }, response: [] } } }]);
    expect((await failure(provider().fixturesById(["1"]))).kind).toBe("api");
  });

  it("turns HTTP 429 into a rate-limit error, without retrying", async () => {
    server.reset([{ path: "/fixtures", reply: { status: 429, body: { message: "Too many requests" } } }]);
    const error = await failure(provider().fixturesById(["1208021"]));
    expect(error).toMatchObject({ kind: "rate_limit", status: 429 });
    expect(server.requests).toHaveLength(1);
  });

  it("retries a 500 once and then succeeds", async () => {
    server.reset([{ path: "/fixtures", reply: [{ status: 500, body: "Internal Server Error" }, { body: finishedReply }] }]);
    const fixtures = await provider().fixturesById(["1208021"]);
    expect(fixtures.map((fixture) => fixture.fixtureId)).toEqual(["1208021"]);
    expect(server.requests).toHaveLength(2);
  });

  it("gives up after the one retry when the 5xx persists", async () => {
    server.reset([{ path: "/fixtures", reply: { status: 503, body: "Service Unavailable" } }]);
    expect(await failure(provider().fixturesById(["1208021"]))).toMatchObject({ kind: "http", status: 503 });
    expect(server.requests).toHaveLength(2);
  });

  it("does not retry other HTTP errors", async () => {
    server.reset([{ path: "/fixtures", reply: { status: 403, body: { message: "Forbidden" } } }]);
    expect(await failure(provider().fixturesById(["1208021"]))).toMatchObject({ kind: "http", status: 403 });
    expect(server.requests).toHaveLength(1);
  });

  it("rejects a body that is not JSON", async () => {
    server.reset([{ path: "/fixtures", reply: { body: '{"get":"fixtures","response":[{"fixture":' } }]);
    expect((await failure(provider().fixturesById(["1208021"]))).kind).toBe("malformed");
  });

  it("rejects a reply without a response list", async () => {
    server.reset([{ path: "/fixtures", reply: { body: { get: "fixtures", errors: [], results: 0 } } }]);
    expect((await failure(provider().fixturesById(["1208021"]))).kind).toBe("malformed");
  });

  it("leaves out an item of the wrong shape, keeps the others and tells the field once", async () => {
    const [item] = finishedReply.response;
    const broken = {
      ...finishedReply,
      response: [
        { ...item, goals: { home: "three", away: 1 } },
        { ...item, fixture: { ...item!.fixture, id: 1208022 } },
      ],
    };
    server.reset([{ path: "/fixtures", reply: { body: broken } }]);
    const problems: string[] = [];
    const football = new ApiFootballProvider({ apiKey: KEY, baseUrl: server.url, leagues: [39], onProblem: (message) => problems.push(message) });
    expect((await football.fixturesById(["1208021", "1208022"])).map((fixture) => fixture.fixtureId)).toEqual(["1208022"]);
    await football.fixturesById(["1208021", "1208022"]);
    expect(problems).toEqual([
      "api-football /fixtures: left out 1 bad item of 2, first response[0] goals.home: Invalid input: expected number, received string",
    ]);
  });

  it("times out a slow reply, retries once, then fails", async () => {
    server.reset([{ path: "/fixtures", reply: { body: finishedReply, delayMs: 2_000 } }]);
    expect((await failure(provider().fixturesById(["1208021"]))).kind).toBe("timeout");
    expect(server.requests).toHaveLength(2);
  });

  it("answers after a timeout when the retry is quick", async () => {
    server.reset([{ path: "/fixtures", reply: [{ body: finishedReply, delayMs: 2_000 }, { body: finishedReply }] }]);
    expect(await provider().fixturesById(["1208021"])).toHaveLength(1);
  });

  it("reports a refused connection as a network error", async () => {
    const football = new ApiFootballProvider({ apiKey: KEY, baseUrl: await refusedUrl(), leagues: [39] });
    expect((await failure(football.fixturesBetween(new Date("2024-08-17"), new Date("2024-08-18")))).kind).toBe("network");
  });
});
