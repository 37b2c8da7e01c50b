import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { SHARED_REPLY_MS } from "../platform/http/shared-reply";
import { describeEachDatabase, signUp } from "../testing/harness";
import { betStats, matchStats, userStats } from "./platform-stats.service";
import type * as PlatformStats from "./platform-stats.service";

// Each figure's build, counted: the routes call these, and a call is the figure's queries run once.
vi.mock("./platform-stats.service", async (importOriginal) => {
  const actual = await importOriginal<typeof PlatformStats>();
  return { userStats: vi.fn(actual.userStats), matchStats: vi.fn(actual.matchStats), betStats: vi.fn(actual.betStats) };
});

const FIGURES = [
  { url: "/api/stats/users", build: vi.mocked(userStats) },
  { url: "/api/stats/matches", build: vi.mocked(matchStats) },
  { url: "/api/stats/bets", build: vi.mocked(betStats) },
];

describeEachDatabase("platform stats, shared between signed-in players", (ctx) => {
  let first: string;
  let second: string;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-03-01T12:00:00Z") });
    [first, second] = [(await signUp(ctx().app)).cookie, (await signUp(ctx().app)).cookie];
  });
  afterAll(() => vi.useRealTimers());
  beforeEach(() => {
    // A window of its own for each test: whatever an earlier one built has gone stale.
    vi.setSystemTime(Date.now() + SHARED_REPLY_MS.platform);
    for (const { build } of FIGURES) build.mockClear();
  });

  const get = (url: string, cookie?: string) => ctx().app.inject({ url, headers: cookie ? { cookie } : {} });

  it("runs each figure's queries once for two players reading it within the window", async () => {
    for (const { url, build } of FIGURES) {
      const [a, b] = [await get(url, first), await get(url, second)];
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(b.json()).toEqual(a.json());
      expect(build, url).toHaveBeenCalledTimes(1);
      expect(a.headers["cache-control"]).toBe("private, no-cache");
    }
  });

  it("shows a new value once the window has passed", async () => {
    const before = (await get("/api/stats/users", first)).json().totalUsers as number;
    await signUp(ctx().app);
    expect((await get("/api/stats/users", second)).json().totalUsers).toBe(before);
    vi.setSystemTime(Date.now() + SHARED_REPLY_MS.platform);
    expect((await get("/api/stats/users", second)).json().totalUsers).toBe(before + 1);
    expect(vi.mocked(userStats)).toHaveBeenCalledTimes(2);
  });

  it("still refuses a signed-out caller as any player-only route does, cached figures or not", async () => {
    // The refusal every player-only route gives (this one is not shared).
    const refusal = await get("/api/bets/history");
    expect(refusal.statusCode).toBe(401);
    for (const { url, build } of FIGURES) {
      expect((await get(url, first)).statusCode).toBe(200);
      for (const cookie of [undefined, "pl_session=not-a-session"]) {
        const refused = await get(url, cookie);
        expect(refused.statusCode, url).toBe(401);
        expect(refused.json()).toEqual(refusal.json());
        expect(refused.headers.etag).toBeUndefined();
      }
      expect(build, url).toHaveBeenCalledTimes(1);
    }
  });
});
