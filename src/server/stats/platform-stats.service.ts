import { sql } from "drizzle-orm";
import type { BetStats, MatchStats, UserStats } from "../../shared/api/stats";
import { queryRows, type Db } from "../platform/db/client";
import { betTotals } from "../bets/bet-totals.service";

const TOP = 3;
const RECENT_MATCHES = 5;

export async function userStats(db: Db): Promise<UserStats> {
  const [counts] = await queryRows<{ total: number; active: number; fresh: number }>(
    db,
    sql`
    select count(*)::int as total,
      count(*) filter (where last_seen_at > now() - interval '24 hours')::int as active,
      count(*) filter (where created_at > now() - interval '7 days')::int as fresh
    from users`,
  );
  const profits = (order: "desc" | "asc") =>
    queryRows<{ username: string; net: number }>(
      db,
      sql`
      select u.username, sum(b.payout - b.stake)::bigint as net
      from bets b join users u on u.id = b.user_id
      where b.outcome is not null
      group by u.id, u.username
      having sum(b.payout - b.stake) ${order === "desc" ? sql`> 0` : sql`< 0`}
      order by net ${order === "desc" ? sql`desc` : sql`asc`}, u.id
      limit ${TOP}`,
    );
  const [winners, losers] = await Promise.all([profits("desc"), profits("asc")]);
  return {
    totalUsers: counts?.total ?? 0,
    activeToday: counts?.active ?? 0,
    newThisWeek: counts?.fresh ?? 0,
    topWinners: winners.map((w) => ({ username: w.username, netProfit: w.net })),
    topLosers: losers.map((l) => ({ username: l.username, netProfit: l.net })),
  };
}

export async function matchStats(db: Db): Promise<MatchStats> {
  const [counts] = await queryRows<{ total: number; upcoming: number; live: number; completed: number }>(
    db,
    sql`
    select count(*)::int as total,
      count(*) filter (where status = 'upcoming')::int as upcoming,
      count(*) filter (where status = 'live')::int as live,
      count(*) filter (where status = 'completed')::int as completed
    from matches`,
  );
  const recent = await queryRows<{
    id: number;
    home_team: string;
    away_team: string;
    match_date: Date | string;
    actual_score: string | null;
    chat: number | null;
    grok: number | null;
  }>(
    db,
    sql`
    select m.id, m.home_team, m.away_team, m.match_date, m.actual_score,
      max(p.points) filter (where p.ai_name = 'ChatGPT') as chat,
      max(p.points) filter (where p.ai_name = 'Grok') as grok
    from matches m left join predictions p on p.match_id = m.id
    where m.status = 'completed'
    group by m.id
    order by m.match_date desc
    limit ${RECENT_MATCHES}`,
  );
  return {
    total: counts?.total ?? 0,
    upcoming: counts?.upcoming ?? 0,
    live: counts?.live ?? 0,
    completed: counts?.completed ?? 0,
    recentCompleted: recent.map((r) => ({
      id: r.id,
      homeTeam: r.home_team,
      awayTeam: r.away_team,
      matchDate: new Date(r.match_date).toISOString(),
      actualScore: r.actual_score,
      points: { ChatGPT: r.chat === null ? null : Number(r.chat), Grok: r.grok === null ? null : Number(r.grok) },
    })),
  };
}

export async function betStats(db: Db): Promise<BetStats> {
  // The house edge is the admin's figure; the public page shows the rest.
  const { houseEdge: _houseEdge, ...totals } = await betTotals(db);
  return totals;
}
