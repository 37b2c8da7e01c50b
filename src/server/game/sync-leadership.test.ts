import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import type { Database } from "../platform/db/client";
import { databaseKinds, openTestDatabase, testConfig } from "../testing/harness";

// The sync leader asks PostgreSQL before every run whether its session still holds the lock: a lock lost
// without its connection (a session reset, a pooler) must not leave two instances syncing at once.

const SYNC_LOCK = 727_002;

if (!databaseKinds.includes("postgres")) {
  console.info("Sync leadership not tested: TEST_DATABASE_URL is not set (it needs PostgreSQL).");
}

describe.skipIf(!databaseKinds.includes("postgres"))("the sync leader re-checks its lock before each run [postgres]", () => {
  let database: Database;
  let app: FastifyInstance;
  let rival: pg.Client;

  beforeAll(async () => {
    database = await openTestDatabase("postgres");
    app = await buildApp({ config: testConfig(), database, logger: false, rateLimits: false });
    rival = new pg.Client({ connectionString: database.pool!.options.connectionString });
    await rival.connect();
  });

  afterAll(async () => {
    await rival.end();
    await app.close();
    await database.close();
  });

  it("stands down when its session no longer holds the lock, and leads again once it is free", async () => {
    const sync = app.game.sync;
    expect(await sync.runExclusive()).toBeDefined();
    expect(sync.isLeader).toBe(true);

    // The lock goes while the connection stays, and another instance takes it.
    const leader = (sync as unknown as { leader: pg.PoolClient }).leader;
    await leader.query("select pg_advisory_unlock($1)", [SYNC_LOCK]);
    expect((await rival.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [SYNC_LOCK])).rows[0]!.locked).toBe(true);
    expect(await sync.runExclusive()).toBeUndefined();
    expect(sync.isLeader).toBe(false);

    await rival.query("select pg_advisory_unlock($1)", [SYNC_LOCK]);
    expect(await sync.runExclusive()).toBeDefined();
    expect(sync.isLeader).toBe(true);
  });
});
