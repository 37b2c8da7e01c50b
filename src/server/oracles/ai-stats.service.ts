import { asc } from "drizzle-orm";
import type { AiStats } from "../../shared/api/matches";
import { AI_NAMES } from "../../shared/constants";
import type { Db } from "../db/client";
import { aiStats } from "../db/schema";

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
