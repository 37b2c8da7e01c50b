import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { LeagueRules, LeagueRulesBody, LeagueRulesView } from "../../shared/api/leagues";
import { POINTS } from "../../shared/constants";
import { periodStartOf } from "../../shared/season";
import type { Db, Tx } from "../platform/db/client";
import { leagueRules } from "../platform/db/schema";
import { badRequest } from "../platform/http/errors";
import { competitionsList } from "../matches/competitions";
import { countedPoints, kickOffWeek } from "../picks/pick-sql";

// A league's rules (docs/rules.md#league-rules): whether jokers count double, and whether picks an oracle made for a
// member count. The owner's change applies from the next week, and every week keeps the rules it was counted under.

/** What a league counts until its owner says otherwise: the game's own rules. */
export const DEFAULT_RULES: LeagueRules = { jokers: true, oraclePicks: true, competitions: null };

const WEEK_MS = 7 * 86_400_000;
const nextWeekOf = (now: Date) => new Date(periodStartOf("week", now).getTime() + WEEK_MS);

/** The rules in force now, the change waiting for next week, and every row so far (latest first). */
export type RulesInForce = Omit<LeagueRulesView, "competitionList">;

/** The rules a league counted a week under (the week `at` falls in): its latest change from that week or before. */
export function rulesOfWeek(history: RulesInForce["history"], at: Date): LeagueRules {
  const week = periodStartOf("week", at).getTime();
  const row = history.find((r) => Date.parse(r.fromWeek) <= week);
  return row ? { jokers: row.jokers, oraclePicks: row.oraclePicks, competitions: row.competitions } : DEFAULT_RULES;
}

/** What the league counts by: one read of its few rules rows, for every table and draw. */
export async function rulesOf(db: Db | Tx, leagueId: number, now: Date): Promise<RulesInForce> {
  const rows = await db.select().from(leagueRules).where(eq(leagueRules.leagueId, leagueId)).orderBy(desc(leagueRules.fromWeek));
  const history = rows.map((r) => ({
    jokers: r.jokers,
    oraclePicks: r.oraclePicks,
    competitions: r.competitions,
    fromWeek: r.fromWeek.toISOString(),
  }));
  const thisWeek = periodStartOf("week", now).getTime();
  return { rules: rulesOfWeek(history, now), next: history.find((r) => Date.parse(r.fromWeek) > thisWeek) ?? null, history };
}

/** The rules as the league page shows them, with the competitions the owner may choose from (a read of every match). */
export async function rulesView(db: Db, leagueId: number, now: Date): Promise<LeagueRulesView> {
  return { ...(await rulesOf(db, leagueId, now)), competitionList: await competitionsList(db) };
}

/** Whether two sets of rules count alike. */
const sameRules = (a: LeagueRules, b: LeagueRules) =>
  a.jokers === b.jokers && a.oraclePicks === b.oraclePicks && JSON.stringify(a.competitions) === JSON.stringify(b.competitions);

/**
 * The owner's rules from next Monday on. Asking for the rules already in force takes back a change still waiting;
 * the week under way is never recounted.
 */
export async function setRules(db: Db, leagueId: number, body: LeagueRulesBody, now: Date): Promise<LeagueRulesView> {
  const from = nextWeekOf(now);
  const competitionList = await competitionsList(db);
  const known = new Set(competitionList.map((c) => c.id));
  if (body.competitions?.some((id) => !known.has(id))) throw badRequest("competitions names a competition the game has no matches of");
  const wanted: LeagueRules = {
    jokers: body.jokers,
    oraclePicks: body.oraclePicks,
    competitions: body.competitions ? [...new Set(body.competitions)].sort((a, b) => a - b) : null,
  };
  await db.transaction(async (tx) => {
    const { rules } = await rulesOf(tx, leagueId, now);
    if (sameRules(rules, wanted)) {
      await tx.delete(leagueRules).where(and(eq(leagueRules.leagueId, leagueId), eq(leagueRules.fromWeek, from)));
      return;
    }
    await tx
      .insert(leagueRules)
      .values({ leagueId, fromWeek: from, ...wanted })
      .onConflictDoUpdate({ target: [leagueRules.leagueId, leagueRules.fromWeek], set: wanted });
  });
  return { ...(await rulesOf(db, leagueId, now)), competitionList };
}

/**
 * What a league's rules take off its members' period totals, kicked off in [since, until): for each member (a user_id
 * of `members`, a SQL list), week by week under that week's rules, the whole of a match outside the competitions
 * that count, the jokers' doubling where jokers count single, and the oracles' picks where they are left out. As
 * rows (user_id, points, exact, picks, jokers: the doubling's part of points) for a table's query to subtract; a
 * member with nothing taken off has no row, and a league with no rules row takes nothing off. `leagueId` may be a
 * column of the query around it (Prophet of the Week awards every league at once). Only a league that ever chose
 * competitions (`byCompetition`) reads every pick of the period; the others read the jokers' and oracles' picks only,
 * through their partial index.
 */
export function rulesAdjustment(leagueId: number | SQL, members: SQL, since: string, until: string, byCompetition: boolean): SQL {
  return sql`
    select p.user_id,
      coalesce(sum(case when o.out then ${countedPoints}
        else case when not r.jokers then ${countedPoints} - p.points else 0 end
          + case when not r.oracle_picks and p.by_oracle is not null then p.points else 0 end end), 0)::int as points,
      (count(*) filter (where o.out and p.points = ${POINTS.exact}))::int as exact,
      (count(*) filter (where o.out or (not r.oracle_picks and p.by_oracle is not null)))::int as picks,
      coalesce(sum(${countedPoints} - p.points) filter (where o.out or not r.jokers), 0)::int as jokers
    from match_picks p join matches m on m.id = p.match_id
    cross join lateral (${rulesOfMatchWeek(leagueId)}) r
    cross join lateral (select r.competitions is not null and not (m.league_id = any(r.competitions)) as out) o
    where p.points is not null and p.user_id in (${members})
      ${byCompetition ? sql`` : sql`and (p.joker_week is not null or p.by_oracle is not null)`}
      and m.match_date >= ${since}::timestamptz and m.match_date < ${until}::timestamptz
    group by p.user_id`;
}

/** Whether a league ever chose competitions: its tables then read every pick of a period (rulesAdjustment). */
const choseCompetitions = (rules: RulesInForce) => rules.history.some((r) => r.competitions !== null);

/**
 * rulesAdjustment for one league whose rules have been read: a league that never set any (most) has nothing taken
 * off, and its table reads no pick for it.
 */
export function leagueAdjustment(leagueId: number, inForce: RulesInForce, members: SQL, since: string, until: string): SQL {
  if (inForce.history.length === 0) return sql`select 0 as user_id, 0 as points, 0 as exact, 0 as picks, 0 as jokers where false`;
  return rulesAdjustment(leagueId, members, since, until, choseCompetitions(inForce));
}

/** The league's rules row for the week a match (as `m`) kicks off in, for a lateral join: none when it never chose. */
function rulesOfMatchWeek(leagueId: number | SQL): SQL {
  return sql`select lr.jokers, lr.oracle_picks, lr.competitions from league_rules lr
    where lr.league_id = ${leagueId} and lr.from_week <= ${kickOffWeek} order by lr.from_week desc limit 1`;
}

/** Whether a match (as `m`) is of a competition the league counted in its week: always, for a league that never chose. */
export function countedCompetition(leagueId: number, inForce: RulesInForce): SQL {
  if (!choseCompetitions(inForce)) return sql`true`;
  return competitionCounted(leagueId);
}

/** countedCompetition for a league whose rules are not read first (a column of a statement over every league). */
export function competitionCounted(leagueId: number | SQL): SQL {
  return sql`not exists (
    select 1 from (${rulesOfMatchWeek(leagueId)}) r where r.competitions is not null and not (m.league_id = any(r.competitions))
  )`;
}
