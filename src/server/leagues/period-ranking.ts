import { sql, type SQL } from "drizzle-orm";
import type { LeaguePeriod } from "../../shared/season";
import { queryRows, type Tx } from "../platform/db/client";
import { noQuestionPoints, playerQuestionPoints } from "../seasons/season-sql";
import { competitionCounted, rulesAdjustment } from "./league-rules";

/**
 * Every member of each open league, placed on a finished period ([start, end)) as the league's rules counted it
 * (league-rules.ts): rows (league_id, user_id, picks, points, exact, place, members), `picks` the counted ones, `place`
 * shared when level on points and exact hits, `members` the league's size. A member with no scored pick stands on 0.
 * A season's points add its season questions' points, of the competitions each league counted, as its table does
 * (league-table.ts). For a statement's `with`: Prophet of the Week and the month's and season's wrap-ups rank from it.
 */
export function periodRanking(period: LeaguePeriod, start: string, end: string): SQL {
  const questions =
    period === "season" ? playerQuestionPoints(sql`select lm.user_id`, start, end, competitionCounted(sql`lm.league_id`)) : noQuestionPoints;
  return sql`
    select league_id, user_id, picks, points, exact,
      rank() over (partition by league_id order by points desc, exact desc)::int as place,
      count(*) over (partition by league_id)::int as members
    from (
      select lm.league_id, lm.user_id, coalesce(t.picks, 0) - coalesce(a.picks, 0) as picks,
        coalesce(t.points, 0) - coalesce(a.points, 0) + coalesce(q.question_points, 0) as points,
        coalesce(t.exact, 0) - coalesce(a.exact, 0) as exact
      from league_members lm
      join leagues l on l.id = lm.league_id and l.closed_at is null
      left join player_period_totals t on t.user_id = lm.user_id and t.period = ${period} and t.period_start = ${start}::timestamptz
      left join lateral (${rulesAdjustment(sql`lm.league_id`, sql`select t.user_id`, start, end, true)}) a on true
      left join lateral (${questions}) q on true
    ) counted`;
}

/**
 * Claims a finished period [start, end) for whatever its end tells, in the caller's transaction: once every match kicking
 * off in it has settled (or its grace is over), by `claim`, an insert that returns a row when this caller took it and
 * none when another already had. True when the period is this caller's to tell.
 */
export async function claimSettledPeriod(tx: Tx, start: string, end: string, graceOver: boolean, claim: SQL): Promise<boolean> {
  if (!graceOver) {
    const [open] = await queryRows<{ unsettled: boolean }>(
      tx,
      sql`select exists (select 1 from matches where match_date >= ${start}::timestamptz and match_date < ${end}::timestamptz
          and settled_at is null and status in ('upcoming', 'live')) as unsettled`,
    );
    if (open!.unsettled) return false;
  }
  return (await queryRows(tx, claim)).length > 0;
}
