import { eq, sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import { users } from "../db/schema";
import { HttpError } from "../http/errors";

/*
 * Failed sign-ins per account (NIST SP 800-63B §5.2.2): the per-address limit alone lets a botnet
 * guess one account's password from many addresses. After SIGN_IN_FREE_FAILURES wrong passwords in a
 * row the account refuses sign-in for a minute, doubling with each further failure up to 15 minutes,
 * so the owner is never locked out for long and a guesser gets about 100 tries a day. A success resets
 * it. Counting and locking happen in one UPDATE on the database's clock, so concurrent attempts
 * count in turn and every instance agrees.
 */
export const SIGN_IN_FREE_FAILURES = 5;
const FIRST_LOCK_SECONDS = 60;
const LONGEST_LOCK_SECONDS = 15 * 60;

/** 429 with when to try again, while the account's lock holds. */
export async function refuseLockedAccount(db: Db, userId: number): Promise<void> {
  const [row] = await queryRows<{ wait_s: number | string | null }>(
    db,
    sql`select ceil(extract(epoch from sign_in_locked_until - now())) as wait_s
        from users where id = ${userId} and sign_in_locked_until > now()`,
  );
  if (!row) return;
  const minutes = Math.max(1, Math.ceil(Number(row.wait_s ?? 0) / 60));
  throw new HttpError(
    429,
    `Too many failed sign-ins for this account. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or sign in with a provider.`,
  );
}

export async function recordFailedSignIn(db: Db, userId: number): Promise<void> {
  await db.execute(sql`
    update users
    set failed_sign_ins = failed_sign_ins + 1,
        sign_in_locked_until = case
          when failed_sign_ins + 1 >= ${SIGN_IN_FREE_FAILURES}::int
            then now() + make_interval(secs => least(${FIRST_LOCK_SECONDS}::int * power(2, failed_sign_ins + 1 - ${SIGN_IN_FREE_FAILURES}::int), ${LONGEST_LOCK_SECONDS}::int))
          else sign_in_locked_until
        end
    where id = ${userId}`);
}

export async function clearFailedSignIns(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ failedSignIns: 0, signInLockedUntil: null }).where(eq(users.id, userId));
}
