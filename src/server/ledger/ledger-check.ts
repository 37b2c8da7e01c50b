import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../platform/db/client";

export interface LedgerViolation {
  userId: number;
  credits: number;
  ledgerSum: number;
}

/** The credits invariant (docs/rules.md#credits): for every user, credits = sum of ledger rows, and credits >= 0. */
export async function findLedgerViolations(db: Db): Promise<LedgerViolation[]> {
  const rows = await queryRows<{ user_id: number; credits: number; ledger_sum: string | number }>(
    db,
    sql`
    select u.id as user_id, u.credits, coalesce(l.total, 0) as ledger_sum
    from users u
    left join (select user_id, sum(delta) as total from credit_ledger group by user_id) l on l.user_id = u.id
    where u.credits <> coalesce(l.total, 0) or u.credits < 0
    order by u.id
  `,
  );
  return rows.map((row) => ({
    userId: Number(row.user_id),
    credits: Number(row.credits),
    ledgerSum: Number(row.ledger_sum),
  }));
}
