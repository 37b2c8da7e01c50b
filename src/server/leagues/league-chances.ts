import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { LeagueChances } from "../../shared/api/leagues";
import { AI_NAMES, JOKER_MULTIPLIER, POINTS } from "../../shared/constants";
import { parseScore, type Score } from "../../shared/scoring";
import { isRevealed, isSealedGrid } from "../../shared/sealed-forecast";
import { periodEndOf, periodStartOf, type LeaguePeriod } from "../../shared/season";
import { queryRows, type Db } from "../platform/db/client";
import { blendGrids, gridFromCall, gridFromSealed } from "../oracles/statistical/call-grid";
import { MAX_GOALS, dixonColesGrid, type ScoreGrid } from "../oracles/statistical/score-distribution";
import { memberLeague } from "./leagues.service";
import { leagueAdjustment, rulesOf } from "./league-rules";
import { titleChancesYielding, type RaceMatch, type RaceMember } from "./title-race";

// "Can I still win?" for a league's week or month (docs/rules.md#can-i-still-win): the period's table so far, every
// member's picks on the matches still to be scored, and a forecast for each match, played out by title-race.ts.

/** A match nobody has forecast (no oracle answered yet): an average league match, 1.45 to 1.15 goals. */
const AVERAGE_MATCH = dixonColesGrid(1.45, 1.15, -0.05);

/** Figures by the state they were drawn from: the same state gives the same figures to every reader. */
const drawn = new Map<string, Promise<LeagueChances["members"]>>();
const DRAWN_KEPT = 500;

interface MemberRow {
  user_id: number;
  points: number;
  exact: number;
}
interface MatchRow {
  id: number;
  status: string;
  actual_score: string | null;
  kick_off: Date | string;
  match_date: Date | string;
}
interface PickRow {
  user_id: number;
  match_id: number;
  home: number;
  away: number;
  joker: boolean;
  by_oracle: boolean;
}
interface LockedJokerRow {
  user_id: number;
  week: Date | string;
}
interface PredictionRow {
  match_id: number;
  predicted_score: string;
  confidence: number;
  prob_home: number | null;
  prob_draw: number | null;
  prob_away: number | null;
  score_grid: number[] | null;
}

export async function leagueChances(
  db: Db,
  userId: number,
  leagueId: number,
  period: Exclude<LeaguePeriod, "season">,
  now = new Date(),
): Promise<LeagueChances> {
  await memberLeague(db, userId, leagueId);
  const from = periodStartOf(period, now).toISOString();
  const to = periodEndOf(period, now).toISOString();
  // The weeks still to play are counted under the rules of this one: a change waits for next week, and the
  // figures are drawn again then.
  const inForce = await rulesOf(db, leagueId, now);
  const { rules } = inForce;
  const members = await queryRows<MemberRow>(
    db,
    // The table's points, as the league's rules count them (league-rules.ts).
    sql`select mb.user_id, coalesce(t.points, 0) - coalesce(a.points, 0) as points, coalesce(t.exact, 0) - coalesce(a.exact, 0) as exact
      from league_members mb left join player_period_totals t
        on t.period = ${period} and t.period_start = ${from}::timestamptz and t.user_id = mb.user_id
      left join (${leagueAdjustment(leagueId, inForce, sql`select user_id from league_members where league_id = ${leagueId}`, from, to)}) a
        on a.user_id = mb.user_id
      where mb.league_id = ${leagueId} order by mb.user_id`,
  );

  // Still to be scored: kicked off in the period and not yet settled (settlement adds a match's picks to the table).
  const matches = await queryRows<MatchRow>(
    db,
    sql`select id, status, actual_score, coalesce(reveal_at, match_date) as kick_off, match_date from matches
      where match_date >= ${from}::timestamptz and match_date < ${to}::timestamptz and settled_at is null
        and status in ('upcoming', 'live', 'completed')
        ${rules.competitions ? sql`and league_id in ${sql`(${sql.join(rules.competitions, sql`, `)})`}` : sql``}
      order by id`,
  );
  const ids = matches.map((m) => m.id);
  const [picks, predictions, lockedJokers] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          queryRows<PickRow>(
            db,
            sql`select p.user_id, p.match_id, p.home, p.away, p.joker_week is not null as joker, p.by_oracle is not null as by_oracle from match_picks p
              join league_members mb on mb.user_id = p.user_id and mb.league_id = ${leagueId}
              where p.match_id in ${sql`(${sql.join(ids, sql`, `)})`} order by p.match_id, p.user_id`,
          ),
          queryRows<PredictionRow>(
            db,
            sql`select match_id, predicted_score, confidence, prob_home, prob_draw, prob_away, score_grid from predictions
              where match_id in ${sql`(${sql.join(ids, sql`, `)})`} and ai_name in ${sql`(${sql.join([...AI_NAMES], sql`, `)})`}
              order by match_id, ai_name`,
          ),
          // The period's weeks whose joker a kick-off has locked (a week that began in the month before included).
          queryRows<LockedJokerRow>(
            db,
            sql`select p.user_id, p.joker_week as week from match_picks p
              join league_members mb on mb.user_id = p.user_id and mb.league_id = ${leagueId}
              join matches m on m.id = p.match_id
              where p.joker_week >= ${from}::timestamptz - interval '7 days' and p.joker_week < ${to}::timestamptz
                and not (m.status = 'upcoming' and m.match_date > ${now.toISOString()}::timestamptz)
              order by p.user_id, p.joker_week`,
          ),
        ]);

  const state = JSON.stringify([
    leagueId,
    period,
    from,
    members,
    matches.map((m) => [m.id, m.status, m.actual_score, isRevealed(new Date(m.kick_off), now)]),
    picks,
    predictions,
    lockedJokers,
    rules,
  ]);
  const key = createHash("sha256").update(state).digest();
  const name = key.toString("hex");
  let figures = drawn.get(name);
  if (!figures) {
    const raceMatches = matches.map((m) =>
      raceMatchOf(
        m,
        predictions.filter((p) => p.match_id === m.id),
        now,
      ),
    );
    // The weeks with a match still to kick off, where a joker not yet locked can still go.
    const openWeeks = new Set(
      matches.filter((_, k) => raceMatches[k]!.current === null).map((m) => periodStartOf("week", new Date(m.match_date)).getTime()),
    );
    const raceMembers: RaceMember[] = members.map((m) => {
      // An oracle's pick for the member counts half, or not at all where the league leaves such picks out.
      const own = picks.filter((p) => p.user_id === m.user_id && (rules.oraclePicks || !p.by_oracle));
      const locked = new Set(lockedJokers.filter((j) => j.user_id === m.user_id).map((j) => new Date(j.week).getTime()));
      const spareWeeks = [...openWeeks].filter((week) => !locked.has(week)).length;
      return {
        userId: Number(m.user_id),
        points: Number(m.points),
        exact: Number(m.exact),
        picks: new Map(own.map((p) => [Number(p.match_id), { home: p.home, away: p.away }])),
        jokers: new Set(rules.jokers ? own.filter((p) => p.joker).map((p) => Number(p.match_id)) : []),
        byOracle: new Set(own.filter((p) => p.by_oracle).map((p) => Number(p.match_id))),
        jokerSpare: rules.jokers ? spareWeeks * POINTS.exact * (JOKER_MULTIPLIER - 1) : 0,
      };
    });
    figures = titleChancesYielding({ members: raceMembers, matches: raceMatches, seed: key.readUInt32BE(0) }).then((chances) =>
      chances.map((c) => ({ userId: c.userId, chance: c.chance, mostStillPossible: c.mostStillPossible, outOfRunning: c.outOfRunning })),
    );
    // Readers of one state while it is drawn wait for the one draw; a failed draw is not kept.
    figures.catch(() => drawn.delete(name));
    if (drawn.size >= DRAWN_KEPT) drawn.delete(drawn.keys().next().value!);
    drawn.set(name, figures);
  }
  return { period, from, matchesLeft: matches.length, matchIds: ids, members: await figures };
}

/**
 * A match as the race plays it. A finished match not yet settled ends as it ended. A match under way is drawn from
 * the oracles' sealed forecasts, public since kick-off, from the score now on; one still to kick off from their
 * published calls and confidence (the grids are sealed until then).
 */
function raceMatchOf(match: MatchRow, predictions: PredictionRow[], now: Date): RaceMatch {
  const kickedOff = match.status !== "upcoming" || isRevealed(new Date(match.kick_off), now);
  const current: Score | null = kickedOff ? (parseScore(match.actual_score) ?? { home: 0, away: 0 }) : null;
  if (match.status === "completed" && current) return { id: match.id, current, grid: pointAt(current) };
  const grids: ScoreGrid[] = [];
  for (const p of predictions) {
    const call = parseScore(p.predicted_score);
    if (kickedOff && isSealedGrid(p.score_grid)) grids.push(gridFromSealed(p.score_grid));
    else if (call) {
      const published =
        p.prob_home !== null && p.prob_draw !== null && p.prob_away !== null ? { home: p.prob_home, draw: p.prob_draw, away: p.prob_away } : null;
      grids.push(gridFromCall(call, p.confidence, published));
    }
  }
  return { id: match.id, current, grid: grids.length > 0 ? blendGrids(grids) : AVERAGE_MATCH };
}

/** All the chance on one score; a side beyond the grid's reach stands at its edge, as title-race reads it. */
function pointAt(score: Score): ScoreGrid {
  const grid = new Float64Array(AVERAGE_MATCH.length);
  grid[Math.min(score.home, MAX_GOALS) * (MAX_GOALS + 1) + Math.min(score.away, MAX_GOALS)] = 1;
  return grid;
}
