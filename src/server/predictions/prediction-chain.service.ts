import { randomBytes } from "node:crypto";
import { desc, sql } from "drizzle-orm";
import type { AiName } from "../../shared/constants";
import { GENESIS_HASH, hashEntry } from "../../shared/prediction-hash";
import { commitForecast, isSealedGrid } from "../../shared/sealed-forecast";
import type { Tx } from "../platform/db/client";
import { predictions } from "../platform/db/schema";
import type { OraclePrediction } from "../oracles/oracle";

/** Any constant apart from the other locks (platform/db/client.ts lists them): it names the one lock that serialises appends to the chain. */
const CHAIN_LOCK = 727_004;

export type PredictionRow = typeof predictions.$inferSelect;

export class PredictionTooLateError extends Error {}

/**
 * Appends a prediction to the hash chain (docs/rules.md#predictions). Predictions are never changed after this,
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
  const p = input.prediction;
  if (!isSealedGrid(p.scoreGrid)) throw new Error(`${input.aiName}'s score forecast for match ${input.matchId} is not 121 millionths summing to one`);
  // The salt keeps a guessed grid from being confirmed against the public commitment before kick-off.
  const forecastSalt = randomBytes(16).toString("hex");
  const forecastCommitment = await commitForecast({ grid: p.scoreGrid, salt: forecastSalt });
  return appendEntry(tx, {
    matchId: input.matchId,
    aiName: input.aiName,
    model: p.model,
    predictedScore: p.predictedScore,
    confidence: p.confidence,
    reasoning: p.reasoning,
    goalScorers: p.goalScorers,
    boldPrediction: p.boldPrediction,
    // Shown to readers of those languages, never hashed: appendEntry's hash reads the English only.
    translations: p.translations ?? null,
    probHome: p.probabilities?.home ?? null,
    probDraw: p.probabilities?.draw ?? null,
    probAway: p.probabilities?.away ?? null,
    confidenceFlag: p.confidenceFlag ?? null,
    replayed: input.replayed ?? false,
    scoreGrid: p.scoreGrid,
    forecastSalt,
    forecastCommitment,
    createdAt,
  });
}

/** Serialises appends to the chain until the transaction ends (taking it twice in one is harmless). */
export async function lockChain(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
}

type NewEntry = Omit<typeof predictions.$inferInsert, "id" | "prevHash" | "hash"> & { createdAt: Date };

/**
 * Appends one entry to the chain: the chain's lock, the last entry's hash, this entry's hash over its
 * canonical bytes, the row. Every prediction, the oracles' and the crowd's, goes through here.
 */
export async function appendEntry(tx: Tx, entry: NewEntry): Promise<PredictionRow> {
  await lockChain(tx);
  const [last] = await tx.select({ hash: predictions.hash }).from(predictions).orderBy(desc(predictions.id)).limit(1);
  const prevHash = last?.hash ?? GENESIS_HASH;
  const hash = await hashEntry({
    matchId: entry.matchId ?? null,
    seasonQuestionId: entry.seasonQuestionId ?? null,
    aiName: entry.aiName,
    model: entry.model,
    predictedScore: entry.predictedScore,
    confidence: entry.confidence,
    reasoning: entry.reasoning,
    createdAt: entry.createdAt.toISOString(),
    prevHash,
    forecastCommitment: entry.forecastCommitment ?? null,
  });
  const [row] = await tx
    .insert(predictions)
    .values({ ...entry, prevHash, hash })
    .returning();
  if (!row) throw new Error("prediction insert returned nothing");
  return row;
}
