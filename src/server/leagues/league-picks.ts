import { sql } from "drizzle-orm";
import type { LeagueMemberPick, LeaguePicks, LeagueRules } from "../../shared/api/leagues";
import { LEAGUE_PICKS_SHOWN, type AiName } from "../../shared/constants";
import { bestFirst, pickAsItStands } from "../../shared/league-picks";
import { leaguePickPoints, parseScore, type Score } from "../../shared/scoring";
import { queryRows, type Db } from "../platform/db/client";
import { sqlNow, type SqlClock } from "../platform/db/sql-clock";
import { openAt } from "../picks/picks.service";
import { countedCompetition, rulesOf, rulesOfWeek } from "./league-rules";
import { memberLeague } from "./leagues.service";

/**
 * How far back the picks by match look for the league's matches: a league whose members stopped picking a month ago
 * shows none, and the read never walks a whole history of matches for one.
 */
const LOOK_BACK_DAYS = 28;

/** Matches' ids as a SQL list. */
const idList = (rows: readonly MatchRow[]) =>
  sql.join(
    rows.map((m) => sql`${m.id}::int`),
    sql`, `,
  );

interface MatchRow {
  id: number;
  home_team: string;
  away_team: string;
  league_name: string;
  match_date: Date | string;
  status: "upcoming" | "live" | "completed";
  actual_score: string | null;
  minute: number | null;
  revealed: boolean;
  pick_count: number;
}

/** A member's pick as read for the picks by match. */
export interface PickRow {
  match_id: number;
  user_id: number;
  username: string;
  home: number;
  away: number;
  points: number | null;
  by_oracle: AiName | null;
  joker: boolean;
}

/**
 * A member's pick as the league counts it under the week's `rules`: scored, or as it stands at the `live` score; an
 * oracle's pick worth nothing where the league leaves those out, a joker doubled only where jokers count double.
 */
export function memberPick(p: PickRow, rules: LeagueRules, live: Score | null, userId: number): LeagueMemberPick {
  const joker = p.joker && rules.jokers;
  const counted = p.by_oracle === null || rules.oraclePicks;
  const pick: LeagueMemberPick = {
    userId: Number(p.user_id),
    username: p.username,
    home: Number(p.home),
    away: Number(p.away),
    points: p.points === null ? null : leaguePickPoints(Number(p.points), { joker, counted }),
    final: p.points !== null,
    joker,
    byOracle: p.by_oracle,
    counted,
    isYou: Number(p.user_id) === userId,
  };
  return live ? pickAsItStands(pick, live) : pick;
}

/** A pick's columns as PickRow holds them, from `p` (match_picks) and `u` (its player). */
export const pickColumns = sql`p.match_id, p.user_id, u.username, p.home, p.away, p.points, p.by_oracle, p.joker_week is not null as joker`;

/**
 * A league's picks match by match (docs/rules.md#league-picks): its latest matches that have kicked off with every
 * member's pick and its points as the league counts them (as it stands while the match is live), and its next
 * matches with how many members picked and the caller's own pick only. Matches a member picked, of the competitions
 * the league counted that week. Kick-off is read by the clock that locks picks: no reply shows another member's pick
 * while it can still change.
 */
export async function leaguePicks(db: Db, userId: number, leagueId: number, clock: SqlClock, now = new Date()): Promise<LeaguePicks> {
  await memberLeague(db, userId, leagueId);
  const inForce = await rulesOf(db, leagueId, now);
  const at = sqlNow(clock);
  // Each part walks its status's matches by kick-off (matches_status_date_idx) and stops at its count: a member's
  // pick is looked up per match, never every pick the members ever made.
  const part = (status: MatchRow["status"], order: "asc" | "desc", limit: number, when = sql`true`) => sql`(
    select m.id, m.home_team, m.away_team, m.league_name, m.match_date, m.status, m.actual_score, m.minute,
      not (${openAt(at)}) as revealed, c.pick_count
    from matches m
    cross join lateral (
      select count(*)::int as pick_count from league_members lm join match_picks p on p.user_id = lm.user_id and p.match_id = m.id
      where lm.league_id = ${leagueId}
    ) c
    where m.status = ${status} and ${when}
      and m.match_date >= ${at} - make_interval(days => ${LOOK_BACK_DAYS}::int)
      and c.pick_count > 0
      and ${countedCompetition(leagueId, inForce)}
    order by m.match_date ${sql.raw(order)}, m.id ${sql.raw(order)} limit ${limit})`;
  const { played, next } = LEAGUE_PICKS_SHOWN;
  const rows = await queryRows<MatchRow>(
    db,
    sql`(select * from (
        ${part("completed", "desc", played)} union all ${part("live", "desc", played)}
        union all ${part("upcoming", "desc", played, sql`m.match_date <= ${at}`)}
      ) kicked_off order by match_date desc, id desc limit ${played})
      union all ${part("upcoming", "asc", next, sql`m.match_date > ${at}`)}`,
  );
  // The kicked-off ones the latest first, then the next ones the soonest first.
  const byKickOff = (a: MatchRow, b: MatchRow) => new Date(a.match_date).getTime() - new Date(b.match_date).getTime() || Number(a.id) - Number(b.id);
  const shown = [...rows.filter((m) => m.revealed).sort((a, b) => byKickOff(b, a)), ...rows.filter((m) => !m.revealed).sort(byKickOff)];
  if (shown.length === 0) return { matches: [] };
  const revealed = shown.filter((m) => m.revealed);
  // Every member's pick of the revealed matches, the caller's own of the others: others' picks before kick-off never
  // leave the database, only how many there are.
  const picks = await queryRows<PickRow>(
    db,
    sql`select ${pickColumns}
      from match_picks p join league_members lm on lm.user_id = p.user_id and lm.league_id = ${leagueId}
        join users u on u.id = p.user_id
      where p.match_id in (${revealed.length ? idList(revealed) : sql`null`})
        or (p.user_id = ${userId} and p.match_id in (${idList(shown)}))`,
  );
  const byMatch = new Map<number, PickRow[]>();
  for (const p of picks) byMatch.set(Number(p.match_id), [...(byMatch.get(Number(p.match_id)) ?? []), p]);
  return {
    matches: shown.map((m) => {
      const kickOff = new Date(m.match_date);
      const rules = rulesOfWeek(inForce.history, kickOff);
      const ofMatch = byMatch.get(Number(m.id)) ?? [];
      const live = m.status === "live" ? parseScore(m.actual_score) : null;
      return {
        matchId: Number(m.id),
        homeTeam: m.home_team,
        awayTeam: m.away_team,
        leagueName: m.league_name,
        matchDate: kickOff.toISOString(),
        status: m.status,
        score: m.status === "upcoming" ? null : m.actual_score,
        minute: m.status === "live" && m.minute !== null ? Number(m.minute) : null,
        revealed: m.revealed,
        pickCount: Number(m.pick_count),
        picks: ofMatch.map((p) => memberPick(p, rules, live, userId)).sort(bestFirst),
      };
    }),
  };
}
