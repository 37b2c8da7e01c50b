import { eq, sql } from "drizzle-orm";
import { AI_NAMES, CROWD_NAME, type AiName } from "../../shared/constants";
import { decideDuel, type DuelResult, type DuelSide } from "../../shared/duel";
import { formatScore, outcomeOf, type Score } from "../../shared/scoring";
import { chanceOf, isSealedGrid } from "../../shared/sealed-forecast";
import { queryRows, type Db, type Tx } from "../platform/db/client";
import { matches } from "../platform/db/schema";
import { payBets, refundBets } from "../bets/bet-settlement";
import { scorePredictions } from "../predictions/prediction-points";
import { metrics } from "../platform/metrics/metrics";
import { addPickTotals } from "../leagues/period-totals";
import { recordDuel } from "../oracles/ai-stats.service";
import { lockPicksAtKickOff } from "../picks/oracle-picks";
import { scorePicks } from "../picks/picks.service";

export type FinalResult = { status: "completed"; score: Score } | { status: "cancelled" };

export interface SettlementOutcome {
  /** False when the match had been settled already: nothing changed. */
  settled: boolean;
  duel: DuelResult;
}

/**
 * Settles one match once (docs/rules.md#duel), in one transaction guarded by matches.settled_at: scores both
 * predictions, decides the duel (points, then the sealed forecasts' chance of the final score),
 * updates the oracles' stats and Elo, and pays, refunds or closes every bet with set-based SQL. An
 * exact tie, a missing prediction or forecast, or a cancelled match refunds every stake.
 */
export async function settleMatch(db: Db, matchId: number, result: FinalResult): Promise<SettlementOutcome> {
  const stopTimer = metrics.settlementDuration.startTimer();
  const outcome = await settleInTransaction(db, matchId, result);
  if (outcome.settled) {
    stopTimer();
    metrics.settlements.inc({ result: outcome.duel.winner === "void" ? "refunded" : "paid" });
  }
  return outcome;
}

async function settleInTransaction(db: Db, matchId: number, result: FinalResult): Promise<SettlementOutcome> {
  return db.transaction(async (tx) => {
    const [locked] = await queryRows<{ settled_at: Date | null; match_date: Date | string }>(
      tx,
      sql`select settled_at, match_date from matches where id = ${matchId} for update`,
    );
    if (!locked || locked.settled_at !== null) return { settled: false, duel: { winner: "void" } };

    let duel: DuelResult = { winner: "void" };
    if (result.status === "completed") {
      const score = result.score;
      await tx
        .update(matches)
        .set({
          status: "completed",
          actualScore: formatScore(score),
          actualWinner: outcomeOf(score),
          actualGoalDifference: score.home - score.away,
        })
        .where(eq(matches.id, matchId));
      // A match that went from upcoming to finished between two syncs still gets its crowd's pick.
      await lockPicksAtKickOff(tx, matchId);
      duel = await scoreOracles(tx, matchId, score);
      await scorePicks(tx, matchId, score);
      await addPickTotals(tx, matchId, new Date(locked.match_date));
    } else {
      await tx.update(matches).set({ status: "cancelled" }).where(eq(matches.id, matchId));
    }
    if (duel.winner === "void") await refundBets(tx, matchId);
    else await payBets(tx, matchId, duel.winner);
    await tx
      .update(matches)
      .set({ settledAt: new Date(), duelWinner: duel.winner, duelDecidedBy: duel.winner === "void" ? null : duel.by })
      .where(eq(matches.id, matchId));
    return { settled: true, duel };
  });
}

/** Points per prediction, the duel, oracle stats and Elo. Without both predictions: void, no stats. */
async function scoreOracles(tx: Tx, matchId: number, actual: Score): Promise<DuelResult> {
  const sides: Partial<Record<AiName, DuelSide>> = {};
  for (const { row, points: earned } of await scorePredictions(tx, matchId, actual)) {
    // The crowd's pick is scored like the oracles and is no side of the duel.
    if (row.aiName === CROWD_NAME) continue;
    sides[row.aiName] = { points: earned, chance: row.scoreGrid && isSealedGrid(row.scoreGrid) ? chanceOf(row.scoreGrid, actual) : null };
  }
  if (!AI_NAMES.every((ai) => ai in sides)) return { winner: "void" };
  const duel = decideDuel(sides);
  const points = Object.fromEntries(AI_NAMES.map((ai) => [ai, sides[ai]!.points])) as Record<AiName, number>;
  await recordDuel(tx, points, duel.winner);
  return duel;
}
