import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { SQL } from "drizzle-orm";
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { fileURLToPath } from "node:url";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The database handle both engines share; services take this, never a driver type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Present on PostgreSQL: a client for LISTEN/NOTIFY and advisory locks. */
  pool: pg.Pool | undefined;
  /** Present on PGlite: a consistent gzipped tarball of the data directory, taken between queries (backup.ts). */
  dumpDataDir: (() => Promise<Blob>) | undefined;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export interface OpenOptions {
  /** postgres:// URL; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; absent means in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
  /** PostgreSQL's limits; absent, none (tests and benches). The server passes the configured ones. */
  timeouts?: DatabaseTimeouts | undefined;
}

/** Limits on waiting for PostgreSQL, each in milliseconds, 0 for none. */
export interface DatabaseTimeouts {
  /** Making a connection, and waiting for a free one in the pool. */
  connectMs: number;
  /** One statement, enforced by PostgreSQL itself (query_canceled, SQLSTATE 57014). */
  statementMs: number;
  /** Silence on a connection before TCP keepalive probes ask whether the other end is still there. */
  keepAliveMs: number;
}

/**
 * Credits, stakes and sums are int8. PGlite returns them as numbers; node-postgres as strings. Both
 * now give numbers, and a value past 2^53 (far beyond any balance the stake limit allows) fails
 * loudly instead of losing precision. Set on pg's global parsers: drizzle's node-postgres session
 * overrides a pool's own `types` for every query and falls back to the global ones.
 */
pg.types.setTypeParser(pg.types.builtins.INT8, (text: string) => {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value ${text} is past the safe integer range`);
  return value;
});

/** Opens the database and applies committed migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { connectMs = 0, statementMs = 0, keepAliveMs = 0 } = options.timeouts ?? {};
    // Without these a stalled connection or a runaway query is waited for as long as it lasts, and
    // the requests queued behind it with it; a dead peer shows only when keepalive probes go unanswered.
    const connection: pg.PoolConfig = {
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: connectMs,
      keepAlive: keepAliveMs > 0,
      ...(keepAliveMs > 0 ? { keepAliveInitialDelayMillis: keepAliveMs } : {}),
    };
    await migrateOnOwnConnection(connection);
    const pool = new pg.Pool({ ...connection, max: options.poolSize ?? 10, ...(statementMs > 0 ? { statement_timeout: statementMs } : {}) });
    // An idle client that errors (server restart) must not crash the process; the pool replaces it.
    pool.on("error", () => {});
    // Nor may one in use: the pool listens only to idle clients, and a client checked out for a
    // transaction when PostgreSQL goes away emits an error nobody hears, which ends the process. The
    // query in flight fails with the same error, and the pool drops the client when it comes back.
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    pools.set(db, pool);
    return { db, kind: "postgres", pool, dumpDataDir: undefined, close: () => pool.end() };
  }
  // Postgres's default 128 MB of shared buffers lives inside PGlite's WebAssembly memory, which never
  // shrinks: most of the idle server's memory. The embedded database is tens of MB and the OS caches
  // its files, so 16 MB holds the hot pages (docs/decisions.md, Staying up).
  // A start parameter, not postgresqlconf, which would replace the data directory's postgresql.conf.
  const pgliteOptions = { startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`] };
  const client = options.dataDir ? new PGlite(options.dataDir, pgliteOptions) : new PGlite(pgliteOptions);
  const pdb = drizzlePglite(client, { schema });
  await migratePglite(pdb, { migrationsFolder });
  return {
    db: pdb as unknown as Db,
    kind: "pglite",
    pool: undefined,
    dumpDataDir: () => client.dumpDataDir("gzip"),
    close: () => client.close(),
  };
}

const PGLITE_SHARED_BUFFERS = "16MB";

/** Any constant: names the advisory lock migrations run under (the sync's is 727_002). */
export const MIGRATION_LOCK = 727_001;

/**
 * Migrations run on a connection of their own, without the statement timeout: an index built on a
 * large table may take minutes, and a migration cut short rolls back and fails every start after it.
 * They run under a session advisory lock, so instances started together on an empty database take
 * turns: the first migrates, the others wait, then find nothing left to do (docs/decisions.md,
 * "Several instances").
 */
async function migrateOnOwnConnection(connection: pg.ClientConfig): Promise<void> {
  const client = new pg.Client(connection);
  // As on the pool's clients: a connection lost mid-migration fails the query, not the process.
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    // Ending the session releases the lock too, also when the migration failed.
    await client.end();
  }
}

/** Rows of a raw SQL query; both drivers answer execute() with { rows }. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The pool behind each PostgreSQL handle, for statements prepared by name (executeNamed). */
const pools = new WeakMap<Db | Tx, pg.Pool>();
const dialect = new PgDialect();

/**
 * Runs a statement the server sends many times a second as a named prepared statement on
 * PostgreSQL: each connection parses and plans it once, not on every call. `query` must render the
 * same text every time (only its parameters vary). Elsewhere (PGlite, inside a transaction) it is
 * an ordinary execute. Answers like execute(): `{ rows }`.
 */
export async function executeNamed(db: Db | Tx, name: string, query: SQL): Promise<{ rows: Array<Record<string, unknown>> }> {
  const pool = pools.get(db);
  if (!pool) return { rows: await queryRows<Record<string, unknown>>(db, query) };
  const { sql: text, params } = dialect.sqlToQuery(query);
  return pool.query<Record<string, unknown>>({ name, text, values: params });
}
