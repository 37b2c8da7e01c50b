import path from "node:path";
import { ConfigError, loadConfig } from "../platform/config";
import { findLedgerViolations } from "../ledger/ledger-check";
import { requestBackup, restoreBackup, writeBackup } from "../platform/db/backup";
import { openConfiguredDatabase } from "../platform/db/open-configured";
import { acquireDataDirLock, lockHolder } from "../platform/db/lock";

// `npm run db:backup -- FILE` and `npm run db:restore -- FILE` for the embedded database (backup.ts).

const PG_DUMP_HINT =
  'DATABASE_URL is set: back PostgreSQL up with its own tools, e.g. pg_dump --format=custom --file=FILE "$DATABASE_URL", and restore with pg_restore --dbname="$DATABASE_URL" FILE.';

async function backup(file: string): Promise<number> {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(PG_DUMP_HINT);
    return 2;
  }
  const started = performance.now();
  const server = lockHolder(config.dataDir);
  let bytes: number;
  if (server !== undefined) {
    console.log(`The server (process ${server}) holds ${config.dataDir}: asking it to write the backup.`);
    const result = await requestBackup(config.dataDir, server, file);
    if (!result.ok) {
      console.error(`Backup failed: ${result.error}`);
      return 1;
    }
    bytes = result.bytes;
  } else {
    const opened = await openConfiguredDatabase(config);
    try {
      bytes = await writeBackup(opened.database, file);
    } finally {
      await opened.close();
    }
  }
  console.log(
    `Backup of ${config.dataDir} written to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${Math.round(performance.now() - started)} ms).`,
  );
  console.log("Keep DATA_DIR/session-secret with it: a restore without that file signs every player out.");
  return 0;
}

async function restore(file: string): Promise<number> {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(PG_DUMP_HINT);
    return 2;
  }
  const release = acquireDataDirLock(config.dataDir);
  try {
    await restoreBackup(file, config.dataDir);
  } finally {
    release();
  }
  // Opened as the server would open it: migrations a newer version added are applied now.
  const opened = await openConfiguredDatabase(config);
  try {
    const violations = await findLedgerViolations(opened.database.db);
    console.log(
      `Restored ${file} into ${config.dataDir}. Ledger check: ${violations.length === 0 ? "passed" : `${violations.length} user(s) out of balance`}.`,
    );
    return violations.length === 0 ? 0 : 1;
  } finally {
    await opened.close();
  }
}

const [command, file] = process.argv.slice(2);
if ((command !== "backup" && command !== "restore") || !file) {
  console.error("Usage: npm run db:backup -- FILE | npm run db:restore -- FILE");
  process.exit(2);
}
(command === "backup" ? backup : restore)(path.resolve(file)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
    process.exit(2);
  },
);
