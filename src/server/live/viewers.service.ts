import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../platform/db/client";
import { matchViewers } from "../platform/db/schema";

/** A viewer is a session subscribed or polling within the last 45 s (docs/rules.md#live). */
export const VIEWER_WINDOW_MS = 45_000;

/** Marks many viewers at once (the sockets of this instance), one statement per thousand. */
export async function touchViewers(db: Db, rows: ReadonlyArray<{ matchId: number; viewerKey: string }>): Promise<void> {
  const seenAt = new Date();
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(matchViewers)
      .values(rows.slice(i, i + 1000).map((r) => ({ ...r, seenAt })))
      .onConflictDoUpdate({ target: [matchViewers.matchId, matchViewers.viewerKey], set: { seenAt: sql`excluded.seen_at` } });
  }
}

export async function viewerCount(db: Db, matchId: number): Promise<number> {
  const since = new Date(Date.now() - VIEWER_WINDOW_MS);
  const [row] = await db
    .select({ n: count() })
    .from(matchViewers)
    .where(and(eq(matchViewers.matchId, matchId), gt(matchViewers.seenAt, since)));
  return row?.n ?? 0;
}

/** Old rows only cost space (a row a viewer and match, for ever): the sync clears them; returns how many. */
export async function purgeStaleViewers(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(matchViewers)
    .where(lt(matchViewers.seenAt, new Date(now.getTime() - 10 * VIEWER_WINDOW_MS)))
    .returning({ matchId: matchViewers.matchId });
  return gone.length;
}
