import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { LeagueRules, LeagueRulesBody, LeagueRulesView } from "../../shared/api/leagues";
import { periodStartOf } from "../../shared/season";
import type { Db, Tx } from "../platform/db/client";
import { leagueRules } from "../platform/db/schema";

// A league's rules (docs/rules.md#league-rules): whether jokers count double, and whether picks an oracle made for a
// member count. The owner's change applies from the next week, and every week keeps the rules it was counted under.

/** What a league counts until its owner says otherwise: the game's own rules. */
export const DEFAULT_RULES: LeagueRules = { jokers: true, oraclePicks: true };

const WEEK_MS = 7 * 86_400_000;
const nextWeekOf = (now: Date) => new Date(periodStartOf("week", now).getTime() + WEEK_MS);

/** The rules in force now, the change waiting for next week, and every row so far (latest first). */
export async function rulesView(db: Db | Tx, leagueId: number, now: Date): Promise<LeagueRulesView> {
  const rows = await db.select().from(leagueRules).where(eq(leagueRules.leagueId, leagueId)).orderBy(desc(leagueRules.fromWeek));
  const thisWeek = periodStartOf("week", now).getTime();
  const current = rows.find((r) => r.fromWeek.getTime() <= thisWeek);
  const pending = rows.find((r) => r.fromWeek.getTime() > thisWeek);
  return {
    rules: current ? { jokers: current.jokers, oraclePicks: current.oraclePicks } : DEFAULT_RULES,
    next: pending ? { jokers: pending.jokers, oraclePicks: pending.oraclePicks, fromWeek: pending.fromWeek.toISOString() } : null,
    history: rows.map((r) => ({ fromWeek: r.fromWeek.toISOString(), jokers: r.jokers, oraclePicks: r.oraclePicks })),
  };
}

/**
 * The owner's rules from next Monday on. Asking for the rules already in force takes back a change still waiting;
 * the week under way is never recounted.
 */
export async function setRules(db: Db, leagueId: number, body: LeagueRulesBody, now: Date): Promise<LeagueRulesView> {
  const from = nextWeekOf(now);
  await db.transaction(async (tx) => {
    const { rules } = await rulesView(tx, leagueId, now);
    if (rules.jokers === body.jokers && rules.oraclePicks === body.oraclePicks) {
      await tx.delete(leagueRules).where(and(eq(leagueRules.leagueId, leagueId), eq(leagueRules.fromWeek, from)));
      return;
    }
    await tx
      .insert(leagueRules)
      .values({ leagueId, fromWeek: from, jokers: body.jokers, oraclePicks: body.oraclePicks })
      .onConflictDoUpdate({ target: [leagueRules.leagueId, leagueRules.fromWeek], set: { jokers: body.jokers, oraclePicks: body.oraclePicks } });
  });
  return rulesView(db, leagueId, now);
}

/**
 * What a league's rules take off its members' period totals, kicked off in [since, until): for each member (a user_id
 * of `members`, a SQL list), the jokers' doubling in weeks that count them single, and the oracles' picks (points and
 * picks) in weeks that leave them out. As rows (user_id, points, picks, jokers: the doubling's part of points) for a
 * table's query to subtract; a league
 * with no rules row takes nothing off.
 */
export function rulesAdjustment(leagueId: number, members: SQL, since: string, until: string): SQL {
  return sql`
    select p.user_id,
      coalesce(sum(case when not r.jokers and p.joker_week is not null then p.points else 0 end
        + case when not r.oracle_picks and p.by_oracle is not null then p.points else 0 end), 0)::int as points,
      (count(*) filter (where not r.oracle_picks and p.by_oracle is not null))::int as picks,
      coalesce(sum(p.points) filter (where not r.jokers and p.joker_week is not null), 0)::int as jokers
    from match_picks p join matches m on m.id = p.match_id
    cross join lateral (
      select lr.jokers, lr.oracle_picks from league_rules lr
      where lr.league_id = ${leagueId} and lr.from_week <= date_trunc('week', m.match_date at time zone 'UTC') at time zone 'UTC'
      order by lr.from_week desc limit 1
    ) r
    where (p.joker_week is not null or p.by_oracle is not null) and p.points is not null and p.user_id in (${members})
      and m.match_date >= ${since}::timestamptz and m.match_date < ${until}::timestamptz
    group by p.user_id`;
}
