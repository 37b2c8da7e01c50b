import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { databaseKinds, openTestDatabase } from "../../testing/harness";
import { executeNamed, openDatabase, queryRows, type Database } from "./client";
import { sessions } from "./schema";

// DATABASE_DIRECT_URL: with it, DATABASE_URL may be a transaction-mode pooler, so the work that needs a
// session of its own gets a small pool of direct connections, and the pooled connections name no
// statement and send no statement timeout (pgbouncer.test.ts runs the game through PgBouncer itself).

describe("DATABASE_DIRECT_URL", () => {
  it("is read beside DATABASE_URL, with the same check", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://app@pooler:6432/league", DATABASE_DIRECT_URL: " postgresql://app@db:5432/league " });
    expect(config.databaseDirectUrl).toBe("postgresql://app@db:5432/league");
    expect(loadConfig({ DATABASE_URL: "postgres://app@db/league", DATABASE_DIRECT_URL: "" }).databaseDirectUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_URL: "postgres://app@db/league", DATABASE_DIRECT_URL: "mysql://db/league" })).toThrow(
      "Invalid DATABASE_DIRECT_URL: must start with postgres:// or postgresql://",
    );
  });

  it("is refused without DATABASE_URL, which it would otherwise leave on the embedded database", () => {
    expect(() => loadConfig({ DATABASE_DIRECT_URL: "postgres://app@db/league" })).toThrow(/^Invalid DATABASE_DIRECT_URL: /);
  });
});

describe.skipIf(!databaseKinds.includes("postgres"))("the session pool [postgres]", () => {
  let database: Database;
  let url: string;
  const opened: Database[] = [];
  const open = async (directUrl: string | undefined) => {
    const one = await openDatabase({
      databaseUrl: url,
      directUrl,
      poolSize: 1,
      timeouts: { connectMs: 5_000, statementMs: 4_321, keepAliveMs: 10_000 },
    });
    opened.push(one);
    return one;
  };
  /** Names prepared on the pool's one connection. */
  const preparedNames = async (one: Database) =>
    (await queryRows<{ name: string }>(one.db, sql`select name from pg_prepared_statements order by name`)).map((row) => row.name);

  beforeAll(async () => {
    database = await openTestDatabase("postgres");
    url = database.pool!.options.connectionString!;
  });

  afterAll(async () => {
    for (const one of opened) await one.close();
    await database.close();
  });

  /** A drizzle statement prepared by name, as the session lookup is (auth/session.service.ts). */
  const preparedLookup = (one: Database) =>
    one.db
      .select()
      .from(sessions)
      .where(sql`${sessions.id} = ${sql.placeholder("id")}`)
      .prepare("probe_prepared")
      .execute({ id: "none" });

  it("is the pool itself without a direct URL, whose statements keep their names and timeout", async () => {
    const one = await open(undefined);
    expect(one.pool!.sessionPool).toBe(one.pool);
    await executeNamed(one.db, "probe_named", (p) => sql`select ${p.one}::int as one`, { one: 1 });
    await preparedLookup(one);
    expect(await preparedNames(one)).toEqual(["probe_named", "probe_prepared"]);
    expect((await one.pool!.query<{ statement_timeout: string }>("show statement_timeout")).rows[0]!.statement_timeout).toBe("4321ms");
  });

  it("is a few direct connections of its own with one, and the pooled ones name nothing and leave the timeout to PostgreSQL", async () => {
    const one = await open(url);
    const sessionPool = one.pool!.sessionPool;
    expect(sessionPool).not.toBe(one.pool);
    expect(sessionPool.options).toMatchObject({ connectionString: url, max: 4, connectionTimeoutMillis: 5_000, keepAlive: true });
    expect(one.pool!.options).toMatchObject({ connectionTimeoutMillis: 5_000, keepAlive: true });
    // The ledger's named statement and drizzle's prepared one both go unnamed (a pooler would lose them).
    const [row] = (await executeNamed(one.db, "probe_named", (p) => sql`select ${p.one}::int as one`, { one: 1 })).rows;
    expect(row).toEqual({ one: 1 });
    await preparedLookup(one);
    expect(await preparedNames(one)).toEqual([]);
    // PgBouncer refuses a connection that sends statement_timeout; the direct ones still carry it.
    expect((await one.pool!.query<{ statement_timeout: string }>("show statement_timeout")).rows[0]!.statement_timeout).toBe("0");
    expect((await sessionPool.query<{ statement_timeout: string }>("show statement_timeout")).rows[0]!.statement_timeout).toBe("4321ms");
  });
});
