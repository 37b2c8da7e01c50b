import { sql } from "drizzle-orm";
import { POINTS } from "../../shared/constants";
import { LEAGUE_PERIODS, periodStartOf } from "../../shared/season";
import type { Tx } from "../db/client";

/**
 * Adds a scored match's picks to their players' week, month and season, the periods its kick-off
 * falls in (periodStartOf, as the league table reads them). Settlement's transaction, once per match.
 */
export async function addPickTotals(tx: Tx, matchId: number, kickOff: Date): Promise<void> {
  const periods = sql.join(
    LEAGUE_PERIODS.map((period) => sql`(${period}, ${periodStartOf(period, kickOff).toISOString()}::timestamptz)`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into player_period_totals (user_id, period, period_start, points, exact, picks)
    select p.user_id, k.period, k.start, p.points, (p.points = ${POINTS.exact})::int, 1
    from match_picks p cross join (values ${periods}) as k(period, start)
    where p.match_id = ${matchId} and p.points is not null
    on conflict (period, period_start, user_id) do update set
      points = player_period_totals.points + excluded.points,
      exact = player_period_totals.exact + excluded.exact,
      picks = player_period_totals.picks + excluded.picks`);
}
