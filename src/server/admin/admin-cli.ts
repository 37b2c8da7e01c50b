import { ConfigError, loadConfig } from "../config";
import { runDatabaseCommand } from "../db/open-configured";
import { setAdmin } from "../users/user.service";

// `npm run admin -- grant EMAIL` / `revoke EMAIL`. On PGlite, stop the server first (one process per directory).
const [action, email] = process.argv.slice(2);
if ((action !== "grant" && action !== "revoke") || !email) {
  console.error("Usage: npm run admin -- grant EMAIL | revoke EMAIL");
  process.exit(2);
}
try {
  runDatabaseCommand(loadConfig(), async (database) => {
    const found = await setAdmin(database.db, email, action === "grant");
    if (!found) {
      console.error(`No user with e-mail ${email}.`);
      return 1;
    }
    console.log(`${email} is ${action === "grant" ? "now an admin" : "no longer an admin"}.`);
    return 0;
  });
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(2);
}
