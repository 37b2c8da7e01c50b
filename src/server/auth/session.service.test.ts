import { eq } from "drizzle-orm";
import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { sessions, users } from "../platform/db/schema";
import { describeEachDatabase, signUp } from "../testing/harness";
import { createSession, deleteSession, resolveSession, SESSION_TTL_MS } from "./session.service";

const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase("session lookup", (ctx) => {
  it("resolves a live session to the current user row, every time from the database", async () => {
    const { db } = ctx().database;
    const { user } = await signUp(ctx().app);
    const { token } = await createSession(db, user.id);
    expect((await resolveSession(db, token))?.user.credits).toBe(user.credits);
    // A change to the user shows on the very next lookup: nothing about the user is cached.
    await db
      .update(users)
      .set({ credits: user.credits - 1, isAdmin: true })
      .where(eq(users.id, user.id));
    const next = await resolveSession(db, token);
    expect(next?.user).toMatchObject({ id: user.id, credits: user.credits - 1, isAdmin: true });
    expect(next?.user.lastSeenAt).toBeInstanceOf(Date);
    await db.update(users).set({ credits: user.credits, isAdmin: false }).where(eq(users.id, user.id));
    expect(await resolveSession(db, "not-a-token")).toBeUndefined();
    await deleteSession(db, token);
    expect(await resolveSession(db, token)).toBeUndefined();
  });

  it("refuses an expired session and pushes a day-old expiry forward", async () => {
    const { db } = ctx().database;
    const { user } = await signUp(ctx().app);
    // Rows are keyed by the token's SHA-256, never the token itself.
    const rowOf = (token: string) => eq(sessions.id, createHash("sha256").update(token).digest("hex"));
    const expired = await createSession(db, user.id);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(rowOf(expired.token));
    expect(await resolveSession(db, expired.token)).toBeUndefined();

    const aging = await createSession(db, user.id);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + SESSION_TTL_MS - 2 * DAY) })
      .where(rowOf(aging.token));
    const renewed = await resolveSession(db, aging.token);
    expect(renewed?.user.id).toBe(user.id);
    expect(renewed?.renewedUntil!.getTime()).toBeGreaterThan(Date.now() + SESSION_TTL_MS - DAY);
    // A fresh expiry is not written again.
    expect((await resolveSession(db, aging.token))?.renewedUntil).toBeUndefined();
  });
});
