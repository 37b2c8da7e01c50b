import { sql } from "drizzle-orm";
import type { MemberPicks } from "../../shared/api/leagues";
import { MEMBER_PICKS_SHOWN } from "../../shared/constants";
import { parseScore } from "../../shared/scoring";
import type { LeaguePeriod } from "../../shared/season";
import { queryRows, type Db } from "../platform/db/client";
import { sqlNow, type SqlClock } from "../platform/db/sql-clock";
import { notFound } from "../platform/http/errors";
import { openAt } from "../picks/picks.service";
import { memberPick, pickColumns, type PickRow } from "./league-picks";
import { countedCompetition, rulesOf, rulesOfWeek } from "./league-rules";
import { tableWindow } from "./league-table";
import { memberLeague } from "./leagues.service";

interface Row extends PickRow {
  home_team: string;
  away_team: string;
  match_date: Date | string;
  status: "upcoming" | "live" | "completed";
  actual_score: string | null;
  revealed: boolean;
}

/**
 * A member's picks behind their row of the league's table (docs/rules.md#member-picks): the period's matches of the
 * competitions the league counted, each pick as the league counts it under its week's rules. Another member's pick
 * before kick-off never leaves the database (the clock that locks picks decides), only how many there are; the
 * caller's own are counted the same way, so the list reads alike whoever opens it.
 */
export async function memberPicks(
  db: Db,
  userId: number,
  leagueId: number,
  memberId: number,
  period: LeaguePeriod,
  back: number,
  clock: SqlClock,
  now = new Date(),
): Promise<MemberPicks> {
  const league = await memberLeague(db, userId, leagueId);
  const { from, end, at } = tableWindow(league, period, back, now);
  const [member] = await queryRows<{ username: string }>(
    db,
    sql`select u.username from league_members lm join users u on u.id = lm.user_id where lm.league_id = ${leagueId} and lm.user_id = ${memberId}`,
  );
  if (!member) throw notFound("That player is not in this league", "unknown_member");
  const inForce = await rulesOf(db, leagueId, at);
  const rows = await queryRows<Row>(
    db,
    sql`select ${pickColumns}, m.home_team, m.away_team, m.match_date, m.status, m.actual_score, not (${openAt(sqlNow(clock))}) as revealed
      from match_picks p join matches m on m.id = p.match_id join users u on u.id = p.user_id
      where p.user_id = ${memberId} and m.match_date >= ${from.toISOString()}::timestamptz and m.match_date < ${end.toISOString()}::timestamptz
        and ${countedCompetition(leagueId, inForce)}
      order by m.match_date desc, m.id desc`,
  );
  const revealed = rows.filter((r) => r.revealed);
  return {
    userId: memberId,
    username: member.username,
    period,
    from: from.toISOString(),
    until: end.toISOString(),
    matches: revealed.slice(0, MEMBER_PICKS_SHOWN).map((r) => {
      const kickOff = new Date(r.match_date);
      const live = r.status === "live" ? parseScore(r.actual_score) : null;
      return {
        matchId: Number(r.match_id),
        homeTeam: r.home_team,
        awayTeam: r.away_team,
        matchDate: kickOff.toISOString(),
        status: r.status,
        score: r.status === "upcoming" ? null : r.actual_score,
        pick: memberPick(r, rulesOfWeek(inForce.history, kickOff), live, userId),
      };
    }),
    more: Math.max(0, revealed.length - MEMBER_PICKS_SHOWN),
    hidden: rows.length - revealed.length,
  };
}
