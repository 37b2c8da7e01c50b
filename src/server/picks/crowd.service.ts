import { and, eq } from "drizzle-orm";
import { CROWD_MODEL, CROWD_NAME } from "../../shared/constants";
import { crowdPick, summariseCrowd } from "../../shared/crowd";
import { formatScore, outcomeOf } from "../../shared/scoring";
import type { Db, Tx } from "../db/client";
import { predictions } from "../db/schema";
import { appendEntry, lockChain } from "../predictions/prediction-chain.service";
import { pickCounts } from "./picks.service";

const percent = (share: number) => Math.round(share * 100);

/**
 * Freezes the crowd's pick into the prediction chain once its match has kicked off (picks are locked
 * then): the score with the most expected points against the players' picks (crowd.ts), from 5 picks
 * up, as a chain entry of its own (model `crowd`) whose hash covers the score, the share of picks on
 * its outcome as its confidence, and a reasoning that names how many picks it rests on. Once per
 * match: a second call, on this instance or another, finds the entry and changes nothing.
 */
export async function freezeCrowdPick(db: Db | Tx, matchId: number, now = new Date()): Promise<boolean> {
  const run = async (tx: Tx) => {
    // Under the chain's lock, so two freezes of one match cannot both append.
    await lockChain(tx);
    const [frozen] = await tx
      .select({ id: predictions.id })
      .from(predictions)
      .where(and(eq(predictions.matchId, matchId), eq(predictions.aiName, CROWD_NAME)));
    if (frozen) return false;
    const counts = await pickCounts(tx, matchId);
    const pick = crowdPick(counts);
    if (!pick) return false;
    const summary = summariseCrowd(counts);
    const outcome = outcomeOf(pick);
    await appendEntry(tx, {
      matchId,
      aiName: CROWD_NAME,
      model: CROWD_MODEL,
      predictedScore: formatScore(pick),
      confidence: percent(summary[outcome]),
      reasoning:
        `From ${summary.picks} players' picks at kick-off: ${percent(summary.home)}% home wins, ${percent(summary.draw)}% draws, ` +
        `${percent(summary.away)}% away wins. ${formatScore(pick)} earns the most points against them.`,
      crowdPicks: summary.picks,
      createdAt: now,
    });
    return true;
  };
  return db.transaction(run);
}
