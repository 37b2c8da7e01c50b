import { sql } from "drizzle-orm";
import type { BatchPick, BatchPicksReply, OpenPicks, PlayerPick, WeekJoker } from "../../shared/api/picks";
import { MAX_OPEN_PICKS } from "../../shared/pick-rules";
import { queryRows, type Db } from "../platform/db/client";
import { sqlNow, type SqlClock } from "../platform/db/sql-clock";
import { matches, matchPicks } from "../platform/db/schema";
import { notFound } from "../platform/http/errors";
import { fromRawPick, openAt, PICKS_CLOSED_MESSAGE, writeOpenPicks, type RawPickRow } from "./picks.service";
import { jokersAheadColumn, toWeekJokers } from "./joker.service";

// The picks page: every open match on one sheet, saved at once (docs/decisions.md, "Picks for the
// whole round").

/**
 * Saves several of the caller's picks by the single save's rule (writeOpenPicks, one statement at one
 * moment of `clock`): each pick whose match is still open is stored, each whose match has
 * kicked off is refused with the reason, and the others are stored all the same. A match that does
 * not exist refuses the whole request (404) before anything is written: the sheet only ever sends
 * matches it was given, so an unknown id is a broken request, not a late pick. The body's schema has
 * already refused duplicates and limited the count.
 */
export async function savePicks(db: Db, userId: number, picks: readonly BatchPick[], clock: SqlClock): Promise<BatchPicksReply> {
  const ids = picks.map((p) => p.matchId);
  // Matches are never deleted, so an id found here still exists when the write runs.
  const known = await queryRows<{ id: number }>(
    db,
    sql`select id from ${matches} where id in (${sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    )})`,
  );
  const found = new Set(known.map((k) => Number(k.id)));
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0) {
    throw notFound(`Match not found: ${unknown.slice(0, 5).join(", ")}${unknown.length > 5 ? " and more" : ""}. Nothing was saved`, "unknown_match");
  }
  const stored = new Map((await writeOpenPicks(db, userId, picks, clock)).map((p) => [p.matchId, p]));
  // Both lists in the order the picks were sent.
  return {
    saved: ids.flatMap((id) => stored.get(id) ?? []),
    refused: ids.filter((id) => !stored.has(id)).map((matchId) => ({ matchId, message: PICKS_CLOSED_MESSAGE })),
  };
}

/**
 * The matches still open for picks by `clock` (upcoming, kick-off ahead), soonest first, with no one's picks: at most
 * MAX_OPEN_PICKS, with how many are open in all. The same for every player (open-sheet.ts shares it).
 */
export async function openMatchSheet(db: Db, clock: SqlClock): Promise<OpenPicks> {
  const rows = await queryRows<{
    id: number;
    home_team: string;
    away_team: string;
    match_date: string | Date;
    league_name: string;
    matchday: number | null;
    total: number;
  }>(
    db,
    sql`select m.id, m.home_team, m.away_team, m.match_date, m.league_name, m.matchday, (count(*) over ())::int as total
      from ${matches} m
      where ${openAt(sqlNow(clock))}
      order by m.match_date, m.id
      limit ${MAX_OPEN_PICKS}`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    matches: rows.map((r) => ({
      matchId: Number(r.id),
      homeTeam: r.home_team,
      awayTeam: r.away_team,
      matchDate: new Date(r.match_date).toISOString(),
      leagueName: r.league_name,
      matchday: r.matchday === null ? null : Number(r.matchday),
      pick: null,
    })),
    jokers: [],
  };
}

/**
 * The caller's picks on `matchIds` and their jokers ahead (jokersAheadColumn), in one statement: the jokers ride as a
 * column of a one-row read that the picks join, so they come even when the caller has no pick.
 */
export async function picksOnSheet(
  db: Db,
  userId: number,
  matchIds: readonly number[],
  clock: SqlClock,
): Promise<{ picks: Map<number, PlayerPick>; jokers: WeekJoker[] }> {
  // match_id is null on the one row when the caller has no pick there.
  const rows = await queryRows<(RawPickRow | { [K in keyof RawPickRow]: null }) & { jokers: Parameters<typeof toWeekJokers>[0] }>(
    db,
    sql`select j.jokers, p.match_id, p.home, p.away, p.points, p.joker_week, p.by_oracle, p.updated_at
      from (select ${jokersAheadColumn(userId, clock)} as jokers) j
      left join ${matchPicks} p on p.user_id = ${userId} and p.match_id = any(${`{${matchIds.join(",")}}`}::int[])`,
  );
  const picks = new Map<number, PlayerPick>();
  for (const row of rows) {
    if (row.match_id !== null) picks.set(Number(row.match_id), fromRawPick(row));
  }
  return { picks, jokers: toWeekJokers(rows[0]?.jokers ?? []) };
}
