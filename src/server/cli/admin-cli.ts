import { PasswordReset } from "../auth/password-reset.service";
import { ConfigError, loadConfig, type Config } from "../platform/config";
import { resolveSecrets } from "../platform/db/shared-secrets";
import { runDatabaseCommand } from "../platform/db/open-configured";
import type { Database } from "../platform/db/client";
import { setAdmin } from "../users/user.service";

// `npm run admin -- grant EMAIL` / `revoke EMAIL` / `reset-link EMAIL`. On PGlite, stop the server
// first (one process per directory).
const USAGE = "Usage: npm run admin -- grant EMAIL | revoke EMAIL | reset-link EMAIL";
const [action, email] = process.argv.slice(2);

async function grantOrRevoke(database: Database, address: string, grant: boolean): Promise<number> {
  const found = await setAdmin(database.db, address, grant);
  if (!found) {
    console.error(`No user with e-mail ${address}.`);
    return 1;
  }
  console.log(`${address} is ${grant ? "now an admin" : "no longer an admin"}.`);
  return 0;
}

/**
 * Prints a one-hour password reset link for the account, for a server without mail: the admin
 * passes it on. It is the link the e-mail would carry (the server's secret binds it to the address),
 * so the server needs the same SESSION_SECRET or data directory.
 */
async function resetLink(database: Database, config: Config, address: string): Promise<number> {
  const resets = new PasswordReset(database.db, { mailer: undefined, publicUrl: config.publicUrl, secret: config.sessionSecret });
  const link = await resets.linkFor(address);
  if (!link) {
    console.error(`No user with e-mail ${address}.`);
    return 1;
  }
  console.log(`A password reset link for ${address}, valid for an hour and for one use:\n${link}`);
  return 0;
}

if ((action !== "grant" && action !== "revoke" && action !== "reset-link") || !email) {
  console.error(USAGE);
  process.exit(2);
}
try {
  const config = loadConfig();
  if (action === "reset-link") {
    // Signed with the secret the server uses: the database's on PostgreSQL, the data directory's on PGlite.
    runDatabaseCommand(config, async (database) => resetLink(database, await resolveSecrets(config, database), email));
  } else {
    runDatabaseCommand(config, (database) => grantOrRevoke(database, email, action === "grant"));
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(2);
}
