import { asc, desc, sql } from "drizzle-orm";
import type { PredictionLogEntry } from "../../shared/api/matches";
import type { AiName } from "../../shared/constants";
import { GENESIS_HASH, hashEntry } from "../../shared/prediction-hash";
import type { Db, Tx } from "../db/client";
import { predictions } from "../db/schema";
import type { OraclePrediction } from "../providers/oracles/oracle";

/** Any constant works: it names the one lock that serialises appends to the chain. */
const CHAIN_LOCK = 727_001;

export type PredictionRow = typeof predictions.$inferSelect;

export class PredictionTooLateError extends Error {}

/**
 * Appends a prediction to the hash chain (DESIGN §4). Predictions are never changed after this,
 * and none is made at or after kick-off unless it is a replay of a match from before the league's
 * first start (flagged as such).
 */
export async function appendPrediction(
  tx: Tx,
  input: { matchId: number; aiName: AiName; kickoff: Date; prediction: OraclePrediction; replayed?: boolean },
): Promise<PredictionRow> {
  const createdAt = new Date();
  if (!input.replayed && createdAt >= input.kickoff) {
    throw new PredictionTooLateError(`match ${input.matchId} has kicked off: no new predictions`);
  }
  await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
  const [last] = await tx.select({ hash: predictions.hash }).from(predictions).orderBy(desc(predictions.id)).limit(1);
  const prevHash = last?.hash ?? GENESIS_HASH;
  const p = input.prediction;
  const hash = await hashEntry({
    matchId: input.matchId,
    aiName: input.aiName,
    model: p.model,
    predictedScore: p.predictedScore,
    confidence: p.confidence,
    reasoning: p.reasoning,
    createdAt: createdAt.toISOString(),
    prevHash,
  });
  const [row] = await tx
    .insert(predictions)
    .values({
      matchId: input.matchId,
      aiName: input.aiName,
      model: p.model,
      predictedScore: p.predictedScore,
      confidence: p.confidence,
      reasoning: p.reasoning,
      goalScorers: p.goalScorers,
      boldPrediction: p.boldPrediction,
      probHome: p.probabilities?.home ?? null,
      probDraw: p.probabilities?.draw ?? null,
      probAway: p.probabilities?.away ?? null,
      confidenceFlag: p.confidenceFlag ?? null,
      replayed: input.replayed ?? false,
      prevHash,
      hash,
      createdAt,
    })
    .returning();
  if (!row) throw new Error("prediction insert returned nothing");
  return row;
}

/** The whole public log, oldest first (the order the chain links in). */
export async function predictionLog(db: Db): Promise<PredictionLogEntry[]> {
  const rows = await db.select().from(predictions).orderBy(asc(predictions.id));
  return rows.map((r) => ({
    id: r.id,
    matchId: r.matchId,
    aiName: r.aiName,
    model: r.model,
    predictedScore: r.predictedScore,
    confidence: r.confidence,
    reasoning: r.reasoning,
    createdAt: r.createdAt.toISOString(),
    prevHash: r.prevHash,
    hash: r.hash,
    confidenceFlag: r.confidenceFlag,
  }));
}
