import { eq, sql } from "drizzle-orm";
import { AI_NAMES, type AiName } from "../../shared/constants";
import { eloDelta } from "../../shared/elo";
import { formatScore, matchWinner, outcomeOf, parseScore, scorePrediction, type Score } from "../../shared/scoring";
import { queryRows, type Db, type Tx } from "../db/client";
import { aiStats, matches, predictions } from "../db/schema";

export type FinalResult = { status: "completed"; score: Score } | { status: "cancelled" };

export interface SettlementOutcome {
  /** False when the match had been settled already: nothing changed. */
  settled: boolean;
  winner: AiName | "tie" | "void";
}

/**
 * Settles one match once (DESIGN §3), in one transaction guarded by matches.settled_at: scores both
 * predictions, updates the oracles' stats and Elo, and pays, refunds or closes every bet with
 * set-based SQL. A points tie, a missing prediction or a cancelled match refunds every stake.
 */
export async function settleMatch(db: Db, matchId: number, result: FinalResult): Promise<SettlementOutcome> {
  return db.transaction(async (tx) => {
    const [locked] = await queryRows<{ settled_at: Date | null }>(
      tx,
      sql`select settled_at from matches where id = ${matchId} for update`,
    );
    if (!locked || locked.settled_at !== null) return { settled: false, winner: "void" };

    let winner: AiName | "tie" | "void" = "void";
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
      winner = await scoreOracles(tx, matchId, score);
    } else {
      await tx.update(matches).set({ status: "cancelled" }).where(eq(matches.id, matchId));
    }
    if (winner === "ChatGPT" || winner === "Grok") await payBets(tx, matchId, winner);
    else await refundBets(tx, matchId);
    await tx.update(matches).set({ settledAt: new Date() }).where(eq(matches.id, matchId));
    return { settled: true, winner };
  });
}

/** Points per prediction, oracle stats and Elo. Returns the winner, or "void" without both predictions. */
async function scoreOracles(tx: Tx, matchId: number, actual: Score): Promise<AiName | "tie" | "void"> {
  const rows = await tx.select().from(predictions).where(eq(predictions.matchId, matchId));
  const points = {} as Record<AiName, number>;
  for (const row of rows) {
    const predicted = parseScore(row.predictedScore);
    const earned = predicted ? scorePrediction(predicted, actual) : 0;
    points[row.aiName] = earned;
    await tx.update(predictions).set({ points: earned }).where(eq(predictions.id, row.id));
  }
  if (!AI_NAMES.every((ai) => ai in points)) return "void";
  const winner = matchWinner(points);

  await tx.insert(aiStats).values(AI_NAMES.map((aiName) => ({ aiName }))).onConflictDoNothing();
  const stats = await queryRows<{ ai_name: AiName; elo_rating: number }>(
    tx,
    sql`select ai_name, elo_rating from ai_stats order by ai_name for update`,
  );
  const elo = Object.fromEntries(stats.map((s) => [s.ai_name, s.elo_rating])) as Record<AiName, number>;
  const delta = eloDelta(elo.ChatGPT, elo.Grok, winner === "ChatGPT" ? 1 : winner === "tie" ? 0.5 : 0);
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
  return winner;
}

/**
 * Winners get floor(stake × 1.8), +1 streak and +1 XP; losers get 0 and their streak reset. One
 * statement per step for the whole match; a user holds at most one bet per match (unique index),
 * so no user row is touched twice in a statement.
 */
async function payBets(tx: Tx, matchId: number, winner: AiName): Promise<void> {
  await tx.execute(sql`
    with settled as (
      update bets
      set outcome = case when ai_selected = ${winner} then 'won' else 'lost' end,
          payout = case when ai_selected = ${winner} then (stake * 18) / 10 else 0 end,
          settled_at = now()
      where match_id = ${matchId} and outcome is null
      returning id, user_id, outcome, payout
    ),
    winners as (
      update users u
      set credits = u.credits + s.payout, streak = u.streak + 1, xp = u.xp + 1
      from settled s
      where s.user_id = u.id and s.outcome = 'won'
      returning u.id
    ),
    losers as (
      update users u set streak = 0 from settled s where s.user_id = u.id and s.outcome = 'lost' returning u.id
    )
    insert into credit_ledger (user_id, delta, reason, ref_id)
    select user_id, payout, 'bet_payout', 'bet:' || id from settled where outcome = 'won' and payout > 0
  `);
}

/** A tie, a void match or a cancellation returns every stake; streaks stay as they were. */
async function refundBets(tx: Tx, matchId: number): Promise<void> {
  await tx.execute(sql`
    with settled as (
      update bets set outcome = 'void', payout = stake, settled_at = now()
      where match_id = ${matchId} and outcome is null
      returning id, user_id, stake
    ),
    refunded as (
      update users u set credits = u.credits + s.stake from settled s where s.user_id = u.id returning u.id
    )
    insert into credit_ledger (user_id, delta, reason, ref_id)
    select user_id, stake, 'bet_refund', 'bet:' || id from settled
  `);
}
