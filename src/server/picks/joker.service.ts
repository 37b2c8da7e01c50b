import { sql, type SQL } from "drizzle-orm";
import type { WeekJoker } from "../../shared/api/picks";
import { queryRows, type Db } from "../platform/db/client";
import { isUniqueViolation } from "../platform/db/errors";
import { sqlNow, type SqlClock } from "../platform/db/sql-clock";
import { matches, matchPicks } from "../platform/db/schema";
import { conflict } from "../platform/http/errors";
import { openAt, refusal } from "./picks.service";
import { kickOffWeek } from "./pick-sql";

// The joker (docs/rules.md#joker): once a week, by kick-off from Monday 00:00 UTC, a player may put it on one of
// their picks and double its points. It moves to another open pick of the week until the kick-off of the match it is
// on, and locks there. The pick holds it (match_picks.joker_week); one a player a week is the table's unique index.

export const NO_PICK_MESSAGE = "Pick a score first: the joker doubles a pick";

/**
 * Puts the caller's joker of the match's week on their pick of it, taking it off another open pick of that week.
 * 404 for an unknown match; 409 for one that has kicked off, one without the caller's pick, or a week whose joker
 * is already locked on a match under way or played.
 */
export async function putJoker(db: Db, userId: number, matchId: number, clock: SqlClock): Promise<WeekJoker> {
  const now = sqlNow(clock);
  let state: WeekJoker | null;
  try {
    state = await db.transaction(async (tx) => {
      const [target] = await queryRows<{ week: Date | string; picked: boolean }>(
        tx,
        sql`select ${kickOffWeek} as week, p.user_id is not null as picked
          from ${matches} m left join ${matchPicks} p on p.match_id = m.id and p.user_id = ${userId}
          where m.id = ${matchId} and ${openAt(now)}
          for update of m`,
      );
      if (!target) return null;
      if (!target.picked) throw conflict(NO_PICK_MESSAGE, "no_pick");
      const week = new Date(target.week).toISOString();
      const [held] = await queryRows<{ match_id: number; open: boolean; home_team: string; away_team: string }>(
        tx,
        sql`select p.match_id, (${openAt(now)}) as open, m.home_team, m.away_team
          from ${matchPicks} p join ${matches} m on m.id = p.match_id
          where p.user_id = ${userId} and p.joker_week = ${week}::timestamptz
          for update of p`,
      );
      if (held && Number(held.match_id) !== matchId) {
        if (!held.open) {
          throw conflict(`This week's joker is locked on ${held.home_team} v ${held.away_team} since its kick-off`, "joker_locked");
        }
        await tx.execute(sql`update ${matchPicks} set joker_week = null where user_id = ${userId} and match_id = ${held.match_id}`);
      }
      await tx.execute(sql`update ${matchPicks} set joker_week = ${week}::timestamptz where user_id = ${userId} and match_id = ${matchId}`);
      return { weekStart: week, matchId, locked: false };
    });
  } catch (err) {
    // Two moves of one week's joker at once: the index keeps one, and the other is asked again.
    if (isUniqueViolation(err)) throw conflict("Your joker moved at the same moment: please try again", "joker_race");
    throw err;
  }
  if (!state) throw await refusal(db, matchId);
  return state;
}

/** Takes the joker off the caller's pick of a match before its kick-off; where it is not, nothing changes. */
export async function removeJoker(db: Db, userId: number, matchId: number, clock: SqlClock): Promise<void> {
  const now = sqlNow(clock);
  const [open] = await queryRows<{ id: number }>(
    db,
    // The update runs whether or not the select reads it (a data-modifying WITH always does).
    sql`with gone as (
        update ${matchPicks} p set joker_week = null from ${matches} m
        where p.user_id = ${userId} and p.match_id = ${matchId} and m.id = p.match_id and ${openAt(now)}
        returning 1
      )
      select m.id from ${matches} m where m.id = ${matchId} and ${openAt(now)}`,
  );
  if (!open) throw await refusal(db, matchId);
}

/**
 * The caller's jokers from this week on, as one JSON array column (week, match_id, open), soonest week first: the open
 * picks' read carries it, so the sheet and its jokers come in one statement.
 */
export function jokersAheadColumn(userId: number, clock: SqlClock): SQL {
  const now = sqlNow(clock);
  return sql`(select coalesce(json_agg(json_build_object('week', p.joker_week, 'match_id', p.match_id, 'open', ${openAt(now)}) order by p.joker_week), '[]')
      from ${matchPicks} p join ${matches} m on m.id = p.match_id
      where p.user_id = ${userId} and p.joker_week >= date_trunc('week', ${now} at time zone 'UTC') at time zone 'UTC')`;
}

/** The jokers of jokersAheadColumn: where each is, and whether its match has kicked off (locked). */
export function toWeekJokers(rows: readonly { week: string; match_id: number; open: boolean }[]): WeekJoker[] {
  return rows.map((r) => ({ weekStart: new Date(r.week).toISOString(), matchId: Number(r.match_id), locked: !r.open }));
}
