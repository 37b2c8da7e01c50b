import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { queryRows } from "../platform/db/client";
import { matches, matchViewers, sessions } from "../platform/db/schema";
import { describeEachDatabase, signUp } from "../testing/harness";

const START = new Date("2025-04-02T09:00:05Z");
const MINUTE = 60_000;

/*
 * Sessions and viewers only ever accumulated: a long-running server, or a bot signing in in a loop,
 * filled the disk. The sync leader's purge pass now deletes the expired ones and keeps the rest.
 */
describeEachDatabase("the sync's purge pass", (ctx) => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: START });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it("deletes expired sessions and stale viewers, and keeps the live ones", async () => {
    const { app, database } = ctx();
    await app.game.sync.runOnce(); // seeds the league and runs the first pass
    vi.setSystemTime(START.getTime() + 61 * MINUTE); // the next pass is due an hour later
    const now = Date.now();
    const player = await signUp(app);
    const [match] = await database.db.select({ id: matches.id }).from(matches).limit(1);
    const at = (offsetMs: number) => new Date(now + offsetMs);
    await database.db.insert(sessions).values([
      { id: "expired-session", userId: player.user.id, expiresAt: at(-1_000) },
      { id: "live-session", userId: player.user.id, expiresAt: at(60 * MINUTE) },
    ]);
    await database.db.insert(matchViewers).values([
      { matchId: match!.id, viewerKey: "gone-viewer", seenAt: at(-10 * MINUTE) },
      { matchId: match!.id, viewerKey: "watching-viewer", seenAt: at(-5_000) },
    ]);

    await app.game.sync.runOnce();

    const sessionIds = (
      await database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(inArray(sessions.id, ["expired-session", "live-session"]))
    ).map((s) => s.id);
    expect(sessionIds).toEqual(["live-session"]);
    const viewerKeys = await queryRows<{ viewer_key: string }>(
      database.db,
      sql`select viewer_key from match_viewers where viewer_key in ('gone-viewer', 'watching-viewer')`,
    );
    expect(viewerKeys.map((v) => v.viewer_key)).toEqual(["watching-viewer"]);
    // The player's own session still signs them in.
    expect((await app.inject({ url: "/api/auth/user", headers: { cookie: player.cookie } })).statusCode).toBe(200);
  });
});
