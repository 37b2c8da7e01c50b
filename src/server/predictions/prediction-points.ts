import { eq } from "drizzle-orm";
import { parseScore, scorePrediction, type Score } from "../../shared/scoring";
import type { Tx } from "../platform/db/client";
import { predictions } from "../platform/db/schema";
import type { PredictionRow } from "./prediction-chain.service";

/**
 * Scores every prediction of a finished match (docs/rules.md#scoring), the crowd's pick among them, in
 * settlement's transaction: each row's points written, and the rows returned with them for the duel.
 */
export async function scorePredictions(tx: Tx, matchId: number, actual: Score): Promise<Array<{ row: PredictionRow; points: number }>> {
  const rows = await tx.select().from(predictions).where(eq(predictions.matchId, matchId));
  const scored = [];
  for (const row of rows) {
    const predicted = parseScore(row.predictedScore);
    const points = predicted ? scorePrediction(predicted, actual) : 0;
    await tx.update(predictions).set({ points }).where(eq(predictions.id, row.id));
    scored.push({ row, points });
  }
  return scored;
}
