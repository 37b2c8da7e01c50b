import { randomBytes } from "node:crypto";
import { SESSION_COOKIE } from "../../src/server/platform/http/request-user";
import { createSession } from "../../src/server/auth/session.service";
import { hashPassword } from "../../src/server/auth/password";
import { openDatabase } from "../../src/server/platform/db/client";
import { createUser } from "../../src/server/users/user.service";

export interface Account {
  n: number;
  /** `pl_session=…`, as the browser sends it. */
  cookie: string;
}

const BATCH = 250;

/**
 * Thousands of signed-in players, made before the server starts. Signing each up through the API
 * would cost a scrypt hash per player (about 50 ms of a core: ten minutes of set-up for 12,000 on
 * this machine's two cores), a cost a player pays once and the ramp does not measure. So the
 * accounts go straight into the database through the server's own code: createUser (the user row,
 * its referral code and the signup grant as a ledger row, so the ledger check holds) and
 * createSession (a session row under the SHA-256 of a random token, whose token is the cookie). All
 * share one real scrypt hash; nobody signs in during the run. PGlite admits one process per data
 * directory, which is why this happens before the server opens it.
 */
export async function createAccounts(target: { databaseUrl?: string; dataDir?: string }, count: number): Promise<Account[]> {
  const database = await openDatabase({ ...target, poolSize: 8 });
  const passwordHash = await hashPassword(randomBytes(16).toString("hex"));
  const accounts: Account[] = [];
  try {
    for (let from = 0; from < count; from += BATCH) {
      const batch = await database.db.transaction(async (tx) => {
        const made: Account[] = [];
        for (let n = from; n < Math.min(count, from + BATCH); n++) {
          const user = await createUser(tx, { username: `cap${n}`, email: `cap${n}@example.com`, emailVerified: true, passwordHash });
          const session = await createSession(tx, user.id);
          made.push({ n, cookie: `${SESSION_COOKIE}=${session.token}` });
        }
        return made;
      });
      accounts.push(...batch);
    }
  } finally {
    await database.close();
  }
  return accounts;
}
