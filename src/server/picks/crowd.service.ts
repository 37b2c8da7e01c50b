import { and, eq } from "drizzle-orm";
import { CROWD_MODEL, CROWD_NAME } from "../../shared/constants";
import { crowdPick, summariseCrowd } from "../../shared/crowd";
import { formatScore, outcomeOf } from "../../shared/scoring";
import type { Db, Tx } from "../platform/db/client";
import { predictions } from "../platform/db/schema";
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
  const frozen = async (tx: Db | Tx) =>
    (
      await tx
        .select({ id: predictions.id })
        .from(predictions)
        .where(and(eq(predictions.matchId, matchId), eq(predictions.aiName, CROWD_NAME)))
    ).length > 0;
  // Every kick-off and every settlement asks; most matches have no entry to make. Only one that has
  // takes the chain's lock, which serialises every append (and which settlement would otherwise hold
  // for the whole of its transaction).
  if (await frozen(db)) return false;
  const counts = await pickCounts(db, matchId);
  const pick = crowdPick(counts);
  if (!pick) return false;
  return db.transaction(async (tx) => {
    // Under the chain's lock, so two freezes of one match cannot both append.
    await lockChain(tx);
    if (await frozen(tx)) return false;
    const summary = summariseCrowd(counts);
    await appendEntry(tx, {
      matchId,
      aiName: CROWD_NAME,
      model: CROWD_MODEL,
      predictedScore: formatScore(pick),
      confidence: percent(summary[outcomeOf(pick)]),
      reasoning:
        `From ${summary.picks} players' picks at kick-off: ${percent(summary.home)}% home wins, ${percent(summary.draw)}% draws, ` +
        `${percent(summary.away)}% away wins. ${formatScore(pick)} earns the most points against them.`,
      crowdPicks: summary.picks,
      createdAt: now,
    });
    return true;
  });
}
