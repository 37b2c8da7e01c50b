import { and, asc, count, desc, eq, inArray, isNull, lte, notInArray } from "drizzle-orm";
import type { Match } from "../../shared/api/matches";
import { parseScore } from "../../shared/scoring";
import { chanceOf, revealedForecast } from "../../shared/sealed-forecast";
import type { Db } from "../db/client";
import { bets, matches, predictions } from "../db/schema";

export type MatchRow = typeof matches.$inferSelect;

/** How many finished matches the list carries for History; older ones stay reachable by id. */
export const RECENT_FINISHED = 100;

/**
 * Matches as the client sees them: with predictions (and points once scored), betCount and the duel.
 * A prediction's sealed forecast goes out only from kick-off on, and only when `forecasts` asks for
 * it (a match's own reply): the list, read by every player, carries the commitment and, once
 * completed, the chance the forecast gave the final score, which is what its screens show.
 */
export async function withPredictions(db: Db, rows: MatchRow[], options: { forecasts: boolean }): Promise<Match[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [predictionRows, betCounts] = await Promise.all([
    db.select().from(predictions).where(inArray(predictions.matchId, ids)).orderBy(asc(predictions.aiName)),
    db.select({ matchId: bets.matchId, n: count() }).from(bets).where(inArray(bets.matchId, ids)).groupBy(bets.matchId),
  ]);
  const countByMatch = new Map(betCounts.map((b) => [b.matchId, b.n]));
  const matchById = new Map(rows.map((r) => [r.id, r]));
  const now = new Date();
  const predictionsByMatch = new Map<number, Match["predictions"]>();
  for (const p of predictionRows) {
    const list = predictionsByMatch.get(p.matchId) ?? [];
    const match = matchById.get(p.matchId)!;
    const forecast = revealedForecast(p, match.matchDate, now);
    const final = match.status === "completed" ? parseScore(match.actualScore) : null;
    list.push({
      id: p.id,
      aiName: p.aiName,
      model: p.model,
      predictedScore: p.predictedScore,
      confidence: p.confidence,
      reasoning: p.reasoning,
      goalScorers: p.goalScorers,
      boldPrediction: p.boldPrediction,
      points: p.points,
      hash: p.hash,
      createdAt: p.createdAt.toISOString(),
      forecastCommitment: p.forecastCommitment,
      forecast: options.forecasts ? forecast : null,
      finalScoreChance: forecast && final ? chanceOf(forecast.grid, final) : null,
    });
    predictionsByMatch.set(p.matchId, list);
  }
  return rows.map((r) => ({
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
    predictions: predictionsByMatch.get(r.id) ?? [],
    betCount: countByMatch.get(r.id) ?? 0,
    duel: r.duelWinner ? { winner: r.duelWinner, by: r.duelDecidedBy } : null,
  }));
}

/** Every upcoming and live match, plus the most recent finished ones. */
export async function listMatches(db: Db): Promise<Match[]> {
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
  return withPredictions(db, [...current, ...finished], { forecasts: false });
}

export async function getMatch(db: Db, id: number): Promise<Match | undefined> {
  const rows = await db.select().from(matches).where(eq(matches.id, id));
  const [match] = await withPredictions(db, rows, { forecasts: true });
  return match;
}

/** Matches the sync must look at: kicked off (or about to) and not yet settled, oldest first. */
export async function matchesToSync(db: Db, until: Date): Promise<MatchRow[]> {
  return db
    .select()
    .from(matches)
    .where(and(isNull(matches.settledAt), lte(matches.matchDate, until)))
    .orderBy(asc(matches.matchDate));
}
