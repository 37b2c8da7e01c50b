import { sql } from "drizzle-orm";
import type { MatchLeaguePicks } from "../../shared/api/leagues";
import { LEAGUE_MATCH_PICKS_SHOWN } from "../../shared/constants";
import { bestFirst } from "../../shared/league-picks";
import { parseScore } from "../../shared/scoring";
import { queryRows, type Db } from "../platform/db/client";
import { sqlNow, type SqlClock } from "../platform/db/sql-clock";
import { notFound } from "../platform/http/errors";
import { openAt } from "../picks/picks.service";
import { memberPick, pickColumns, type PickRow } from "./league-picks";
import { rulesOfWeek, type RulesInForce } from "./league-rules";

interface MatchRow {
  league_id: number;
  match_date: Date | string;
  status: string;
  actual_score: string | null;
  revealed: boolean;
}

interface LeagueRow {
  id: number;
  name: string;
  member_count: number;
  /** Its rules rows, the latest first (as RulesInForce's history). */
  history: RulesInForce["history"];
}

/**
 * One match's picks in the caller's leagues (docs/rules.md#league-picks), for its page: every open league of theirs
 * that counts the match's competition in its week and where a member picked it, by name, with how many did; from
 * kick-off its best picks as that league counts them (as it stands while live), the caller's always among them.
 * Kick-off is read by the clock that locks picks, so before it no other member's pick leaves the database: only
 * their count.
 */
export async function matchLeaguePicks(db: Db, userId: number, matchId: number, clock: SqlClock): Promise<MatchLeaguePicks> {
  const [match] = await queryRows<MatchRow>(
    db,
    sql`select m.league_id, m.match_date, m.status, m.actual_score, not (${openAt(sqlNow(clock))}) as revealed from matches m where m.id = ${matchId}`,
  );
  if (!match) throw notFound("Match not found", "unknown_match");
  const kickOff = new Date(match.match_date);
  // The caller's open leagues with their sizes and rules rows, in one read.
  const leagues = await queryRows<LeagueRow>(
    db,
    sql`select l.id, l.name,
        (select count(*)::int from league_members c where c.league_id = l.id) as member_count,
        coalesce((select json_agg(json_build_object('jokers', r.jokers, 'oraclePicks', r.oracle_picks,
            'competitions', r.competitions, 'fromWeek', r.from_week) order by r.from_week desc)
          from league_rules r where r.league_id = l.id), '[]') as history
      from league_members me join leagues l on l.id = me.league_id
      where me.user_id = ${userId} and l.closed_at is null
      order by lower(l.name), l.id`,
  );
  const counting = leagues
    .map((league) => ({ league, rules: rulesOfWeek(league.history, kickOff) }))
    .filter(({ rules }) => rules.competitions === null || rules.competitions.includes(Number(match.league_id)));
  const reply: MatchLeaguePicks = { revealed: match.revealed, leagueCount: counting.length, leagues: [] };
  if (counting.length === 0) return reply;
  const ids = sql.join(
    counting.map(({ league }) => sql`${league.id}::int`),
    sql`, `,
  );
  // From kick-off every member's pick, grouped by league; before it only how many picked in each.
  const picksOf = new Map<number, PickRow[]>();
  const countOf = new Map<number, number>();
  if (match.revealed) {
    const rows = await queryRows<PickRow & { league_id: number }>(
      db,
      sql`select lm.league_id, ${pickColumns}
        from league_members lm join match_picks p on p.user_id = lm.user_id and p.match_id = ${matchId}
          join users u on u.id = p.user_id
        where lm.league_id in (${ids})`,
    );
    for (const row of rows) {
      const id = Number(row.league_id);
      const list = picksOf.get(id);
      if (list) list.push(row);
      else picksOf.set(id, [row]);
    }
  } else {
    const rows = await queryRows<{ league_id: number; picks: number }>(
      db,
      sql`select lm.league_id, count(*)::int as picks
        from league_members lm join match_picks p on p.user_id = lm.user_id and p.match_id = ${matchId}
        where lm.league_id in (${ids}) group by lm.league_id`,
    );
    for (const row of rows) countOf.set(Number(row.league_id), Number(row.picks));
  }
  const live = match.status === "live" ? parseScore(match.actual_score) : null;
  for (const { league, rules } of counting) {
    const pickCount = (match.revealed ? picksOf.get(Number(league.id))?.length : countOf.get(Number(league.id))) ?? 0;
    if (pickCount === 0) continue;
    const picks = (picksOf.get(Number(league.id)) ?? []).map((p) => memberPick(p, rules, live, userId)).sort(bestFirst);
    reply.leagues.push({
      leagueId: Number(league.id),
      name: league.name,
      memberCount: Number(league.member_count),
      pickCount,
      picks: shownPicks(picks),
    });
  }
  return reply;
}

/** The best LEAGUE_MATCH_PICKS_SHOWN, the caller's in the last place where it is not among them. */
export function shownPicks<P extends { isYou: boolean }>(sorted: P[]): P[] {
  if (sorted.length <= LEAGUE_MATCH_PICKS_SHOWN) return sorted;
  const top = sorted.slice(0, LEAGUE_MATCH_PICKS_SHOWN);
  const mine = sorted.find((p) => p.isYou);
  return mine && !top.includes(mine) ? [...top.slice(0, -1), mine] : top;
}
