import { count, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { analyticsEvents, sessions } from "../platform/db/schema";
import { describeEachDatabase, signUp } from "../testing/harness";

const SESSION = "V1StGXR8_Z5jdHi6B-myT";

describeEachDatabase("analytics", (ctx) => {
  const events = async () => (await ctx().database.db.select({ n: count() }).from(analyticsEvents))[0]?.n ?? 0;

  it("starts sessions and records events from visitors and players", async () => {
    const { app } = ctx();
    expect((await app.inject({ method: "POST", url: "/api/analytics/session/start", payload: { sessionId: SESSION } })).statusCode).toBe(204);
    expect((await app.inject({ method: "POST", url: "/api/analytics/session/start", payload: { sessionId: SESSION } })).statusCode).toBe(204);
    const { cookie } = await signUp(app);
    const tracked = await app.inject({
      method: "POST",
      url: "/api/analytics/track",
      headers: { cookie },
      payload: {
        sessionId: SESSION,
        eventType: "click",
        eventName: "share_twitter",
        path: "/match/3",
        metadata: { shareType: "twitter", url: "https://x.test/m/3" },
      },
    });
    expect(tracked.statusCode).toBe(204);
    expect(await events()).toBe(1);
  });

  it("takes the sender from a session checked in the last minute, without reading it again", async () => {
    const { app, database } = ctx();
    const { cookie, user } = await signUp(app);
    const track = (eventName: string) =>
      app.inject({
        method: "POST",
        url: "/api/analytics/track",
        headers: { cookie },
        payload: { sessionId: SESSION, eventType: "click", eventName },
      });
    const senderOf = async (eventName: string) =>
      (await database.db.select({ userId: analyticsEvents.userId }).from(analyticsEvents).where(eq(analyticsEvents.eventName, eventName)))[0]?.userId;
    // A read of the player's own checks the session here; then another instance ends it and its signal never comes.
    expect((await app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(200);
    await database.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await track("after_checked_session")).statusCode).toBe(204);
    expect(await senderOf("after_checked_session")).toBe(user.id);
    // The next request that reads the session finds it gone and forgets it: events are a visitor's from then on.
    expect((await app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(401);
    expect((await track("after_refused_session")).statusCode).toBe(204);
    expect(await senderOf("after_refused_session")).toBeNull();
  });

  it("stores every event of a burst, each reply sent once its row is written", async () => {
    const { app } = ctx();
    const before = await events();
    const players = await Promise.all(Array.from({ length: 4 }, () => signUp(app)));
    // Forty at once: those that come while an insert is under way are written together (GroupedWrites), none lost.
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        app.inject({
          method: "POST",
          url: "/api/analytics/track",
          headers: { cookie: players[i % 4]!.cookie },
          payload: { sessionId: SESSION, eventType: "page_view", eventName: `viewed_${i}`, path: "/" },
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array.from({ length: 40 }, () => 204));
    expect(await events()).toBe(before + 40);
  });

  it("refuses malformed, oversized and hostile events and stores none", async () => {
    const { app } = ctx();
    const before = await events();
    const bad: unknown[] = [
      {},
      { sessionId: "short", eventType: "click", eventName: "x" },
      { sessionId: SESSION, eventType: "hack", eventName: "x" },
      { sessionId: SESSION, eventType: "click", eventName: "<script>" },
      { sessionId: SESSION, eventType: "click", eventName: "x", metadata: { big: "y".repeat(1000) } },
      { sessionId: SESSION, eventType: "click", eventName: "x", metadata: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, i])) },
      { sessionId: SESSION, eventType: "click", eventName: "x", metadata: { nested: { deep: 1 } } },
      { sessionId: SESSION, eventType: "click", eventName: "x", extra: true },
      { sessionId: SESSION, eventType: "click", eventName: "x".repeat(101) },
    ];
    for (const payload of bad) {
      const response = await app.inject({ method: "POST", url: "/api/analytics/track", payload: payload as object });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(typeof response.json().message).toBe("string");
    }
    const polluted = await app.inject({
      method: "POST",
      url: "/api/analytics/track",
      headers: { "content-type": "application/json" },
      body: `{"sessionId":"${SESSION}","eventType":"click","eventName":"x","metadata":{"__proto__":{"isAdmin":true}}}`,
    });
    expect([204, 400]).toContain(polluted.statusCode);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(await events()).toBeLessThanOrEqual(before + 1);
  });
});
