import { sql, type SQL } from "drizzle-orm";
import { POINTS, SEASON_START_MONTH } from "../../shared/constants";
import type { Tx } from "../db/client";

/**
 * The week (from Monday), month and season (from 1 July) a match counts in, by its kick-off in UTC:
 * the same instants as periodStartOf (shared/season.ts) gives a moment in them.
 */
function periodsOf(kickOff: SQL): SQL {
  const utc = sql`(${kickOff} at time zone 'UTC')`;
  return sql`(values
    ('week', date_trunc('week', ${utc}) at time zone 'UTC'),
    ('month', date_trunc('month', ${utc}) at time zone 'UTC'),
    ('season', make_timestamptz(extract(year from ${utc})::int - case when extract(month from ${utc}) < ${SEASON_START_MONTH} then 1 else 0 end,
      ${SEASON_START_MONTH}, 1, 0, 0, 0, 'UTC'))) as k(period, start)`;
}

/** Adds a scored match's picks to their players' week, month and season. Settlement's transaction, once per match. */
export async function addPickTotals(tx: Tx, matchId: number): Promise<void> {
  await tx.execute(sql`
    insert into player_period_totals (user_id, period, period_start, points, exact, picks)
    select p.user_id, k.period, k.start, p.points, (p.points = ${POINTS.exact})::int, 1
    from match_picks p join matches m on m.id = p.match_id cross join lateral ${periodsOf(sql`m.match_date`)}
    where p.match_id = ${matchId} and p.points is not null
    on conflict (period, period_start, user_id) do update set
      points = player_period_totals.points + excluded.points,
      exact = player_period_totals.exact + excluded.exact,
      picks = player_period_totals.picks + excluded.picks`);
}
