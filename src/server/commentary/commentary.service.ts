import { and, desc, eq, gt, inArray, max, sql } from "drizzle-orm";
import type { CommentaryMessage } from "../../shared/api/live";
import { AI_NAMES } from "../../shared/constants";
import type { Db } from "../platform/db/client";
import { commentary, predictions } from "../platform/db/schema";
import type { MatchEvent } from "../platform/providers/football/football-provider";
import { eventLine, inEveryLanguage, oracleReaction } from "./commentary-text";
import { withTranslations } from "./line-languages";

interface MatchInfo {
  id: number;
  homeTeam: string;
  awayTeam: string;
}

/**
 * Sends a written line to everyone watching its match: the hub (commentary-hub.ts), which replays missed
 * lines through this module's reads, so this module names only the one method it needs.
 */
export interface LinePublisher {
  publish(message: CommentaryMessage, lineId: number): Promise<void>;
}

/**
 * Writes a commentary line for each new event (and each oracle's reaction to goals and full time), in
 * every language, then publishes the lines that were new. The unique (match, event key) index makes a repeated sync
 * a no-op.
 */
export async function recordEvents(db: Db, hub: LinePublisher, match: MatchInfo, events: readonly MatchEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  // The oracles react to goals and the final whistle only: other lines need no read of their forecasts.
  const reacting = events.some((event) => event.kind === "goal" || event.kind === "full_time");
  const preds = reacting ? await db.select().from(predictions).where(eq(predictions.matchId, match.id)) : [];
  const rows: Array<typeof commentary.$inferInsert> = [];
  for (const event of events) {
    // Written in every language now, sent in each subscriber's (line-languages.ts).
    rows.push({
      matchId: match.id,
      minute: event.minute,
      kind: event.kind,
      eventKey: event.key,
      ...inEveryLanguage((locale) => eventLine(event, match, locale)),
    });
    if (event.kind !== "goal" && event.kind !== "full_time") continue;
    for (const ai of AI_NAMES) {
      const prediction = preds.find((p) => p.aiName === ai);
      if (!prediction) continue;
      rows.push({
        matchId: match.id,
        minute: event.minute,
        kind: "oracle_reaction",
        eventKey: `${event.key}:${ai}`,
        ...inEveryLanguage((locale) =>
          oracleReaction(ai, prediction.predictedScore, { home: event.homeGoals, away: event.awayGoals }, event.kind === "full_time", locale),
        ),
      });
    }
  }
  const inserted = await db.insert(commentary).values(rows).onConflictDoNothing().returning();
  inserted.sort((a, b) => a.id - b.id);
  // The row's id goes with it, so an instance whose listener dropped can tell what it missed.
  for (const row of inserted) await hub.publish(toMessage(row), row.id);
  return inserted.length;
}

/** A stored line as the wire carries it, in English, its other languages kept beside it (line-languages.ts). */
export function toMessage(row: typeof commentary.$inferSelect): CommentaryMessage {
  return withTranslations(
    { type: "commentary", matchId: row.matchId, message: row.message, minute: row.minute, createdAt: row.createdAt.toISOString() },
    row.translations,
  );
}

/** The newest lines of a match, newest first (what a socket gets on subscribing). */
export async function recentCommentary(db: Db, matchId: number, limit: number): Promise<CommentaryMessage[]> {
  const rows = await db
    .select()
    .from(commentary)
    .where(and(eq(commentary.matchId, matchId)))
    .orderBy(desc(commentary.id))
    .limit(limit);
  return rows.map(toMessage);
}

/** The id of the newest line stored, 0 when there is none: where an instance starting to listen begins. */
export async function newestLineId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(commentary.id) }).from(commentary);
  return row?.id ?? 0;
}

/**
 * The lines stored after `afterId` (of the given matches, or of all), oldest first: what an instance
 * missed while its listener was down. Only the newest `limit` written in the last `withinMs` (by the
 * database's clock, which wrote them): an older line is history the next subscribe shows anyway.
 */
export async function linesAfter(
  db: Db,
  afterId: number,
  { matchIds, withinMs, limit }: { matchIds: readonly number[] | undefined; withinMs: number; limit: number },
): Promise<Array<{ id: number; message: CommentaryMessage }>> {
  const rows = await db
    .select()
    .from(commentary)
    .where(
      and(
        gt(commentary.id, afterId),
        gt(commentary.createdAt, sql`statement_timestamp() - ${withinMs}::int * interval '1 millisecond'`),
        matchIds ? inArray(commentary.matchId, [...matchIds]) : undefined,
      ),
    )
    .orderBy(desc(commentary.id))
    .limit(limit);
  return rows.reverse().map((row) => ({ id: row.id, message: toMessage(row) }));
}
