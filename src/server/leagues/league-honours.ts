import { sql } from "drizzle-orm";
import type { LeagueHonours, LeagueTitle, MyLeague } from "../../shared/api/leagues";
import { queryRows, type Db } from "../platform/db/client";
import { memberLeague } from "./leagues.service";

interface Row {
  period: "month" | "season";
  period_start: Date | string;
  points: number;
  exact: number;
  user_id: number;
  username: string;
}

/**
 * A league's roll of honour (docs/rules.md#honours), for its members: each finished season's and month's winners as
 * they were crowned when its end was told (period-ends.ts), the latest first; winners level at the top share a line,
 * by name. A winner who has left the league stays on it.
 */
export async function leagueHonours(db: Db, userId: number, leagueId: number): Promise<LeagueHonours> {
  const league = await memberLeague(db, userId, leagueId);
  const rows = await queryRows<Row>(
    db,
    sql`select h.period, h.period_start, h.points, h.exact, h.user_id, u.username
      from league_honours h join users u on u.id = h.user_id
      where h.league_id = ${league.id} order by h.period_start desc, u.username`,
  );
  const honours: LeagueHonours = { seasons: [], months: [] };
  for (const row of rows) {
    const list = row.period === "season" ? honours.seasons : honours.months;
    const from = new Date(row.period_start).toISOString();
    let honour = list.at(-1);
    if (honour?.from !== from) {
      honour = { from, points: Number(row.points), exact: Number(row.exact), winners: [] };
      list.push(honour);
    }
    honour.winners.push({ userId: Number(row.user_id), username: row.username });
  }
  return honours;
}

/**
 * The months and seasons a player won, from their leagues' rolls of honour, while the league is open (a title, like a
 * Prophet of the Week badge, stays after they leave it): the latest first, a season before the month it starts with.
 */
export async function leagueTitlesOf(db: Db, userId: number): Promise<LeagueTitle[]> {
  const rows = await queryRows<Omit<Row, "user_id" | "username"> & { league_id: number; name: string; shared: boolean }>(
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
  const champions = new Map<number, NonNullable<MyLeague["champions"]>>();
  if (leagueIds.length === 0) return champions;
  const rows = await queryRows<{ league_id: number; period_start: Date | string; username: string }>(
    db,
    sql`select h.league_id, h.period_start, u.username
      from league_honours h join users u on u.id = h.user_id
      where h.period = 'season' and h.league_id in (${sql.join(leagueIds, sql`, `)})
        and h.period_start = (select max(s.period_start) from league_honours s where s.league_id = h.league_id and s.period = 'season')
      order by u.username`,
  );
  for (const row of rows) {
    const leagueId = Number(row.league_id);
    const entry = champions.get(leagueId) ?? { from: new Date(row.period_start).toISOString(), usernames: [] };
    entry.usernames.push(row.username);
    champions.set(leagueId, entry);
  }
  return champions;
}
