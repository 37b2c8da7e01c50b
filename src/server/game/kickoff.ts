import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { queryRows, type Db } from "../platform/db/client";
import { matches } from "../platform/db/schema";
import { sqlNow, type SqlClock } from "../platform/db/sql-clock";
import type { MatchStateMessage } from "../../shared/api/live";
import { matchStateOf } from "../commentary/match-state";

// A match goes live at its kick-off by the database's clock, not when a provider first says so: providers flip
// seconds to minutes late, and meanwhile the client shows a passed upcoming match as completed
// (docs/decisions.md#kick-off-by-the-clock). The database's clock is the one that closes bets and picks at
// kick-off (sql-clock.ts): the match goes live on the instant they close, whatever each instance's clock says.

/** The state a match takes at its kick-off, before any provider has told of play. */
export const KICKOFF_STATE = { status: "live", minute: 0, actualScore: "0-0" } as const;

const kickedOff = (clock: SqlClock) => and(eq(matches.status, "upcoming"), isNull(matches.settledAt), sql`${matches.matchDate} <= ${sqlNow(clock)}`);

/**
 * In one statement, on the database's clock: the upcoming matches whose kick-off has passed, and the milliseconds to
 * the next kick-off ahead (undefined when none is). The sync asks on every run and at every kick-off.
 */
export async function kickOffsDue(db: Db, clock: SqlClock): Promise<{ due: number[]; nextInMs: number | undefined }> {
  const now = sqlNow(clock);
  const ahead = and(eq(matches.status, "upcoming"), isNull(matches.settledAt), sql`${matches.matchDate} > ${now}`);
  const [row] = await queryRows<{ due: number[] | null; next_in_ms: number | null }>(
    db,
    sql`select (select array_agg(${matches.id} order by ${matches.id}) from ${matches} where ${kickedOff(clock)}) as due,
      (select (extract(epoch from min(${matches.matchDate}) - ${now}) * 1000)::float8 from ${matches} where ${ahead}) as next_in_ms`,
  );
  return { due: (row?.due ?? []).map(Number), nextInMs: row?.next_in_ms == null ? undefined : Number(row.next_in_ms) };
}

/**
 * Moves these matches live, 0-0 at minute 0, in one statement; only those still upcoming with their kick-off
 * passed, so a second call, or a provider's word that came first, moves nothing twice. Returns the states moved.
 */
export async function startMatches(db: Db, ids: readonly number[], clock: SqlClock): Promise<MatchStateMessage[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(matches)
    .set(KICKOFF_STATE)
    .where(and(inArray(matches.id, [...ids]), kickedOff(clock)))
    .returning({ id: matches.id, status: matches.status, actualScore: matches.actualScore, minute: matches.minute });
  return rows.sort((a, b) => a.id - b.id).map(matchStateOf);
}
