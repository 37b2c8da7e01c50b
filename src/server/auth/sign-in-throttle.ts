import { and, eq, lt, sql } from "drizzle-orm";
import { queryRows, type Db, type Tx } from "../platform/db/client";
import { signInFailures } from "../platform/db/schema";
import { HttpError } from "../platform/http/errors";
import { addressKey, networkKey } from "../platform/http/keyed-hash";

/*
 * Wrong passwords in a row per e-mail address and network (docs/decisions.md#sign-in-lock). After
 * SIGN_IN_FREE_FAILURES of them, that address is refused from that network for a minute, doubling with
 * each further failure up to 15 minutes; a success clears it. An address no account has is counted and
 * locked the same way, with the same answers, so a lock tells nothing of who plays here; and a stranger's
 * guesses lock their own network out, never the owner's. Counting and locking happen in one upsert on
 * the database's clock, so concurrent attempts count in turn and every instance agrees.
 */
export const SIGN_IN_FREE_FAILURES = 5;
const FIRST_LOCK_SECONDS = 60;
const LONGEST_LOCK_SECONDS = 15 * 60;
/** A row whose last failure is this old is purged: its lock, at most 15 minutes, is long over. */
const KEEP_ROWS_MS = 24 * 60 * 60 * 1000;

/** Whose attempt this is, as the table keys it: HMACs under the server secret, so it holds no address and no network. */
export interface SignInAttempt {
  emailKey: string;
  networkKey: string;
}

/** The address as sign-in finds its account, from the network the request came from. */
export function signInAttempt(email: string, ip: string, secret: string): SignInAttempt {
  return { emailKey: emailKeyOf(email, secret), networkKey: networkKey(secret, "sign-in-network", ip) };
}

const emailKeyOf = (email: string, secret: string) => addressKey(secret, "sign-in-email", email);

/**
 * 429 with when to try again, while the lock on this address from this network holds; otherwise the
 * failures in a row so far, so a success clears only what is there.
 */
export async function refuseLockedAttempt(db: Db, attempt: SignInAttempt): Promise<number> {
  const [row] = await queryRows<{ failures: number; wait_s: number | string | null }>(
    db,
    sql`select failures, case when locked_until > now() then ceil(extract(epoch from locked_until - now())) end as wait_s
        from sign_in_failures where email_key = ${attempt.emailKey} and network_key = ${attempt.networkKey}`,
  );
  if (!row) return 0;
  if (row.wait_s !== null) {
    const minutes = Math.max(1, Math.ceil(Number(row.wait_s) / 60));
    throw new HttpError(
      429,
      `Too many failed sign-ins for this e-mail from your network. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or sign in with a provider.`,
    );
  }
  return Number(row.failures);
}

export async function recordFailedSignIn(db: Db, attempt: SignInAttempt): Promise<void> {
  await db.execute(sql`
    insert into sign_in_failures as f (email_key, network_key, failures, last_failure_at)
    values (${attempt.emailKey}, ${attempt.networkKey}, 1, now())
    on conflict (email_key, network_key) do update set
      failures = f.failures + 1,
      locked_until = case
        when f.failures + 1 >= ${SIGN_IN_FREE_FAILURES}::int
          then now() + make_interval(secs => least(${FIRST_LOCK_SECONDS}::int * power(2, f.failures + 1 - ${SIGN_IN_FREE_FAILURES}::int), ${LONGEST_LOCK_SECONDS}::int))
        else f.locked_until
      end,
      last_failure_at = now()`);
}

/** A success from this network starts its count again. */
export async function clearFailedSignIns(db: Db, attempt: SignInAttempt): Promise<void> {
  await db.delete(signInFailures).where(and(eq(signInFailures.emailKey, attempt.emailKey), eq(signInFailures.networkKey, attempt.networkKey)));
}

/** A password reset proves the owner: every network's count for the address goes (docs/decisions.md#accounts-and-sessions). */
export async function forgetFailedSignIns(db: Db | Tx, email: string, secret: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.emailKey, emailKeyOf(email, secret)));
}

/** Housekeeping: counts whose last failure is a day old. */
export async function purgeOldSignInFailures(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(signInFailures)
    .where(lt(signInFailures.lastFailureAt, new Date(now.getTime() - KEEP_ROWS_MS)))
    .returning({ key: signInFailures.emailKey });
  return gone.length;
}
