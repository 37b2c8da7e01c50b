import { sql, type SQL } from "drizzle-orm";
import { POINTS } from "../../shared/constants";
import { countedPoints } from "../picks/pick-sql";
import { LEAGUE_PERIODS, periodStartOf } from "../../shared/season";
import { queryRows, type Db, type Tx } from "../platform/db/client";

/** The week, month and season a kick-off falls in, as (period, start) rows (periodStartOf, as the league table reads them). */
function periodsOf(kickOff: Date): SQL {
  const rows = sql.join(
    LEAGUE_PERIODS.map((period) => sql`(${period}, ${periodStartOf(period, kickOff).toISOString()}::timestamptz)`),
    sql`, `,
  );
  return sql`(values ${rows}) as k(period, start)`;
}

/**
 * Adds a scored match's picks to their players' periods, a joker's doubled, with what the jokers added and what the
 * oracles' picks for players brought kept apart (joker_points, oracle_points and oracle_picks). Settlement's transaction, once per match.
 */
export async function addPickTotals(tx: Tx, matchId: number, kickOff: Date): Promise<void> {
  await tx.execute(sql`
    insert into player_period_totals (user_id, period, period_start, points, joker_points, oracle_points, oracle_picks, exact, picks)
    select p.user_id, k.period, k.start, ${countedPoints}, ${countedPoints} - p.points,
      case when p.by_oracle is null then 0 else p.points end, (p.by_oracle is not null)::int, (p.points = ${POINTS.exact})::int, 1
    from match_picks p cross join ${periodsOf(kickOff)}
    where p.match_id = ${matchId} and p.points is not null
    on conflict (period, period_start, user_id) do update set
      points = player_period_totals.points + excluded.points,
      joker_points = player_period_totals.joker_points + excluded.joker_points,
      oracle_points = player_period_totals.oracle_points + excluded.oracle_points,
      oracle_picks = player_period_totals.oracle_picks + excluded.oracle_picks,
      exact = player_period_totals.exact + excluded.exact,
      picks = player_period_totals.picks + excluded.picks`);
}

/**
 * Adds settled matches' won and lost bets (payout minus stake; refunds are nothing) to their players'
 * periods, oldest settlement first. Not in settlement's transaction: an upsert per bettor and period
 * there made 100,000 bets take 4.1 s to settle instead of 1.3 s. Each match goes in once, in its own
 * transaction that claims it (matches.bet_totals_at): a crash before it commits leaves the match for the
 * next call, and a second instance waits on the claim and then finds nothing to do. Returns how many
 * matches it added.
 */
export async function addBetTotals(db: Db, limit = 50): Promise<number> {
  const pending = await queryRows<{ id: number }>(
    db,
    sql`select id from matches where settled_at is not null and bet_totals_at is null order by settled_at limit ${limit}`,
  );
  let added = 0;
  for (const { id } of pending) {
    added += await db.transaction(async (tx) => {
      const [claimed] = await queryRows<{ match_date: Date | string }>(
        tx,
        sql`update matches set bet_totals_at = now() where id = ${id} and bet_totals_at is null returning match_date`,
      );
      if (!claimed) return 0;
      await tx.execute(sql`
        insert into player_period_totals (user_id, period, period_start, credits_won)
        select b.user_id, k.period, k.start, coalesce(b.payout, 0) - b.stake
        from bets b cross join ${periodsOf(new Date(claimed.match_date))}
        where b.match_id = ${id} and b.outcome in ('won', 'lost')
        on conflict (period, period_start, user_id) do update set credits_won = player_period_totals.credits_won + excluded.credits_won`);
      return 1;
    });
  }
  return added;
}

/**
 * Adds a scored season question's points to its players' season rows, the season the day it was scored falls in
 * (docs/rules.md#season-questions): in `question_points`, apart from the picks' points. The scoring's transaction, once per question.
 */
export async function addQuestionTotals(tx: Tx, questionId: number, scoredAt: Date): Promise<void> {
  await tx.execute(sql`
    insert into player_period_totals (user_id, period, period_start, question_points)
    select a.user_id, 'season', ${periodStartOf("season", scoredAt).toISOString()}::timestamptz, a.points
    from season_answers a
    where a.question_id = ${questionId} and a.points > 0
    on conflict (period, period_start, user_id) do update set question_points = player_period_totals.question_points + excluded.question_points`);
}
