import { and, eq, gte, sql, type SQL } from "drizzle-orm";
import { PAYOUT_DENOMINATOR, PAYOUT_NUMERATOR } from "../../shared/payout";
import type { Tx } from "../db/client";
import { creditLedger, users, type LedgerReason } from "../db/schema";

// The one place credits change (DESIGN §3): every balance update comes with its ledger row, in the
// caller's transaction, one player at a time (changeCredits) or a whole set at once (creditMany).

/**
 * One player's credits: the balance update and its ledger row. A debit only happens when the
 * balance covers it; returns false otherwise.
 */
export async function changeCredits(tx: Tx, userId: number, delta: number, reason: LedgerReason, refId: string | null = null): Promise<boolean> {
  if (!Number.isSafeInteger(delta) || delta === 0) throw new Error(`invalid credit delta ${delta}`);
  const guard = delta < 0 ? and(eq(users.id, userId), gte(users.credits, -delta)) : eq(users.id, userId);
  const updated = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${delta}` })
    .where(guard)
    .returning({ id: users.id });
  if (updated.length === 0) return false;
  await tx.insert(creditLedger).values({ userId, delta, reason, refId });
  return true;
}

/**
 * Credits a whole set of players in one statement, however large the set: `moves` is a query (or
 * a data-modifying statement with `returning`) yielding `user_id`, `delta` (>= 0) and `ref_id`
 * columns, one row per ledger entry; a player with several rows gets their sum, and rows with
 * delta 0 write nothing. `alsoSet` adds assignments to the same update of each credited
 * player (`u` is the users row), so a caller's per-player change costs no second pass. Credits
 * only: a set-based debit would need a guard per row.
 */
export async function creditMany(tx: Tx, moves: SQL, reason: LedgerReason, alsoSet?: SQL): Promise<void> {
  await tx.execute(sql`
    with moves as (${moves}),
    by_user as (select user_id, sum(delta)::bigint as delta from moves where delta > 0 group by user_id),
    credited as (
      update users u set credits = u.credits + b.delta${alsoSet ? sql`, ${alsoSet}` : sql``}
      from by_user b where b.user_id = u.id returning u.id
    )
    insert into credit_ledger (user_id, delta, reason, ref_id)
    select user_id, delta, ${reason}, ref_id from moves where delta > 0
  `);
}

/** A stake column's payout in SQL, by the integers of src/shared/payout.ts. */
export function payoutSql(stake: SQL): SQL {
  return sql`(${stake} * ${sql.raw(String(PAYOUT_NUMERATOR))}) / ${sql.raw(String(PAYOUT_DENOMINATOR))}`;
}
