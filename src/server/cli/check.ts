import { ConfigError, loadConfig } from "../platform/config";
import { findLedgerViolations } from "../ledger/ledger-check";
import { runDatabaseCommand } from "../platform/db/open-configured";

// `npm run db:check`: the credits invariant (docs/rules.md#credits); exits 1 on any violation.
try {
  runDatabaseCommand(loadConfig(), async (database) => {
    const violations = await findLedgerViolations(database.db);
    if (violations.length === 0) {
      console.log("Ledger check passed: every balance equals the sum of its ledger rows, none below zero.");
      return 0;
    }
    for (const v of violations.slice(0, 50)) {
      console.error(`user ${v.userId}: credits ${v.credits}, ledger sum ${v.ledgerSum}`);
    }
    console.error(`Ledger check FAILED: ${violations.length} user(s) out of balance.`);
    return 1;
  });
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(2);
}
