import { sql } from "drizzle-orm";
import type { TrackEventBody } from "../../shared/api/analytics";
import type { Db } from "../platform/db/client";
import { analyticsEvents, analyticsSessions } from "../platform/db/schema";

/** A session starts once; a repeat only refreshes it, and a later sign-in claims it. */
export async function startSession(db: Db, sessionId: string, userId: number | null): Promise<void> {
  await db
    .insert(analyticsSessions)
    .values({ id: sessionId, userId })
    .onConflictDoUpdate({
      target: analyticsSessions.id,
      set: { lastSeenAt: sql`now()`, userId: sql`coalesce(${analyticsSessions.userId}, excluded.user_id)` },
    });
}

/** An event as its row is written. */
export type EventRow = typeof analyticsEvents.$inferInsert;

/** An event's row. Metadata is stored as JSON, never merged into objects, so a prototype-polluting key cannot survive. */
export function eventRow(event: TrackEventBody, userId: number | null): EventRow {
  return {
    sessionId: event.sessionId,
    userId,
    eventType: event.eventType,
    eventName: event.eventName,
    path: event.path ?? null,
    metadata: event.metadata ?? null,
  };
}

/** Events in one statement (GroupedWrites groups the ones that come together). */
export async function insertEvents(db: Db, rows: EventRow[]): Promise<void> {
  await db.insert(analyticsEvents).values(rows);
}
