import { sql } from "drizzle-orm";
import type { ProphetBadge } from "../../shared/api/leagues";
import { PROPHET_WEEK_GRACE_DAYS } from "../../shared/constants";
import { periodStartOf } from "../../shared/season";
import { queryRows, type Db } from "../platform/db/client";
import { noticesFrom } from "../notifications/notify";
import { claimSettledPeriod, periodRanking } from "./period-ranking";

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** How many finished weeks back a server that was down still awards. */
const AWARD_WEEKS_BACK = 4;

/**
 * Awards 'Prophet of the Week' for each of the last four finished weeks not yet awarded: in
 * each open league of two or more members, the members ranked first on the week's pick points and
 * exact hits (ties share it), with at least one point; every other member with a counted pick is told
 * their place in the week (a league_week notification). A week is awarded once every match kicking off
 * in it has settled, or PROPHET_WEEK_GRACE_DAYS after it ends when one never does. Each week in its own
 * transaction that claims it (badge_weeks), so a second instance waits and then finds it taken.
 * Returns the weeks it awarded.
 */
export async function awardProphetBadges(db: Db, now = new Date()): Promise<number> {
  const thisWeek = periodStartOf("week", now).getTime();
  const firstWeek = thisWeek - AWARD_WEEKS_BACK * WEEK_MS;
  const taken = new Set(
    (
      await queryRows<{ week_start: Date | string }>(
        db,
        sql`select week_start from badge_weeks where week_start >= ${new Date(firstWeek).toISOString()}::timestamptz`,
      )
    ).map((r) => new Date(r.week_start).getTime()),
  );
  let awarded = 0;
  for (let week = firstWeek; week < thisWeek; week += WEEK_MS) {
    if (taken.has(week)) continue;
    const start = new Date(week).toISOString();
    const end = new Date(week + WEEK_MS).toISOString();
    const graceOver = now.getTime() >= week + WEEK_MS + PROPHET_WEEK_GRACE_DAYS * DAY_MS;
    awarded += await db.transaction(async (tx) => {
      const claim = sql`insert into badge_weeks (week_start) values (${start}::timestamptz) on conflict do nothing returning week_start`;
      if (!(await claimSettledPeriod(tx, start, end, graceOver, claim))) return 0;
      // Every member of each open league of two or more, placed on the week (period-ranking.ts): the first (with a point)
      // wear the badge, and each other member who had a pick counted hears where they finished, in the one statement.
      await tx.execute(sql`
        with ranked as (${periodRanking("week", start, end)}),
        awarded as (
          insert into league_badges (league_id, week_start, user_id, points, exact)
          select league_id, ${start}::timestamptz, user_id, points, exact from ranked where members >= 2 and place = 1 and points > 0
          returning league_id, user_id, points
        )
        ${noticesFrom(
          ["user_id", "kind", "league_id", "amount", "exact", "place", "members", "detail"],
          sql`select user_id, 'prophet_badge', league_id, points, null::int, null::int, null::int, ${start} from awarded
            union all
            select user_id, 'league_week', league_id, points, exact, place, members, ${start} from ranked
            where members >= 2 and picks > 0 and not (place = 1 and points > 0)`,
        )}`);
      return 1;
    });
  }
  return awarded;
}

/** A player's badges in their open leagues, the latest week first. */
export async function prophetBadgesOf(db: Db, userId: number): Promise<ProphetBadge[]> {
  const rows = await queryRows<{ league_id: number; name: string; week_start: Date | string; points: number; exact: number }>(
    db,
    sql`select b.league_id, l.name, b.week_start, b.points, b.exact
      from league_badges b join leagues l on l.id = b.league_id and l.closed_at is null
      where b.user_id = ${userId} order by b.week_start desc, l.name`,
  );
  return rows.map((r) => ({
    leagueId: Number(r.league_id),
    leagueName: r.name,
    weekStart: new Date(r.week_start).toISOString(),
    points: Number(r.points),
    exact: Number(r.exact),
  }));
}
