import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { describeEachDatabase, signUp } from "../testing/harness";
import { SHARED_REPLY_MS } from "../platform/http/shared-reply";

describeEachDatabase("social proof, shared between callers", (ctx) => {
  beforeAll(() => vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-03-01T12:00:00Z") }));
  afterAll(() => vi.useRealTimers());
  const totalUsers = async () => (await ctx().app.inject({ url: "/api/stats/social-proof" })).json().totalUsers as number;

  it("answers from one shared reply for a few seconds, then reads again", async () => {
    await signUp(ctx().app);
    const before = await totalUsers();
    await signUp(ctx().app);
    expect(await totalUsers()).toBe(before);
    vi.setSystemTime(Date.now() + SHARED_REPLY_MS.platform);
    expect(await totalUsers()).toBe(before + 1);
  });

  it("tags each shared reply, so a page polling it gets 304 until it changes", async () => {
    const { app } = ctx();
    const first = await app.inject({ url: "/api/stats/social-proof" });
    const etag = String(first.headers.etag);
    const same = await app.inject({ url: "/api/stats/social-proof", headers: { "if-none-match": etag } });
    expect(same.statusCode).toBe(304);
    await signUp(app);
    vi.setSystemTime(Date.now() + SHARED_REPLY_MS.platform);
    const changed = await app.inject({ url: "/api/stats/social-proof", headers: { "if-none-match": etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().totalUsers).toBe(first.json().totalUsers + 1);
    // Unchanged content keeps its tag across rebuilds.
    vi.setSystemTime(Date.now() + SHARED_REPLY_MS.platform);
    expect((await app.inject({ url: "/api/stats/social-proof", headers: { "if-none-match": String(changed.headers.etag) } })).statusCode).toBe(304);
  });
});
