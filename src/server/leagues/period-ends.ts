import { sql } from "drizzle-orm";
import { PROPHET_WEEK_GRACE_DAYS } from "../../shared/constants";
import { CROWNED_PERIODS, periodBefore, periodEndOf } from "../../shared/season";
import { queryRows, type Db } from "../platform/db/client";
import { noticesFrom } from "../notifications/notify";
import { claimSettledPeriod, periodRanking } from "./period-ranking";

const DAY_MS = 86_400_000;
/** A month or season is told of only this soon after it ends: a server that was down longer, or a new one, stays quiet. */
const TELL_WITHIN_DAYS = 14;

/**
 * Tells every member of each open league of two or more who had a pick the league counted in the month (or season)
 * just finished where they finished it (docs/rules.md#period-ends): a league_month or league_season notification with
 * their place, the league's size and their points, and puts its winners on the league's roll of honour
 * (league_honours). Once every match kicking off in it has settled, or
 * PROPHET_WEEK_GRACE_DAYS after it ends; each period in its own transaction that claims it (league_period_ends).
 * Returns how many periods it told of.
 */
export async function tellLeaguePeriodEnds(db: Db, now = new Date()): Promise<number> {
  // The month and season just finished, while their end is recent enough to tell: most days neither is, and nothing is read.
  const due = CROWNED_PERIODS.map((period) => {
    const from = periodBefore(period, now, 1);
    return { period, from, end: periodEndOf(period, from) };
  }).filter(({ end }) => now.getTime() < end.getTime() + TELL_WITHIN_DAYS * DAY_MS);
  if (due.length === 0) return 0;
  const earliest = new Date(Math.min(...due.map((p) => p.from.getTime()))).toISOString();
  const told = new Set(
    (
      await queryRows<{ period: string; period_start: Date | string }>(
        db,
        sql`select period, period_start from league_period_ends where period_start >= ${earliest}::timestamptz`,
      )
    ).map((r) => `${r.period}:${new Date(r.period_start).getTime()}`),
  );
  let count = 0;
  for (const { period, from, end } of due) {
    if (told.has(`${period}:${from.getTime()}`)) continue;
    const [start, until] = [from.toISOString(), end.toISOString()];
    const graceOver = now.getTime() >= end.getTime() + PROPHET_WEEK_GRACE_DAYS * DAY_MS;
    count += await db.transaction(async (tx) => {
      const claim = sql`insert into league_period_ends (period, period_start) values (${period}, ${start}::timestamptz) on conflict do nothing returning period`;
      if (!(await claimSettledPeriod(tx, start, until, graceOver, claim))) return 0;
      // Its winners (first, with a point) go on each league's roll of honour, in the statement that tells everyone.
      await tx.execute(sql`
        with ranked as (${periodRanking(period, start, until)}),
        crowned as (
          insert into league_honours (league_id, period, period_start, user_id, points, exact)
          select league_id, ${period}, ${start}::timestamptz, user_id, points, exact from ranked where members >= 2 and place = 1 and points > 0
        )
        ${noticesFrom(
          ["user_id", "kind", "league_id", "amount", "exact", "place", "members", "detail"],
          sql`select user_id, ${`league_${period}`}, league_id, points, exact, place, members, ${start} from ranked
            where members >= 2 and picks > 0`,
        )}`);
      return 1;
    });
  }
  return count;
}
