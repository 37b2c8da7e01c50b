import pg from "pg";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createScratchDatabase } from "../../src/server/testing/scratch-database";
import { benchPostgresUrl } from "../bench-database";
import { freePort } from "../bench-server";
import { PrivatePostgres } from "../private-postgres";
import type { DatabaseKind } from "./options";

export interface RunDatabase {
  label: "PGlite" | "PostgreSQL";
  /** What the server's environment needs to use it. */
  env: Record<string, string>;
  /** How the bench opens it itself (accounts before the run, the ledger check after). */
  target: { databaseUrl?: string; dataDir?: string };
  /** PostgreSQL's name for it, which its backends' process titles carry. */
  name: string | undefined;
  /** Transactions committed and rolled back in it so far (pg_stat_database, flushed by each backend within a second); undefined on PGlite. */
  transactions(): Promise<number | undefined>;
  drop(): Promise<void>;
}

/**
 * The run's own database: a PGlite data directory in /tmp, or a scratch database on the PostgreSQL
 * server of BENCH_DATABASE_URL / TEST_DATABASE_URL (as bench/soak.ts does), or without either on a
 * private PostgreSQL server (bench/private-postgres.ts). Dropped afterwards.
 */
export async function createRunDatabase(kind: DatabaseKind): Promise<RunDatabase> {
  if (kind === "pglite") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "prophecy-capacity-"));
    return {
      label: "PGlite",
      env: { DATA_DIR: dataDir },
      target: { dataDir: path.join(dataDir, "pglite") },
      name: undefined,
      transactions: async () => undefined,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  let privatePostgres: PrivatePostgres | undefined;
  let adminUrl = benchPostgresUrl;
  if (!adminUrl) {
    privatePostgres = new PrivatePostgres(await freePort());
    privatePostgres.start();
    adminUrl = privatePostgres.url;
  }
  const scratch = await createScratchDatabase(adminUrl, "pl_capacity");
  return {
    label: "PostgreSQL",
    env: { DATABASE_URL: scratch.url },
    target: { databaseUrl: scratch.url },
    name: new URL(scratch.url).pathname.slice(1),
    async transactions() {
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: string }>(
          "select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()",
        );
        return Number(rows[0]?.n);
      } finally {
        await client.end();
      }
    },
    async drop() {
      await scratch.drop();
      privatePostgres?.stop();
    },
  };
}
