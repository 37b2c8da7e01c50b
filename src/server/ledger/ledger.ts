import { and, eq, gte, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { PAYOUT_DENOMINATOR, PAYOUT_NUMERATOR } from "../../shared/payout";
import { executeNamed, type Db, type Tx } from "../platform/db/client";
import { databaseError } from "../platform/db/errors";
import { creditLedger, users, type LedgerReason } from "../platform/db/schema";

// The one place credits change (docs/decisions.md#betting-and-settlement): every balance update comes with its ledger row, in the
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

/** What `debitForNewRow` did. `facts` is null when a debit at the same moment spent the balance. */
export type NewRowDebit =
  { written: true; id: number; createdAt: Date; credits: number } | { written: false; covered: boolean; facts: Record<string, unknown> | null };

/** What a debit's statement is made of, from `p` (see debitForNewRow): the caller's parts around the ledger's debit. */
interface DebitParts {
  row: (covered: SQL) => SQL;
  facts?: SQL;
  then?: { moves: SQL; reason: LedgerReason; alsoSet?: SQL; notify?: SQL };
}

/**
 * Writes a row and debits the player for it in one statement, which stands alone (no transaction
 * around it, one round trip): `row(covered)` is an insert returning `id` and `created_at` that
 * must write only where `covered` holds (the balance pays for it) and may write nothing for reasons
 * of its own (ON CONFLICT DO NOTHING, a condition). The debit and its ledger row happen only when
 * it wrote; the ledger row's reference is `refPrefix` + the new id. A debit landing between the
 * check and this one cannot overdraw: the balance's check constraint refuses the whole statement,
 * which reads as not covered. `facts` adds columns to the reply (`(select ...) as name, ...`) so
 * the caller learns why nothing was written without asking again; `then` credits other players in
 * the same statement (its moves may test `exists (select 1 from debit)`).
 *
 * The statement is named and built once per name on PostgreSQL (executeNamed): `parts` composes it from `p`, whose
 * fields stand for `values` (`p.userId` and `p.amount` are the debit's own), and may read nothing else that changes
 * from call to call.
 */
export async function debitForNewRow<K extends string>(
  db: Db | Tx,
  debit: {
    values: Record<K, unknown> & { userId: number; amount: number };
    reason: LedgerReason;
    refPrefix: string;
    /**
     * Names the statement, prepared once per connection on PostgreSQL: the same name, the same SQL text.
     * Behind a transaction-mode pooler (DATABASE_DIRECT_URL set) it goes unnamed (platform/db/client.ts).
     */
    name: string;
    parts: (p: Record<K | "userId" | "amount", SQLWrapper>) => DebitParts;
  },
): Promise<NewRowDebit> {
  const { values, reason, refPrefix, name, parts } = debit;
  if (!Number.isSafeInteger(values.amount) || values.amount <= 0) throw new Error(`invalid debit ${values.amount}`);
  let result: { rows: Array<Record<string, unknown>> };
  try {
    result = await executeNamed(
      db,
      name,
      (p) => {
        const { row, facts, then } = parts(p);
        const covered = sql`exists (select 1 from users where id = ${p.userId} and credits >= ${p.amount})`;
        return sql`
      with made as (${row(covered)}),
      debit as (
        update users set credits = credits - ${p.amount}
        where id = ${p.userId} and exists (select 1 from made)
        returning credits
      ),
      entry as (
        insert into credit_ledger (user_id, delta, reason, ref_id)
        select ${p.userId}, -${p.amount}::bigint, ${reason}, ${refPrefix} || (select id from made) from debit
      )${then ? sql`, ${creditSteps(then.moves, then.reason, then.alsoSet, then.notify)}` : sql``}
      select (select id from made) as id, (select created_at from made) as created_at, (select credits from debit) as credits,
        ${covered} as covered${facts ? sql`, ${facts}` : sql``}
    `;
      },
      values,
    );
  } catch (err) {
    const { code, constraint } = databaseError(err);
    if (code === "23514" && (constraint === "users_credits_nonnegative" || String(err).includes("users_credits_nonnegative"))) {
      return { written: false, covered: false, facts: null };
    }
    throw err;
  }
  const [found] = result.rows;
  if (!found) throw new Error("the debit statement answered no row");
  if (found.id != null && found.created_at != null && found.credits != null) {
    return { written: true, id: Number(found.id), createdAt: new Date(found.created_at as string | Date), credits: Number(found.credits) };
  }
  return { written: false, covered: found.covered === true, facts: found };
}

/**
 * The steps crediting a set of players (`moves` yields user_id, delta, ref_id): a player with
 * several rows gets their sum, rows with delta 0 write nothing, `alsoSet` joins the same update, and
 * `notify` (a statement that may read `moves`) writes the players' notifications in the same pass.
 */
function creditSteps(moves: SQL, reason: LedgerReason, alsoSet?: SQL, notify?: SQL): SQL {
  return sql`
    moves as (${moves}),
    by_user as (select user_id, sum(delta)::bigint as delta from moves where delta > 0 group by user_id),
    credited as (
      update users u set credits = u.credits + b.delta${alsoSet ? sql`, ${alsoSet}` : sql``}
      from by_user b where b.user_id = u.id returning u.id
    ),
    credit_entries as (
      insert into credit_ledger (user_id, delta, reason, ref_id)
      select user_id, delta, ${reason}, ref_id from moves where delta > 0
    )${notify ? sql`, notices as (${notify})` : sql``}`;
}

/**
 * Credits a whole set of players in one statement, however large the set: `moves` is a query (or
 * a data-modifying statement with `returning`) yielding `user_id`, `delta` (>= 0) and `ref_id`
 * columns, one row per ledger entry; a player with several rows gets their sum, and rows with
 * delta 0 write nothing. `alsoSet` adds assignments to the same update of each credited
 * player (`u` is the users row, `b.delta` their credit), so a caller's per-player change costs no
 * second pass, and `notify` writes their notifications from `moves`. Credits only: a set-based debit
 * would need a guard per row.
 */
export async function creditMany(tx: Tx, moves: SQL, reason: LedgerReason, alsoSet?: SQL, notify?: SQL): Promise<void> {
  // Data-modifying steps run to completion whether or not the final select reads them.
  await tx.execute(sql`with ${creditSteps(moves, reason, alsoSet, notify)} select 1`);
}

/** A stake column's payout in SQL, by the integers of src/shared/payout.ts. */
export function payoutSql(stake: SQL): SQL {
  return sql`(${stake} * ${sql.raw(String(PAYOUT_NUMERATOR))}) / ${sql.raw(String(PAYOUT_DENOMINATOR))}`;
}
