import { asc, eq, sql } from "drizzle-orm";
import type { AiStats } from "../../shared/api/matches";
import { AI_NAMES, type AiName } from "../../shared/constants";
import type { DuelResult } from "../../shared/duel";
import { eloDelta } from "../../shared/elo";
import { queryRows, type Db, type Tx } from "../platform/db/client";
import { aiStats } from "../platform/db/schema";

/** Stats per oracle (docs/rules.md#oracle-stats); accuracy = correct outcomes / predictions scored, one decimal. */
export async function listAiStats(db: Db): Promise<AiStats[]> {
  const rows = await db.select().from(aiStats).orderBy(asc(aiStats.aiName));
  return rows
    .filter((r) => r.totalMatches > 0)
    .map((r) => ({
      id: AI_NAMES.indexOf(r.aiName) + 1,
      aiName: r.aiName,
      totalMatches: r.totalMatches,
      accuracyPercent: ((r.correctOutcomes / r.totalMatches) * 100).toFixed(1),
      eloRating: r.eloRating,
      wins: r.wins,
      totalPoints: r.totalPoints,
    }));
}

/**
 * One settled duel in the oracles' stats and Elo, in the settling transaction (settlement.service.ts):
 * each oracle's points, and the winner, who takes the Elo game (an exact tie is a draw).
 */
export async function recordDuel(tx: Tx, points: Record<AiName, number>, winner: DuelResult["winner"]): Promise<void> {
  await tx
    .insert(aiStats)
    .values(AI_NAMES.map((aiName) => ({ aiName })))
    .onConflictDoNothing();
  const stats = await queryRows<{ ai_name: AiName; elo_rating: number }>(
    tx,
    sql`select ai_name, elo_rating from ai_stats order by ai_name for update`,
  );
  const elo = Object.fromEntries(stats.map((s) => [s.ai_name, s.elo_rating])) as Record<AiName, number>;
  const delta = eloDelta(elo.ChatGPT, elo.Grok, winner === "ChatGPT" ? 1 : winner === "void" ? 0.5 : 0);
  for (const ai of AI_NAMES) {
    await tx
      .update(aiStats)
      .set({
        totalMatches: sql`${aiStats.totalMatches} + 1`,
        // Exact (10) and outcome (5) both mean the result was called; margin-only (3) does not.
        correctOutcomes: sql`${aiStats.correctOutcomes} + ${points[ai] >= 5 ? 1 : 0}`,
        wins: sql`${aiStats.wins} + ${winner === ai ? 1 : 0}`,
        totalPoints: sql`${aiStats.totalPoints} + ${points[ai]}`,
        eloRating: sql`${aiStats.eloRating} + ${ai === "ChatGPT" ? delta : -delta}`,
      })
      .where(eq(aiStats.aiName, ai));
  }
}
