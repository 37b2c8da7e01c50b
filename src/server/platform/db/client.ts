import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { fillPlaceholders, sql, type SQL, type SQLWrapper } from "drizzle-orm";
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
  /** Present on PostgreSQL: the pool behind `db`, and beside it the one for LISTEN and session locks. */
  pool: DatabasePool | undefined;
  /** Present on PGlite: a consistent gzipped tarball of the data directory, taken between queries (backup.ts). */
  dumpDataDir: (() => Promise<Blob>) | undefined;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export interface OpenOptions {
  /** postgres:// URL; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /**
   * PostgreSQL itself, when `databaseUrl` may be a transaction-mode pooler (DATABASE_DIRECT_URL): the
   * migrations and the session pool connect here, and the pooled connections name no statement.
   */
  directUrl?: string | undefined;
  /** PGlite data directory; absent means in memory (tests). */
  dataDir?: string | undefined;
  /**
   * An in-memory PGlite's starting contents, a dump of an already migrated database (dumpDataDir):
   * the tests' fresh databases start from one instead of running every migration again.
   */
  loadDataDir?: Blob | undefined;
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

/**
 * PostgreSQL's pool for queries, with the connections that need a session of their own beside it.
 * Everything that takes a pg.Pool takes this one; LISTEN and session advisory locks take `sessionPool`.
 */
export class DatabasePool extends pg.Pool {
  /**
   * For what must stay on one PostgreSQL backend while it is held: LISTEN (commentary-hub.ts), the sync
   * leader's lock (match-sync.service.ts) and the reminder pass's (reminder-job.ts). A transaction-mode
   * pooler hands each transaction to whichever backend is free, so a LISTEN or a session lock taken
   * through it lands on a backend the next statement may never see again. With DATABASE_DIRECT_URL these
   * are a few connections of their own to PostgreSQL; without it, this pool itself.
   */
  readonly sessionPool: pg.Pool;

  constructor(config: pg.PoolConfig, sessionPool?: pg.Pool) {
    super(config);
    this.sessionPool = sessionPool ?? this;
  }
}

/** The session pool's connections: the LISTEN one, the sync leader's, and a reminder pass's, with one to spare. */
const SESSION_POOL_SIZE = 4;

/** Opens the database and applies committed migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { connectMs = 0, statementMs = 0, keepAliveMs = 0 } = options.timeouts ?? {};
    // Without these a stalled connection or a runaway query is waited for as long as it lasts, and
    // the requests queued behind it with it; a dead peer shows only when keepalive probes go unanswered.
    const connection = (connectionString: string): pg.PoolConfig => ({
      connectionString,
      connectionTimeoutMillis: connectMs,
      keepAlive: keepAliveMs > 0,
      ...(keepAliveMs > 0 ? { keepAliveInitialDelayMillis: keepAliveMs } : {}),
    });
    const statementTimeout = statementMs > 0 ? { statement_timeout: statementMs } : {};
    const direct = options.directUrl ? connection(options.directUrl) : undefined;
    await migrateOnOwnConnection(direct ?? connection(options.databaseUrl));
    const sessionPool = direct ? quietPool(new pg.Pool({ ...direct, ...statementTimeout, max: SESSION_POOL_SIZE })) : undefined;
    const pool = quietPool(
      new DatabasePool(
        {
          ...connection(options.databaseUrl),
          max: options.poolSize ?? 10,
          // Behind a pooler (a direct URL is given), PgBouncer refuses statement_timeout as a startup
          // parameter and every connection with it: the pooled connections take PostgreSQL's setting for
          // their role instead (ALTER ROLE … SET statement_timeout), and their statements go unnamed.
          ...(direct ? { Client: UnnamedStatementClient } : statementTimeout),
        },
        sessionPool,
      ),
    );
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    pools.set(db, pool);
    return {
      db,
      kind: "postgres",
      pool,
      dumpDataDir: undefined,
      close: async () => {
        await Promise.all([pool.end(), sessionPool?.end()]);
      },
    };
  }
  // Postgres's default 128 MB of shared buffers lives inside PGlite's WebAssembly memory, which never
  // shrinks: most of the idle server's memory. The embedded database is tens of MB and the OS caches
  // its files, so 16 MB holds the hot pages (docs/decisions.md, Staying up).
  // A start parameter, not postgresqlconf, which would replace the data directory's postgresql.conf.
  const pgliteOptions = { startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`] };
  const client = options.dataDir ? new PGlite(options.dataDir, pgliteOptions) : new PGlite({ ...pgliteOptions, loadDataDir: options.loadDataDir });
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

function quietPool<T extends pg.Pool>(pool: T): T {
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  // Nor may one in use: the pool listens only to idle clients, and a client checked out for a
  // transaction when PostgreSQL goes away emits an error nobody hears, which ends the process. The
  // query in flight fails with the same error, and the pool drops the client when it comes back.
  pool.on("connect", (client) => client.on("error", () => {}));
  return pool;
}

/**
 * A connection that sends every statement unnamed: the pooled connections' when DATABASE_URL may be a
 * transaction-mode pooler. A named prepared statement lives on the PostgreSQL backend that parsed it,
 * and node-postgres parses each name once per connection; through PgBouncer (before 1.21, which
 * tracks them) that connection's next statement may reach another backend, where the name is missing
 * ("prepared statement does not exist") or already taken by another client ("already exists"). An
 * unnamed statement is parsed and run in one go on one backend. This covers every name at once: the
 * ledger's (executeNamed) and drizzle's `.prepare(name)` (the session lookup); only PostgreSQL's
 * planning once per connection is lost.
 */
class UnnamedStatementClient extends pg.Client {
  // One signature for pg's many overloads: the first argument loses its name, the others pass as given.
  override query(config: unknown, ...rest: unknown[]): never {
    const query = super.query.bind(this) as (config: unknown, ...rest: unknown[]) => never;
    return query(unnamed(config), ...rest);
  }
}

function unnamed(config: unknown): unknown {
  // A submittable (pg.Query, a cursor) carries its own name; the project passes only plain configs.
  if (typeof config !== "object" || config === null || !("name" in config) || "submit" in config) return config;
  return { ...config, name: undefined };
}

/** Any constant: names the advisory lock migrations run under (the sync's is 727_002, the reminder pass's 727_003, the prediction chain's 727_004). */
export const MIGRATION_LOCK = 727_001;

/**
 * Migrations run on a connection of their own, without the statement timeout: an index built on a
 * large table may take minutes, and a migration cut short rolls back and fails every start after it.
 * They run under a session advisory lock, so instances started together on an empty database take
 * turns: the first migrates, the others wait, then find nothing left to do (docs/decisions.md,
 * "Several instances"). The connection goes to DATABASE_DIRECT_URL when set: through a transaction-mode
 * pooler the lock would stay on a backend the pooler keeps open, and every later start would wait on it.
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
/** Each named statement's text and parameters as rendered from placeholders, once per name. */
const renderedByName = new Map<string, { text: string; params: unknown[] }>();
/** Stands for each value by its name, wherever `build` puts it. */
const placeholders = new Proxy<Record<string, SQLWrapper>>({}, { get: (_target, key) => sql.placeholder(String(key)) });

/**
 * Runs a statement the server sends many times a second as a named prepared statement on PostgreSQL:
 * each connection parses and plans it once, not on every call. `build` composes the statement from
 * `p`, whose fields stand for `values`; it must read nothing else that changes from call to call,
 * since a name's text may never change. On PostgreSQL it is rendered once per name from
 * placeholders, and a call only fills in its values (rendering it on every bet was 7 % of the
 * server's CPU a bet). Elsewhere (PGlite, inside a transaction) `p` holds the values themselves and
 * it is an ordinary execute; behind a pooler it goes unnamed (UnnamedStatementClient). Answers
 * like execute(): `{ rows }`.
 */
export async function executeNamed<K extends string>(
  db: Db | Tx,
  name: string,
  build: (p: Record<K, SQLWrapper>) => SQL,
  values: Record<K, unknown>,
): Promise<{ rows: Array<Record<string, unknown>> }> {
  const pool = pools.get(db);
  if (!pool) {
    const given: Record<string, SQLWrapper> = {};
    for (const [key, value] of Object.entries(values)) given[key] = sql`${value}`;
    return { rows: await queryRows<Record<string, unknown>>(db, build(given)) };
  }
  let rendered = renderedByName.get(name);
  if (!rendered) {
    const { sql: text, params } = dialect.sqlToQuery(build(placeholders));
    rendered = { text, params };
    renderedByName.set(name, rendered);
  }
  return pool.query<Record<string, unknown>>({ name, text: rendered.text, values: fillPlaceholders(rendered.params, values) });
}
