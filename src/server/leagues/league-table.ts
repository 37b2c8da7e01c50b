import { sql } from "drizzle-orm";
import type { LeagueTable } from "../../shared/api/leagues";
import { POINTS, PREDICTOR_NAMES, type PredictorName } from "../../shared/constants";
import { periodBefore, periodEndOf, periodStartOf, type LeaguePeriod } from "../../shared/season";
import { queryRows, type Db } from "../platform/db/client";
import { notFound } from "../platform/http/errors";
import { guestQuestionPoints, noQuestionPoints, playerQuestionPoints } from "../seasons/season-sql";
import { countedCompetition, leagueAdjustment, rulesOf, type RulesInForce } from "./league-rules";
import { memberLeague } from "./leagues.service";

interface TableRow {
  kind: "member" | "guest";
  user_id: number | null;
  name: string;
  points: number;
  exact: number;
  picks: number;
  credits_won: number;
  joker_points: number;
  question_points: number;
  rank: number;
  prophet_weeks: number;
  prophet_last: Date | string | null;
  latest_week: Date | string | null;
}

/**
 * A league's table for a period (`back` periods before the current one) in one query: each member's row of the
 * period's totals (pick points, exact hits, scored picks and credits won on bets: kept after settlement,
 * period-totals.ts) ranked with SQL's rank() (equal points and exact hits share a rank), and the oracles and the
 * crowd as guests, scored on the league's matches (finished in the period, picked by a member) and placed where they
 * would stand.
 */
export async function leagueTable(db: Db, userId: number, leagueId: number, period: LeaguePeriod, back = 0, now = new Date()): Promise<LeagueTable> {
  return tableOf(db, userId, await memberLeague(db, userId, leagueId), period, back, now);
}

/** leagueTable of a league the caller is known to be in (the player's own list of leagues): no membership read. */
export async function tableOf(
  db: Db,
  userId: number,
  league: { id: number; createdAt: Date },
  period: LeaguePeriod,
  back = 0,
  now = new Date(),
): Promise<LeagueTable> {
  const leagueId = league.id;
  const { from, end, at, first } = tableWindow(league, period, back, now);
  const since = from.toISOString();
  const until = end.toISOString();
  const memberIds = sql`select user_id from league_members where league_id = ${leagueId}`;
  const rules = await rulesOf(db, leagueId, at);
  const counted = countedCompetition(leagueId, rules);
  const guests = sql.join(
    PREDICTOR_NAMES.map((name) => sql`(${name})`),
    sql`, `,
  );
  const rows = await queryRows<TableRow>(
    db,
    sql`
      with members as (select user_id from league_members where league_id = ${leagueId}),
      badges as (
        select user_id, count(*)::int as weeks, max(week_start) as last from league_badges
        where league_id = ${leagueId} and week_start < ${until}::timestamptz group by user_id
      ),
      latest as (select max(week_start) as week from league_badges where league_id = ${leagueId} and week_start < ${until}::timestamptz),
      -- What the league's rules take off, week by week: other competitions, jokers counted single, oracles' picks.
      ruled as (${leagueAdjustment(leagueId, rules, memberIds, since, until)}),
      -- The season's table adds the season questions scored in it, of the competitions the league counted.
      answered as (${period === "season" ? playerQuestionPoints(memberIds, since, until, counted) : noQuestionPoints}),
      member_rows as (
        select mb.user_id, coalesce(t.points, 0) - coalesce(a.points, 0) as points, coalesce(t.exact, 0) - coalesce(a.exact, 0) as exact,
          coalesce(t.picks, 0) - coalesce(a.picks, 0) as picks, coalesce(t.credits_won, 0) as credits_won,
          coalesce(t.joker_points, 0) - coalesce(a.jokers, 0) as joker_points, coalesce(q.question_points, 0) as question_points
        from members mb left join player_period_totals t
          on t.period = ${period} and t.period_start = ${since}::timestamptz and t.user_id = mb.user_id
        left join ruled a on a.user_id = mb.user_id
        left join answered q on q.user_id = mb.user_id
      ),
      league_matches as (
        select m.id from matches m
        where m.status = 'completed' and m.match_date >= ${since}::timestamptz and m.match_date < ${until}::timestamptz
          and exists (select 1 from match_picks p where p.match_id = m.id and p.points is not null and p.user_id in (select user_id from members))
          -- and of a competition the league counted that week.
          and ${counted}
      ),
      guests_answered as (${period === "season" ? guestQuestionPoints(since, until, counted) : noQuestionPoints}),
      guest_rows as (
        select g.name, coalesce(sum(pr.points), 0)::int as points,
          (count(*) filter (where pr.points = ${POINTS.exact}))::int as exact, count(pr.points)::int as picks,
          coalesce(max(q.question_points), 0)::int as question_points
        from (values ${guests}) as g(name)
        left join (select name, sum(question_points) as question_points from guests_answered group by name) q on q.name = g.name
        left join predictions pr on pr.ai_name = g.name and pr.points is not null and pr.match_id in (select id from league_matches)
        group by g.name
      )
      select 'member' as kind, r.user_id, u.username as name, r.points, r.exact, r.picks, r.credits_won, r.joker_points, r.question_points,
        (rank() over (order by r.points + r.question_points desc, r.exact desc))::int as rank,
        coalesce(b.weeks, 0) as prophet_weeks, b.last as prophet_last, (select week from latest) as latest_week
      from member_rows r join users u on u.id = r.user_id left join badges b on b.user_id = r.user_id
      union all
      select 'guest', null, g.name, g.points, g.exact, g.picks, 0, 0, g.question_points,
        (1 + (select count(*) from member_rows r where (r.points + r.question_points, r.exact) > (g.points + g.question_points, g.exact)))::int,
        0, null, (select week from latest)
      from guest_rows g
      order by rank, name`,
  );
  return {
    period,
    from: since,
    until,
    back,
    earlier: periodBefore(period, now, back + 1) >= first,
    rows: rows
      .filter((r) => r.kind === "member")
      .map((r) => ({
        rank: Number(r.rank),
        userId: Number(r.user_id),
        username: r.name,
        points: Number(r.points),
        exact: Number(r.exact),
        picks: Number(r.picks),
        questionPoints: Number(r.question_points),
        creditsWon: Number(r.credits_won),
        jokerPoints: Number(r.joker_points),
        isYou: Number(r.user_id) === userId,
        prophetWeeks: Number(r.prophet_weeks),
      })),
    guests: rows
      .filter((r) => r.kind === "guest")
      .map((r) => ({
        name: r.name as PredictorName,
        wouldRank: Number(r.rank),
        points: Number(r.points),
        exact: Number(r.exact),
        picks: Number(r.picks),
        questionPoints: Number(r.question_points),
      })),
    ...periodRules(rules, from, at),
    prophetOfTheWeek: latestProphets(rows),
  };
}

/**
 * The period a league's table counts (`back` periods before the current one), and the moment it is counted at: an
 * earlier period as it stood at its end (its last week's rules, its own prophets). 404 before the league's first.
 */
export function tableWindow(league: { createdAt: Date }, period: LeaguePeriod, back: number, now: Date) {
  const from = periodBefore(period, now, back);
  const end = periodEndOf(period, from);
  // A league's tables go back to the period it was made in (the current one always stands, whatever the clocks say).
  const first = periodStartOf(period, league.createdAt);
  if (back > 0 && from < first) throw notFound("This league's tables start in the period it was made", "unknown_period");
  return { from, end, at: back === 0 ? now : new Date(end.getTime() - 1), first };
}

/** The rules a period's table is counted under: those of its latest week, and whether an earlier week had others. */
function periodRules(view: RulesInForce, from: Date, now: Date): Pick<LeagueTable, "rules" | "rulesChanged"> {
  const thisWeek = periodStartOf("week", now).getTime();
  const changed = view.history.some((r) => Date.parse(r.fromWeek) > from.getTime() && Date.parse(r.fromWeek) <= thisWeek);
  return { rules: view.rules, rulesChanged: changed };
}

/** The latest week's prophets among the members still in the league (every row carries the week). */
function latestProphets(rows: TableRow[]): LeagueTable["prophetOfTheWeek"] {
  const week = rows[0]?.latest_week;
  if (!week) return null;
  const at = new Date(week).getTime();
  return {
    weekStart: new Date(week).toISOString(),
    userIds: rows
      .filter((r) => r.kind === "member" && r.prophet_last !== null && new Date(r.prophet_last).getTime() === at)
      .map((r) => Number(r.user_id)),
  };
}
