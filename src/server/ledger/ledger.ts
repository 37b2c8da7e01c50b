import { and, eq, gte, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { creditLedger, users, type LedgerReason } from "../db/schema";

/**
 * The one way credits change (DESIGN §3): the balance update and its ledger row in one
 * transaction. A debit only happens when the balance covers it; returns false otherwise.
 */
export async function changeCredits(
  tx: Tx,
  userId: number,
  delta: number,
  reason: LedgerReason,
  refId: string | null = null,
): Promise<boolean> {
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
