import { sql } from "drizzle-orm";
import type { AiName } from "../../shared/constants";
import type { Tx } from "../platform/db/client";
import { creditMany, payoutSql } from "../ledger/ledger";
import { noticesFrom } from "../notifications/notify";

// How a match's bets end, as steps of settlement's transaction (game/settlement.service.ts): the bets
// capability writes its rows and its players' streak and XP; the ledger moves the credits and the
// notifications capability tells each bettor, both in the same statement.

/**
 * Winners get floor(stake × 1.8), +1 streak and +1 XP; losers get 0 and their streak reset. Two
 * set-based statements for the whole match: the losers' streaks, then the bets marked and the
 * winners paid through the ledger in one pass. A user holds at most one bet per match.
 */
export async function payBets(tx: Tx, matchId: number, winner: AiName): Promise<void> {
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
export async function refundBets(tx: Tx, matchId: number): Promise<void> {
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
const betNotices = (matchId: number) =>
  noticesFrom(["user_id", "kind", "match_id", "amount", "detail"], sql`select user_id, 'bet_settled', ${matchId}::int, delta, outcome from moves`);
