import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Crowd, PickBody, PickSummary, PlayerPick } from "../../shared/api/picks";
import { CROWD_NAME, POINTS } from "../../shared/constants";
import { countedPoints } from "./pick-sql";
import { summariseCrowd, type PickCount } from "../../shared/crowd";
import type { Score } from "../../shared/scoring";
import { seasonStartOf } from "../../shared/season";
import { queryRows, type Db, type Tx } from "../platform/db/client";
import { sqlNow, type SqlClock } from "../platform/db/sql-clock";
import { matches, matchPicks, predictions } from "../platform/db/schema";
import { revealInstantSql } from "../matches/reveal";
import { conflict, notFound } from "../platform/http/errors";
import { matchExists } from "../matches/match-view";
import { noticePicksScored } from "../notifications/notify";

type PickRow = Pick<typeof matchPicks.$inferSelect, "matchId" | "home" | "away" | "points" | "jokerWeek" | "byOracle" | "updatedAt">;

/** The one mapping every pick reply goes through. */
export function toPick(row: PickRow): PlayerPick {
  return {
    matchId: row.matchId,
    home: row.home,
    away: row.away,
    points: row.points,
    joker: row.jokerWeek !== null,
    byOracle: row.byOracle,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A pick's columns as raw SQL returns them (queryRows): numbers and timestamps may come as text. */
export interface RawPickRow {
  match_id: number;
  home: number;
  away: number;
  points: number | null;
  joker_week: string | Date | null;
  by_oracle: "ChatGPT" | "Grok" | null;
  updated_at: string | Date;
}

/** toPick from a raw row. */
export function fromRawPick(row: RawPickRow): PlayerPick {
  return toPick({
    matchId: Number(row.match_id),
    home: Number(row.home),
    away: Number(row.away),
    points: row.points,
    jokerWeek: row.joker_week === null ? null : new Date(row.joker_week),
    byOracle: row.by_oracle,
    updatedAt: new Date(row.updated_at),
  });
}

/** What a pick after kick-off is told: by the single save (409), and beside the match in a batch save's refusals. */
export const PICKS_CLOSED_MESSAGE = "Picks are locked at kick-off: this match is no longer open";

/** Why a pick cannot be made, changed or removed now: an unknown match (404) or one that has kicked off (409). */
export async function refusal(db: Db, matchId: number): Promise<Error> {
  if (!(await matchExists(db, matchId))) return notFound("Match not found", "unknown_match");
  return conflict(PICKS_CLOSED_MESSAGE, "picks_closed");
}

/** A match (as `m`) still open for picks at `now` (sqlNow): upcoming, its kick-off ahead. */
export const openAt = (now: SQL) => sql`m.status = 'upcoming' and m.match_date > ${now}`;

/** A pick as a write takes it: the match and the score. */
export interface PickWrite {
  matchId: number;
  home: number;
  away: number;
}

/**
 * Makes or changes the caller's picks in one statement, each written only while its match is upcoming
 * and its kick-off is ahead by `clock` (the database's): a pick racing kick-off is either in before it
 * or left out, never stored after it. Returns the picks written; a match left out was closed or
 * unknown. The single save and the batch save both go through here, so they refuse alike. No match
 * may appear twice (Postgres refuses to update a row twice in one statement).
 */
export async function writeOpenPicks(db: Db | Tx, userId: number, picks: readonly PickWrite[], clock: SqlClock): Promise<PlayerPick[]> {
  if (picks.length === 0) return [];
  const now = sqlNow(clock);
  const wanted = sql.join(
    picks.map((p) => sql`(${p.matchId}::int, ${p.home}::int, ${p.away}::int)`),
    sql`, `,
  );
  const rows = await queryRows<RawPickRow>(
    db,
    sql`
      insert into ${matchPicks} (user_id, match_id, home, away, created_at, updated_at)
      select ${userId}, m.id, w.home, w.away, ${now}, ${now}
      from (values ${wanted}) as w(match_id, home, away) join ${matches} m on m.id = w.match_id
      where ${openAt(now)}
      on conflict (user_id, match_id) do update set home = excluded.home, away = excluded.away, updated_at = excluded.updated_at
      returning match_id, home, away, points, joker_week, by_oracle, updated_at`,
  );
  return rows.map(fromRawPick);
}

/** Makes or changes the caller's pick on one match until its kick-off (writeOpenPicks); 404 or 409 otherwise. */
export async function savePick(db: Db, userId: number, matchId: number, body: PickBody, clock: SqlClock): Promise<PlayerPick> {
  const [saved] = await writeOpenPicks(db, userId, [{ matchId, home: body.home, away: body.away }], clock);
  if (!saved) throw await refusal(db, matchId);
  return saved;
}

/** Takes the caller's pick back before kick-off; removing a pick that is not there changes nothing. */
export async function removePick(db: Db, userId: number, matchId: number, clock: SqlClock): Promise<void> {
  const now = sqlNow(clock);
  const [open] = await queryRows<{ removed: number }>(
    db,
    sql`
      with gone as (
        delete from ${matchPicks} p using ${matches} m
        where p.user_id = ${userId} and p.match_id = ${matchId} and m.id = p.match_id and ${openAt(now)}
        returning 1
      )
      select (select count(*)::int from gone) as removed from ${matches} m
      where m.id = ${matchId} and ${openAt(now)}`,
  );
  if (!open) throw await refusal(db, matchId);
}

/** The caller's own pick on a match, or null; 404 for a match that does not exist. */
export async function pickOf(db: Db, userId: number, matchId: number): Promise<PlayerPick | null> {
  const [row] = await db
    .select({ pick: matchPicks })
    .from(matches)
    .leftJoin(matchPicks, and(eq(matchPicks.matchId, matches.id), eq(matchPicks.userId, userId)))
    .where(eq(matches.id, matchId));
  if (!row) throw notFound("Match not found", "unknown_match");
  return row.pick ? toPick(row.pick) : null;
}

/**
 * How the crowd picked, from kick-off only: before it no reply may show anything of other players'
 * picks (a share is as telling as a pick when few have picked). Kick-off by the clock that locks the
 * picks, so no instance shows the crowd while another still takes picks.
 */
export async function crowdOf(db: Db, matchId: number, clock: SqlClock): Promise<Crowd> {
  const [match] = await db
    .select({ revealed: sql<boolean>`${revealInstantSql} <= ${sqlNow(clock)}` })
    .from(matches)
    .where(eq(matches.id, matchId));
  if (!match) throw notFound("Match not found", "unknown_match");
  if (match.revealed !== true) {
    throw conflict("How the crowd picked is shown from kick-off, when picks are locked", "crowd_sealed");
  }
  return summariseCrowd(await pickCounts(db, matchId));
}

/** The players' own picks of one match (not those an oracle made for them), counted by score. */
export async function pickCounts(db: Db | Tx, matchId: number): Promise<PickCount[]> {
  const rows = await queryRows<{ home: number; away: number; count: number }>(
    db,
    sql`select home, away, count(*)::int as count from ${matchPicks} where match_id = ${matchId} and by_oracle is null group by home, away`,
  );
  return rows.map((r) => ({ home: Number(r.home), away: Number(r.away), count: Number(r.count) }));
}

/** Points per match to two decimals; null over no matches. */
const perMatch = (points: number, matches: number) => (matches === 0 ? null : Math.round((points / matches) * 100) / 100);

/**
 * The caller's season as a prophet: picks on matches kicking off since the season's start (points with jokers
 * doubled), and the same scored matches' points of each oracle (and of the crowd where it had a pick) beside theirs.
 */
export async function pickSummary(db: Db, userId: number, now = new Date()): Promise<PickSummary> {
  const seasonStart = seasonStartOf(now);
  const oracle = (name: string) => sql`(select points from ${predictions} where match_id = p.match_id and ai_name = ${name})`;
  const [row] = await queryRows<
    Record<"picks" | "scored" | "points" | "base" | "exact" | "chat" | "grok" | "crowd_matches" | "crowd" | "you_with_crowd", number>
  >(
    db,
    sql`
      select count(*)::int as picks, count(p.points)::int as scored, coalesce(sum(c.counted), 0)::int as points,
        coalesce(sum(p.points), 0)::int as base,
        (count(*) filter (where p.points = ${POINTS.exact}))::int as exact,
        coalesce(sum(o.chat) filter (where p.points is not null), 0)::int as chat,
        coalesce(sum(o.grok) filter (where p.points is not null), 0)::int as grok,
        (count(o.crowd) filter (where p.points is not null))::int as crowd_matches,
        coalesce(sum(o.crowd) filter (where p.points is not null), 0)::int as crowd,
        coalesce(sum(p.points) filter (where o.crowd is not null), 0)::int as you_with_crowd
      from ${matchPicks} p join ${matches} m on m.id = p.match_id
      cross join lateral (select ${countedPoints} as counted) c
      cross join lateral (select ${oracle("ChatGPT")} as chat, ${oracle("Grok")} as grok, ${oracle(CROWD_NAME)} as crowd) o
      where p.user_id = ${userId} and m.match_date >= ${seasonStart.toISOString()}::timestamptz`,
  );
  const n = (key: keyof NonNullable<typeof row>) => Number(row?.[key] ?? 0);
  return {
    seasonStart: seasonStart.toISOString(),
    points: n("points"),
    picks: n("picks"),
    scored: n("scored"),
    exact: n("exact"),
    pointsPerMatch: perMatch(n("points"), n("scored")),
    versus: {
      matches: n("scored"),
      // Score for score against the oracles, who hold no joker.
      you: perMatch(n("base"), n("scored")),
      chatGPT: perMatch(n("chat"), n("scored")),
      grok: perMatch(n("grok"), n("scored")),
      crowdMatches: n("crowd_matches"),
      youWithCrowd: perMatch(n("you_with_crowd"), n("crowd_matches")),
      crowd: perMatch(n("crowd"), n("crowd_matches")),
    },
  };
}

/**
 * Scores every pick of a finished match in one statement, by the oracles' rules (scoring.ts): exact
 * 10, else the outcome 5, else the margin |home − away| 3, else 0, an oracle's pick for the player half of it
 * rounded down (docs/rules.md#oracle-picks), and tells each picker in a second
 * (notify.ts). Runs in settlement's transaction, which settles a match once.
 */
export async function scorePicks(tx: Tx, matchId: number, actual: Score): Promise<void> {
  const { home, away } = actual;
  await tx.execute(sql`
    update ${matchPicks} set points = case
      when home = ${home} and away = ${away} then ${POINTS.exact}::int
      when sign(home - away) = sign(${home}::int - ${away}::int) then ${POINTS.outcome}::int
      when abs(home - away) = abs(${home}::int - ${away}::int) then ${POINTS.goalDifference}::int
      else ${POINTS.miss}::int end / case when by_oracle is null then 1 else 2 end
    where match_id = ${matchId}`);
  await noticePicksScored(tx, matchId, countedPoints);
}
