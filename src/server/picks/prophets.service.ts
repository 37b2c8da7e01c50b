import { sql, type SQL } from "drizzle-orm";
import type { Prophets, ProphetRow } from "../../shared/api/picks";
import { POINTS, PREDICTOR_NAMES, type PredictorName } from "../../shared/constants";
import { PROPHETS_SHOWN } from "../../shared/pick-rules";
import { periodEndOf, periodStartOf, type LeaguePeriod } from "../../shared/season";
import { queryRows, type Db } from "../platform/db/client";
import { guestQuestionPoints, noQuestionPoints } from "../seasons/season-sql";

/**
 * The oracles' and the crowd's points, exact hits and scored predictions on the matches `matchIds`
 * (a query of match ids): the guests of a table, one row each (name, points, exact, picks), every
 * guest present even with nothing scored.
 */
export function guestTotals(matchIds: SQL, questions: { since: string; until: string } | null): SQL {
  const names = sql.join(
    PREDICTOR_NAMES.map((name) => sql`(${name})`),
    sql`, `,
  );
  // The season's table adds the season questions scored in it (docs/rules.md#season-questions).
  const answered = questions ? guestQuestionPoints(questions.since, questions.until) : noQuestionPoints;
  return sql`
    select g.name, coalesce(sum(pr.points), 0)::int as points,
      (count(*) filter (where pr.points = ${POINTS.exact}))::int as exact, count(pr.points)::int as picks,
      coalesce(max(a.question_points), 0)::int as question_points
    from (values ${names}) as g(name)
    left join (select name, sum(question_points) as question_points from (${answered}) q group by name) a on a.name = g.name
    left join predictions pr on pr.ai_name = g.name and pr.points is not null and pr.match_id in (${matchIds})
    group by g.name`;
}

/** The Prophets table's one statement (prophetsTable), for the period starting at `since`. */
export function prophetsQuery(userId: number, period: LeaguePeriod, since: string, until: string): SQL {
  const ofPeriod = sql`period = ${period} and period_start = ${since}::timestamptz and (picks > 0 or question_points > 0)`;
  // The lines ranked by counting the players ahead of them (more points, or as many and more exact
  // hits: SQL rank()'s rule, so a tie shares the rank): the caller's, then each guest's.
  const keys = ["you", ...PREDICTOR_NAMES];
  const aheadCounts = sql.join(
    keys.map(
      (key) =>
        sql`count(*) filter (where (f.points + f.question_points, f.exact) > (select points + question_points, exact from probes where key = ${key}))`,
    ),
    sql`, `,
  );
  const keyArray = sql`array[${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )}]::text[]`;
  return sql`
    with top as (
      select t.*, (rank() over (order by t.points + t.question_points desc, t.exact desc))::int as rank
      from (
        select user_id, points, exact, picks, question_points, joker_points from player_period_totals where ${ofPeriod}
        order by points + question_points desc, exact desc, user_id limit ${PROPHETS_SHOWN}
      ) t
    ),
    period_matches as (
      select m.id from matches m
      where m.status = 'completed' and m.match_date >= ${since}::timestamptz
        and exists (select 1 from match_picks p where p.match_id = m.id and p.points is not null)
    ),
    probes as (
      select 'you'::text as key, user_id, points, exact, picks, question_points, joker_points from player_period_totals where ${ofPeriod} and user_id = ${userId}
      union all
      select g.name, null, g.points, g.exact, g.picks, g.question_points, 0
      from (${guestTotals(sql`select id from period_matches`, period === "season" ? { since, until } : null)}) g
    ),
    -- One pass over the period's players counts those ahead of every probe (each probe's figures
    -- are read once, before the pass).
    counts as (
      select count(*)::int as players, array[${aheadCounts}]::int[] as ahead
      from player_period_totals f where ${ofPeriod}
    )
    select 'top' as kind, t.user_id, u.username as name, t.points, t.exact, t.picks, t.question_points, t.joker_points, t.rank, 0 as players
    from top t join users u on u.id = t.user_id
    union all
    select case when p.key = 'you' then 'you' else 'guest' end, p.user_id, coalesce(u.username, p.key), p.points, p.exact, p.picks, p.question_points,
      p.joker_points, 1 + c.ahead[array_position(${keyArray}, p.key)], c.players
    from probes p cross join counts c left join users u on u.id = p.user_id`;
}

/**
 * The caller's picks on the matches kicking off in the period [since, until) that have no result yet:
 * to be played, being played, or postponed (scored once played, docs/rules.md#matches). A cancelled
 * match's pick is never scored, so it waits for nothing. One player's picks, by the key's first column.
 */
export function waitingPicksQuery(userId: number, since: string, until: string): SQL {
  return sql`
    select count(*)::int as picks from match_picks p join matches m on m.id = p.match_id
    where p.user_id = ${userId} and p.points is null and m.status in ('upcoming', 'live', 'postponed')
      and m.match_date >= ${since}::timestamptz and m.match_date < ${until}::timestamptz`;
}

/** A guest's line as a table's reply carries it: the rank it would have among the players, and its figures. */
export function toGuest(line: {
  name: string | null;
  rank: number;
  points: number;
  exact: number;
  picks: number;
  question_points: number;
}): Prophets["guests"][number] {
  return {
    name: line.name as PredictorName,
    wouldRank: Number(line.rank),
    points: Number(line.points),
    exact: Number(line.exact),
    picks: Number(line.picks),
    questionPoints: Number(line.question_points),
  };
}

interface Line {
  kind: "top" | "you" | "guest";
  user_id: number | null;
  name: string | null;
  points: number;
  exact: number;
  picks: number;
  question_points: number;
  joker_points: number;
  rank: number;
  /** On the caller's and the guests' lines: how many players the period ranks. */
  players: number;
}

/**
 * The Prophets table for a period, in one query: every player with a scored pick in the period, from
 * their row of player_period_totals (kept by settlement, leagues/period-totals.ts), ranked by points
 * with exact hits breaking ties (SQL rank(): equal both, equal rank). Only the top PROPHETS_SHOWN are
 * read out with their names; the caller's line and the guests (the oracles and the crowd, scored on
 * the period's finished matches that at least one player picked) are ranked in one pass that counts
 * the players ahead of each. The global version of a league's table (leagues.service.ts). It reads
 * one row per player ranked in the period: bench/prophets-table.ts times it for 20,000.
 */
export async function prophetsTable(db: Db, userId: number, period: LeaguePeriod, now = new Date()): Promise<Prophets> {
  const since = periodStartOf(period, now).toISOString();
  const until = periodEndOf(period, now).toISOString();
  const [lines, [waiting]] = await Promise.all([
    queryRows<Line>(db, prophetsQuery(userId, period, since, until)),
    queryRows<{ picks: number }>(db, waitingPicksQuery(userId, since, until)),
  ]);
  const row = (line: Line): ProphetRow => ({
    rank: Number(line.rank),
    userId: Number(line.user_id),
    username: line.name ?? "",
    points: Number(line.points),
    exact: Number(line.exact),
    picks: Number(line.picks),
    questionPoints: Number(line.question_points),
    jokerPoints: Number(line.joker_points),
    isYou: Number(line.user_id) === userId,
  });
  const you = lines.find((l) => l.kind === "you");
  return {
    period,
    from: since,
    // Every guest has a line, and each carries the count.
    players: Number(lines.find((l) => l.kind === "guest")?.players ?? 0),
    rows: lines
      .filter((l) => l.kind === "top")
      .map(row)
      .sort((a, b) => a.rank - b.rank || b.points + b.questionPoints - (a.points + a.questionPoints) || a.userId - b.userId),
    you: you ? row(you) : null,
    waiting: Number(waiting?.picks ?? 0),
    guests: lines
      .filter((l) => l.kind === "guest")
      .map(toGuest)
      // Guests ahead of all the same players still stand in their own order.
      .sort(
        (a, b) =>
          a.wouldRank - b.wouldRank ||
          b.points + b.questionPoints - (a.points + a.questionPoints) ||
          b.exact - a.exact ||
          a.name.localeCompare(b.name),
      ),
  };
}
