import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, notInArray, or, sql } from "drizzle-orm";
import type { CrowdPrediction, ListedMatch, Match } from "../../shared/api/matches";
import { CROWD_NAME, type AiName, type PredictorName } from "../../shared/constants";
import { DEFAULT_LOCALE, type Locale } from "../../shared/i18n/locales";
import { wordsIn } from "../../shared/prediction-translations";
import { parseScore } from "../../shared/scoring";
import { chanceOf, revealedForecast } from "../../shared/sealed-forecast";
import { queryRows, type Db } from "../platform/db/client";
import { preparedOnce } from "../platform/db/prepared";
import { revealInstant } from "./reveal";
import { matches, predictions } from "../platform/db/schema";

export type MatchRow = typeof matches.$inferSelect;

/** A postponed or suspended match with no new kick-off this long after the one it had is void: the stakes come back. */
export const VOID_AFTER_MS = 48 * 60 * 60 * 1000;

/** How many finished matches the list carries for History; older ones stay reachable by id. */
export const RECENT_FINISHED = 100;

/**
 * Matches as the client sees them: with predictions (and points once scored), betCount and the duel.
 * A prediction's sealed forecast goes out only from kick-off on, and only in a match's own reply. The
 * oracles' reasoning and bold call are in `locale` where stored in it, else in English.
 */
export async function withPredictions(db: Db, rows: MatchRow[], locale: Locale = DEFAULT_LOCALE): Promise<Match[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const predictionRows = await db.select().from(predictions).where(inArray(predictions.matchId, ids)).orderBy(asc(predictions.aiName));
  return assembled(rows, predictionRows, locale);
}

/** Matches with their oracles' predictions (and the crowd's pick), from the rows read. */
function assembled(rows: MatchRow[], predictionRows: Array<typeof predictions.$inferSelect>, locale: Locale): Match[] {
  const matchById = new Map(rows.map((r) => [r.id, r]));
  const now = new Date();
  const { oracles, crowd } = splitCrowd(predictionRows.filter(isMatchEntry));
  const byMatch = groupByMatch(oracles, (p) => {
    const match = matchById.get(p.matchId)!;
    const forecast = revealedForecast(p, revealInstant(match), now);
    // The oracle's words in the reader's language; the hash covers the English, which /verify and the log keep.
    const words = wordsIn(p, locale);
    return {
      id: p.id,
      aiName: p.aiName,
      model: p.model,
      predictedScore: p.predictedScore,
      confidence: p.confidence,
      reasoning: words.reasoning,
      goalScorers: p.goalScorers,
      boldPrediction: words.boldPrediction,
      points: p.points,
      hash: p.hash,
      createdAt: p.createdAt.toISOString(),
      forecastCommitment: p.forecastCommitment,
      forecast,
      finalScoreChance: finalScoreChance(match, forecast),
    };
  });
  return rows.map((r) => toMatch(r, byMatch.get(r.id) ?? [], crowd.get(r.id) ?? null));
}

/**
 * Every upcoming and live match, plus the most recent finished ones, as the list carries them: each
 * prediction's score, confidence, points and the chance its sealed forecast gave the final score;
 * no reasoning, scorers, hashes, or the forecast of a match not yet finished (docs/rules.md#sealing: the
 * cards and History). Every player reads it, so it reads only those columns.
 */
export async function listMatches(db: Db): Promise<ListedMatch[]> {
  const open = ["upcoming", "live", "postponed"] as const;
  const [current, finished] = await Promise.all([
    db
      .select()
      .from(matches)
      .where(inArray(matches.status, [...open]))
      .orderBy(asc(matches.matchDate)),
    db
      .select()
      .from(matches)
      .where(notInArray(matches.status, [...open]))
      .orderBy(desc(matches.matchDate))
      .limit(RECENT_FINISHED),
  ]);
  const rows = [...current, ...finished];
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const predictionRows = await db
    .select({
      id: predictions.id,
      matchId: predictions.matchId,
      aiName: predictions.aiName,
      predictedScore: predictions.predictedScore,
      confidence: predictions.confidence,
      points: predictions.points,
      hash: predictions.hash,
      crowdPicks: predictions.crowdPicks,
      forecastSalt: predictions.forecastSalt,
      // The 121-cell grid only where the final score's chance is shown.
      scoreGrid: sql<number[] | null>`case when ${matches.status} = 'completed' then ${predictions.scoreGrid} end`,
    })
    .from(predictions)
    .innerJoin(matches, eq(matches.id, predictions.matchId))
    .where(inArray(predictions.matchId, ids))
    .orderBy(asc(predictions.aiName));
  const matchById = new Map(rows.map((r) => [r.id, r]));
  const now = new Date();
  const { oracles, crowd } = splitCrowd(predictionRows.filter(isMatchEntry));
  const byMatch = groupByMatch(oracles, (p) => {
    const match = matchById.get(p.matchId)!;
    const { id, aiName, predictedScore, confidence, points } = p;
    return {
      id,
      aiName,
      predictedScore,
      confidence,
      points,
      finalScoreChance: finalScoreChance(match, revealedForecast(p, revealInstant(match), now)),
    };
  });
  return rows.map((r) => toMatch(r, byMatch.get(r.id) ?? [], crowd.get(r.id) ?? null));
}

/** Every row read here is a match's (the queries ask by match id); this tells the type so. */
const isMatchEntry = <P extends { matchId: number | null }>(row: P): row is P & { matchId: number } => row.matchId !== null;

interface ChainRow {
  matchId: number;
  aiName: PredictorName;
  predictedScore: string;
  points: number | null;
  hash: string;
  crowdPicks: number | null;
}

/** The oracles' predictions, and the crowd's frozen pick by match (the crowd is no oracle of the duel). */
function splitCrowd<P extends ChainRow>(rows: P[]): { oracles: Array<P & { aiName: AiName }>; crowd: Map<number, CrowdPrediction> } {
  const oracles: Array<P & { aiName: AiName }> = [];
  const crowd = new Map<number, CrowdPrediction>();
  for (const row of rows) {
    if (row.aiName !== CROWD_NAME) oracles.push(row as P & { aiName: AiName });
    else crowd.set(row.matchId, { predictedScore: row.predictedScore, picks: row.crowdPicks ?? 0, points: row.points, hash: row.hash });
  }
  return { oracles, crowd };
}

function groupByMatch<P extends { matchId: number }, T>(rows: P[], map: (row: P) => T): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.matchId) ?? [];
    list.push(map(row));
    grouped.set(row.matchId, list);
  }
  return grouped;
}

/** The chance a revealed forecast gave the final score, once the match is completed. */
function finalScoreChance(match: MatchRow, forecast: { grid: number[] } | null): number | null {
  const final = match.status === "completed" ? parseScore(match.actualScore) : null;
  return forecast && final ? chanceOf(forecast.grid, final) : null;
}

function toMatch<P>(r: MatchRow, predictionsOf: P[], crowd: CrowdPrediction | null) {
  return {
    id: r.id,
    homeTeam: r.homeTeam,
    awayTeam: r.awayTeam,
    matchDate: r.matchDate.toISOString(),
    status: r.status,
    featured: r.featured,
    leagueId: r.leagueId,
    leagueName: r.leagueName,
    actualScore: r.actualScore,
    actualWinner: r.actualWinner,
    actualGoalDifference: r.actualGoalDifference,
    minute: r.minute,
    apiFixtureId: r.apiFixtureId,
    createdAt: r.createdAt.toISOString(),
    predictions: predictionsOf,
    crowd,
    // Kept on the row by triggers on bets (the matches table's bet_count), never counted here.
    betCount: r.betCount,
    duel: r.duelWinner ? { winner: r.duelWinner, by: r.duelDecidedBy } : null,
  };
}

/** Whether a match with this id exists: the check behind other capabilities' 404s (picks, live). */
export async function matchExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, id));
  return rows.length > 0;
}

// A match page reads its match on every visit and poll: the two statements are built once (prepared.ts).
const matchById = preparedOnce((db) =>
  db
    .select()
    .from(matches)
    .where(eq(matches.id, sql.placeholder("id")))
    .prepare("match_by_id"),
);
const predictionsOfMatch = preparedOnce((db) =>
  db
    .select()
    .from(predictions)
    .where(eq(predictions.matchId, sql.placeholder("id")))
    .orderBy(asc(predictions.aiName))
    .prepare("predictions_of_match"),
);

/** A match as its page shows it, the oracles' words in `locale` (English when left out). */
export async function getMatch(db: Db, id: number, locale: Locale = DEFAULT_LOCALE): Promise<Match | undefined> {
  const rows = await matchById(db).execute({ id });
  if (rows.length === 0) return undefined;
  return assembled(rows, await predictionsOfMatch(db).execute({ id }), locale)[0];
}

/** The provider's fixtures among `fixtureIds` that are stored and not yet settled. */
export async function unsettledAmong(db: Db, provider: string, fixtureIds: string[]): Promise<MatchRow[]> {
  if (fixtureIds.length === 0) return [];
  return db
    .select()
    .from(matches)
    .where(and(isNull(matches.settledAt), eq(matches.provider, provider), inArray(matches.apiFixtureId, fixtureIds)));
}

/** Matches the sync must look at: kicked off (or about to) and not yet settled, oldest first. */
export async function matchesToSync(db: Db, until: Date): Promise<MatchRow[]> {
  return db
    .select()
    .from(matches)
    .where(and(isNull(matches.settledAt), lte(matches.matchDate, until)))
    .orderBy(asc(matches.matchDate));
}

/**
 * What the sync's schedule needs after a run (docs/rules.md#matches): whether a match that kicked off less
 * than 48 h ago still awaits its result (upcoming while the provider has not said it started, live, or
 * moved after its reveal and waiting as postponed for its new kick-off), and the next kick-off ahead.
 * A match the provider postponed keeps its old kick-off and no reveal of its own, so it is not waited for.
 */
export async function syncSchedule(db: Db, now: Date): Promise<{ awaitingResult: boolean; nextKickoff: Date | undefined }> {
  const since = new Date(now.getTime() - VOID_AFTER_MS);
  const waiting = or(
    inArray(matches.status, ["upcoming", "live"]),
    and(eq(matches.status, "postponed"), isNotNull(matches.revealAt), lt(matches.revealAt, matches.matchDate)),
  );
  // One statement for both: the sync asks after every run (five times a second on a sped-up league).
  const [row] = await queryRows<{ awaiting: boolean; next_kickoff_ms: number | null }>(
    db,
    sql`select exists (select 1 from ${matches} where ${and(isNull(matches.settledAt), lte(matches.matchDate, now), gt(matches.matchDate, since), waiting)}) as awaiting,
      (select (extract(epoch from min(${matches.matchDate})) * 1000)::float8 from ${matches}
        where ${and(isNull(matches.settledAt), inArray(matches.status, ["upcoming", "postponed"]), gt(matches.matchDate, now))}) as next_kickoff_ms`,
  );
  return { awaitingResult: row?.awaiting === true, nextKickoff: row?.next_kickoff_ms == null ? undefined : new Date(Number(row.next_kickoff_ms)) };
}
