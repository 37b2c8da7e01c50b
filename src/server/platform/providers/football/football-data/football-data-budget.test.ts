import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFootballDataWorld } from "../../../../testing/football-data-world";
import { startReplayServer, type ReplayServer } from "../../../../testing/replay-server";
import { fakeClock, providerFailure } from "../../../../testing/provider-test-kit";
import { FootballDataProvider } from "./football-data-provider";
import rateLimitReply from "./fixtures/error-rate-limit.json";
import liveGoalsReply from "./fixtures/match-live-goals.json";

// The free plan's ten requests a minute: the adapter counts its own over a rolling minute, obeys the
// server's X-Requests-Available-Minute / X-RequestCounter-Reset, and gives a 429 one wait and one retry.
// Waiting goes through the injected sleep, which moves a fake clock, so nothing here really waits.

let server: ReplayServer;
let clock: ReturnType<typeof fakeClock>;
/** The fake time each request reached the server at. */
let arrivals: number[];

beforeAll(async () => {
  server = await startReplayServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  clock = fakeClock();
  arrivals = [];
});

const provider = (requestsPerMinute?: number) =>
  new FootballDataProvider({
    apiKey: "budget-key",
    baseUrl: server.url,
    now: clock.now,
    sleep: clock.sleep,
    ...(requestsPerMinute ? { requestsPerMinute } : {}),
  });

/** Replies to /matches in turn (the last repeats), noting when each request arrived. */
function replies(...list: Array<{ status?: number; headers?: Record<string, string>; body?: unknown }>) {
  server.reset([
    {
      path: "/matches",
      reply: (_request, count) => {
        arrivals.push(clock.now().getTime());
        return list[Math.min(count, list.length - 1)] ?? {};
      },
    },
  ]);
}

describe("the adapter's own count", () => {
  it("sends ten requests in a minute at once and holds the eleventh until the first is a minute old", async () => {
    replies({ body: { matches: [] } });
    const football = provider();
    for (let call = 0; call < 10; call += 1) await football.fixturesById([String(500_000 + call)]);
    expect(clock.sleeps).toEqual([]);
    await football.fixturesById(["500010"]);
    expect(clock.sleeps).toEqual([60_000]);
    expect(arrivals).toHaveLength(11);
    expect(arrivals[10]! - arrivals[0]!).toBe(60_000);
  });

  it("counts over a rolling minute, not from the top of the minute", async () => {
    replies({ body: { matches: [] } });
    const football = provider();
    for (let call = 0; call < 5; call += 1) await football.fixturesById(["1"]);
    clock.advance(30_000);
    for (let call = 0; call < 5; call += 1) await football.fixturesById(["1"]);
    clock.advance(10_000);
    await football.fixturesById(["1"]);
    // The first five are 40 s old: the eleventh waits the 20 s until they are a minute old.
    expect(clock.sleeps).toEqual([20_000]);
  });

  it("holds concurrent calls to the same budget", async () => {
    replies({ body: { matches: [] } });
    const football = provider(3);
    await Promise.all(Array.from({ length: 4 }, (_, call) => football.fixturesById([String(call + 1)])));
    expect(arrivals).toHaveLength(4);
    expect(arrivals[3]! - arrivals[0]!).toBeGreaterThanOrEqual(60_000);
  });
});

describe("the server's count", () => {
  it("is null before any reply and then the reply's X-Requests-Available-Minute", async () => {
    replies({ headers: { "X-Requests-Available-Minute": "7", "X-RequestCounter-Reset": "41" }, body: { matches: [] } });
    const football = provider();
    expect(football.requestsLeftThisMinute()).toBeNull();
    await football.fixturesById(["1"]);
    expect(football.requestsLeftThisMinute()).toBe(7);
  });

  it("waits until the reset when the server says none are left", async () => {
    replies(
      { headers: { "X-Requests-Available-Minute": "0", "X-RequestCounter-Reset": "17" }, body: { matches: [] } },
      { headers: { "X-Requests-Available-Minute": "9", "X-RequestCounter-Reset": "60" }, body: { matches: [] } },
    );
    const football = provider();
    await football.fixturesById(["1"]);
    expect(football.requestsLeftThisMinute()).toBe(0);
    expect(clock.sleeps).toEqual([]);
    await football.fixturesById(["2"]);
    expect(clock.sleeps).toEqual([17_000]);
    expect(arrivals[1]! - arrivals[0]!).toBe(17_000);
  });
});

describe("HTTP 429", () => {
  it("waits the reset the reply names and retries once", async () => {
    replies(
      { status: 429, headers: { "X-Requests-Available-Minute": "0", "X-RequestCounter-Reset": "23" }, body: rateLimitReply },
      { body: liveGoalsReply },
    );
    const fixtures = await provider().fixturesById(["498886"]);
    expect(fixtures.map((fixture) => fixture.fixtureId)).toEqual(["498886"]);
    expect(arrivals).toHaveLength(2);
    expect(arrivals[1]! - arrivals[0]!).toBe(23_000);
  });

  it("waits a minute when the reply names no reset", async () => {
    replies({ status: 429, body: { message: "Too many requests", errorCode: 429 } }, { body: { matches: [] } });
    await provider().fixturesById(["1"]);
    expect(clock.sleeps).toEqual([60_000]);
  });

  it("gives up with a rate-limit error when the retry is refused too", async () => {
    replies({ status: 429, headers: { "X-RequestCounter-Reset": "5" }, body: rateLimitReply });
    const error = await providerFailure(provider().fixturesById(["1"]), "budget-key");
    expect(error).toMatchObject({ kind: "rate_limit", status: 429 });
    expect(arrivals).toHaveLength(2);
  });
});

describe("against the free plan's world", () => {
  it("never earns a 429 however many calls come, and keeps every minute to ten", async () => {
    const world = await startFootballDataWorld({ now: clock.now });
    try {
      const football = new FootballDataProvider({ apiKey: world.apiKey, baseUrl: world.url, now: clock.now, sleep: clock.sleep });
      for (let call = 0; call < 25; call += 1) await football.fixturesById([String(call + 1)]);
      expect(world.requests.map((request) => request.status)).toEqual(Array.from({ length: 25 }, () => 200));
      const times = world.requests.map((request) => request.at.getTime());
      for (const [index, time] of times.entries()) {
        expect(times.filter((other) => other >= time && other < time + 60_000).length, `minute from request ${index}`).toBeLessThanOrEqual(10);
      }
    } finally {
      await world.close();
    }
  });
});
