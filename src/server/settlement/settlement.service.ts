import { eq, sql } from "drizzle-orm";
import { AI_NAMES, CROWD_NAME, type AiName } from "../../shared/constants";
import { decideDuel, type DuelResult, type DuelSide } from "../../shared/duel";
import { formatScore, outcomeOf, parseScore, scorePrediction, type Score } from "../../shared/scoring";
import { chanceOf, isSealedGrid } from "../../shared/sealed-forecast";
import { queryRows, type Db, type Tx } from "../db/client";
import { creditMany, payoutSql } from "../ledger/ledger";
import { matches, predictions } from "../db/schema";
import { metrics } from "../metrics/metrics";
import { addPickTotals } from "../leagues/period-totals";
import { recordDuel } from "../oracles/ai-stats.service";
import { freezeCrowdPick } from "../picks/crowd.service";
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
      await freezeCrowdPick(tx, matchId);
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
  const rows = await tx.select().from(predictions).where(eq(predictions.matchId, matchId));
  const sides: Partial<Record<AiName, DuelSide>> = {};
  for (const row of rows) {
    const predicted = parseScore(row.predictedScore);
    const earned = predicted ? scorePrediction(predicted, actual) : 0;
    await tx.update(predictions).set({ points: earned }).where(eq(predictions.id, row.id));
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

/**
 * Winners get floor(stake × 1.8), +1 streak and +1 XP; losers get 0 and their streak reset. Two
 * set-based statements for the whole match: the losers' streaks, then the bets marked and the
 * winners paid through the ledger in one pass. A user holds at most one bet per match.
 */
async function payBets(tx: Tx, matchId: number, winner: AiName): Promise<void> {
  await tx.execute(sql`
    update users u set streak = 0 from bets b
    where b.user_id = u.id and b.match_id = ${matchId} and b.outcome is null and b.ai_selected <> ${winner}
  `);
  await creditMany(
    tx,
    sql`
      update bets
      set outcome = case when ai_selected = ${winner} then 'won' else 'lost' end,
          payout = case when ai_selected = ${winner} then ${payoutSql(sql`stake`)} else 0 end,
          settled_at = now()
      where match_id = ${matchId} and outcome is null
      returning user_id, payout as delta, 'bet:' || id as ref_id, outcome`,
    "bet_payout",
    sql`streak = u.streak + 1, xp = u.xp + 1`,
    betNotices(matchId),
  );
}

/** An exact tie, a void match or a cancellation returns every stake; streaks stay as they were. */
async function refundBets(tx: Tx, matchId: number): Promise<void> {
  await creditMany(
    tx,
    sql`
      update bets set outcome = 'void', payout = stake, settled_at = now()
      where match_id = ${matchId} and outcome is null
      returning user_id, stake as delta, 'bet:' || id as ref_id, outcome`,
    "bet_refund",
    undefined,
    betNotices(matchId),
  );
}

/** Each settled bet's notification, from the settling statement's rows: what came back and how it ended. */
const betNotices = (matchId: number) => sql`
  insert into notifications (user_id, kind, match_id, amount, detail)
  select user_id, 'bet_settled', ${matchId}::int, delta, outcome from moves`;
