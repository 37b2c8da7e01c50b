import { sql } from "drizzle-orm";
import type { BatchPick, BatchPicksReply, OpenPicks } from "../../shared/api/picks";
import { MAX_OPEN_PICKS } from "../../shared/pick-rules";
import { queryRows, type Db } from "../platform/db/client";
import { sqlNow, type SqlClock } from "../platform/db/sql-clock";
import { matches, matchPicks } from "../platform/db/schema";
import { notFound } from "../platform/http/errors";
import { openAt, PICKS_CLOSED_MESSAGE, toPick, writeOpenPicks } from "./picks.service";
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
 * The matches still open for picks by `clock` (upcoming, kick-off ahead), soonest first, each with the
 * caller's own pick or null: at most MAX_OPEN_PICKS, with how many are open in all, and the caller's jokers ahead.
 * One statement: the jokers ride as a column of a one-row read that the open matches join, so they come even when
 * no match is open.
 */
export async function openPicks(db: Db, userId: number, clock: SqlClock): Promise<OpenPicks> {
  const rows = await queryRows<{
    id: number | null; // null on the one row when no match is open
    home_team: string;
    away_team: string;
    match_date: string | Date;
    league_name: string;
    matchday: number | null;
    home: number | null;
    away: number | null;
    points: number | null;
    joker_week: string | Date | null;
    by_oracle: "ChatGPT" | "Grok" | null;
    updated_at: string | Date | null;
    total: number | null;
    jokers: Parameters<typeof toWeekJokers>[0];
  }>(
    db,
    sql`
      with open_matches as (
        select m.id, m.home_team, m.away_team, m.match_date, m.league_name, m.matchday, p.home, p.away, p.points, p.joker_week, p.by_oracle, p.updated_at,
          (count(*) over ())::int as total
        from ${matches} m left join ${matchPicks} p on p.match_id = m.id and p.user_id = ${userId}
        where ${openAt(sqlNow(clock))}
        order by m.match_date, m.id
        limit ${MAX_OPEN_PICKS}
      )
      select o.*, j.jokers
      from (select ${jokersAheadColumn(userId, clock)} as jokers) j left join open_matches o on true
      order by o.match_date, o.id`,
  );
  const open = rows.filter((r) => r.id !== null);
  return {
    total: Number(open[0]?.total ?? 0),
    matches: open.map((r) => ({
      matchId: Number(r.id),
      homeTeam: r.home_team,
      awayTeam: r.away_team,
      matchDate: new Date(r.match_date).toISOString(),
      leagueName: r.league_name,
      matchday: r.matchday === null ? null : Number(r.matchday),
      pick:
        r.home === null || r.away === null || r.updated_at === null
          ? null
          : toPick({
              matchId: Number(r.id),
              home: Number(r.home),
              away: Number(r.away),
              points: r.points,
              jokerWeek: r.joker_week === null ? null : new Date(r.joker_week),
              byOracle: r.by_oracle,
              updatedAt: new Date(r.updated_at),
            }),
    })),
    jokers: toWeekJokers(rows[0]?.jokers ?? []),
  };
}
