import path from "node:path";
import { ConfigError, type Config } from "../config";
import { openDatabase, type Database } from "./client";
import { acquireDataDirLock, LockHeldError } from "./lock";
import { makeDataDirPrivate, privacyWarning } from "./private-data-dir";

export interface OpenedDatabase {
  database: Database;
  /** Closes the database, then releases the data-directory lock. */
  close(): Promise<void>;
}

/**
 * The configured database: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR behind
 * the exclusive lock (PGlite is one process per directory).
 */
export async function openConfiguredDatabase(config: Config): Promise<OpenedDatabase> {
  // The directory holds the server's secrets even on PostgreSQL, so it is made private either way;
  // the server has done so before it logs (main.ts), a command-line tool says so here.
  const warning = privacyWarning(makeDataDirPrivate(config.dataDir));
  if (warning) console.warn(warning);
  const release = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      directUrl: config.databaseDirectUrl,
      dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, "pglite"),
      poolSize: config.databasePoolSize,
      timeouts: config.databaseTimeouts,
    });
    // PGlite writes the files of a new database 0666 whatever the umask: they are tightened now.
    if (!config.databaseUrl) makeDataDirPrivate(config.dataDir);
    process.once("exit", release);
    return {
      database,
      async close() {
        try {
          await database.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** Runs a command-line tool's body against the configured database and exits with its code. */
export function runDatabaseCommand(config: Config, body: (database: Database) => Promise<number>): void {
  openConfiguredDatabase(config)
    .then(async (opened) => {
      try {
        return await body(opened.database);
      } finally {
        await opened.close();
      }
    })
    .then(
      (code) => process.exit(code),
      (err: unknown) => {
        console.error(err instanceof ConfigError || err instanceof LockHeldError ? err.message : err);
        process.exit(2);
      },
    );
}
