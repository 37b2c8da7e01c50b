import { sql } from "drizzle-orm";
import type { LeagueHonours, LeagueTitle, MyLeague } from "../../shared/api/leagues";
import type { CrownedPeriod } from "../../shared/season";
import { queryRows, type Db } from "../platform/db/client";
import { memberLeague } from "./leagues.service";

type Honour = LeagueHonours["months"][number];

/**
 * A league's roll of honour (docs/rules.md#honours), for its members: each finished season's and month's winners as
 * they were crowned when its end was told (period-ends.ts), the latest first; winners level at the top share a line,
 * by name (they share the points too). A winner who has left the league stays on it.
 */
export async function leagueHonours(db: Db, userId: number, leagueId: number): Promise<LeagueHonours> {
  const league = await memberLeague(db, userId, leagueId);
  const rows = await queryRows<{ period: CrownedPeriod; period_start: Date | string; points: number; exact: number; winners: Honour["winners"] }>(
    db,
    sql`select h.period, h.period_start, min(h.points) as points, min(h.exact) as exact,
        json_agg(json_build_object('userId', h.user_id, 'username', u.username) order by u.username) as winners
      from league_honours h join users u on u.id = h.user_id
      where h.league_id = ${league.id} group by h.period, h.period_start order by h.period_start desc`,
  );
  const honours = (period: CrownedPeriod): Honour[] =>
    rows
      .filter((r) => r.period === period)
      .map((r) => ({ from: new Date(r.period_start).toISOString(), points: Number(r.points), exact: Number(r.exact), winners: r.winners }));
  return { seasons: honours("season"), months: honours("month") };
}

/**
 * The months and seasons a player won, from their leagues' rolls of honour, while the league is open (a title, like a
 * Prophet of the Week badge, stays after they leave it): the latest first, a season before the month it starts with.
 */
export async function leagueTitlesOf(db: Db, userId: number): Promise<LeagueTitle[]> {
  const rows = await queryRows<{
    league_id: number;
    name: string;
    period: CrownedPeriod;
    period_start: Date | string;
    points: number;
    exact: number;
    shared: boolean;
  }>(
    db,
    sql`select h.league_id, l.name, h.period, h.period_start, h.points, h.exact,
        exists (select 1 from league_honours o where o.league_id = h.league_id and o.period = h.period
          and o.period_start = h.period_start and o.user_id <> h.user_id) as shared
      from league_honours h join leagues l on l.id = h.league_id and l.closed_at is null
      where h.user_id = ${userId} order by h.period_start desc, h.period desc, l.name`,
  );
  return rows.map((r) => ({
    leagueId: Number(r.league_id),
    leagueName: r.name,
    period: r.period,
    from: new Date(r.period_start).toISOString(),
    points: Number(r.points),
    exact: Number(r.exact),
    shared: r.shared,
  }));
}

/** Each league's reigning champions (the winners of its latest crowned season), for the player's list of leagues. */
export async function reigningChampions(db: Db, leagueIds: number[]): Promise<Map<number, NonNullable<MyLeague["champions"]>>> {
  if (leagueIds.length === 0) return new Map();
  const rows = await queryRows<{ league_id: number; period_start: Date | string; usernames: string[] }>(
    db,
    sql`select distinct on (h.league_id) h.league_id, h.period_start, json_agg(u.username order by u.username) as usernames
      from league_honours h join users u on u.id = h.user_id
      where h.period = 'season' and h.league_id in (${sql.join(leagueIds, sql`, `)})
      group by h.league_id, h.period_start order by h.league_id, h.period_start desc`,
  );
  return new Map(rows.map((r) => [Number(r.league_id), { from: new Date(r.period_start).toISOString(), usernames: r.usernames }]));
}
