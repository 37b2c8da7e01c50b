import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { describeEachDatabase, signUp } from "../testing/harness";
import { SOCIAL_PROOF_SHARED_MS } from "./stats.routes";

describeEachDatabase("social proof, shared between callers", (ctx) => {
  beforeAll(() => vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-03-01T12:00:00Z") }));
  afterAll(() => vi.useRealTimers());
  const totalUsers = async () => (await ctx().app.inject({ url: "/api/stats/social-proof" })).json().totalUsers as number;

  it("answers from one shared reply for a few seconds, then reads again", async () => {
    await signUp(ctx().app);
    const before = await totalUsers();
    await signUp(ctx().app);
    expect(await totalUsers()).toBe(before);
    vi.setSystemTime(Date.now() + SOCIAL_PROOF_SHARED_MS);
    expect(await totalUsers()).toBe(before + 1);
  });
});
