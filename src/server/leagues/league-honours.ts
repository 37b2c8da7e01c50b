import { sql } from "drizzle-orm";
import type { LeagueHonours } from "../../shared/api/leagues";
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
