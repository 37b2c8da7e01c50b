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
 * Writes a row and debits the player for it in one statement (one round trip instead of four):
 * `row` is an insert returning `id` (and `created_at`) that may write nothing (ON CONFLICT DO
 * NOTHING); the debit, guarded by the balance, happens only when it wrote, and its ledger row's
 * reference is `refPrefix` + the new id. The caller's transaction must roll back when the row was
 * written but the balance did not cover it (`credits` undefined with an `id`).
 */
export async function debitForNewRow(
  tx: Tx,
  userId: number,
  amount: number,
  reason: LedgerReason,
  row: SQL,
  refPrefix: string,
): Promise<{ id: number | undefined; createdAt: Date | undefined; credits: number | undefined }> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`invalid debit ${amount}`);
  const result: unknown = await tx.execute(sql`
    with made as (${row}),
    debit as (
      update users set credits = credits - ${amount}
      where id = ${userId} and credits >= ${amount} and exists (select 1 from made)
      returning credits
    ),
    entry as (
      insert into credit_ledger (user_id, delta, reason, ref_id)
      select ${userId}, ${-amount}, ${reason}, ${refPrefix} || (select id from made) from debit
    )
    select (select id from made) as id, (select created_at from made) as created_at, (select credits from debit) as credits
  `);
  const [found] = (result as { rows: Array<{ id: number | null; created_at: Date | string | null; credits: number | string | null }> }).rows;
  return {
    id: found?.id ?? undefined,
    createdAt: found?.created_at == null ? undefined : new Date(found.created_at),
    credits: found?.credits == null ? undefined : Number(found.credits),
  };
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
