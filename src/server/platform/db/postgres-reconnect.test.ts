import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommentaryMessage, MatchFeedMessage } from "../../../shared/api/live";
import { buildApp } from "../../app";
import { databaseKinds, openTestDatabase, testConfig } from "../../testing/harness";
import type { Database } from "./client";

// PostgreSQL restarted under the server (here: every connection of the server's database cut by
// pg_terminate_backend, as a restart does): the server answers again, listens for other instances'
// commentary again and leads the match sync again, without a restart of its own and without leaking
// pool connections. The whole restart under load is bench/pg-faults.ts.

async function within<T>(ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!databaseKinds.includes("postgres"))("the server when PostgreSQL drops every connection [postgres]", () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase("postgres");
    app = await buildApp({ config: testConfig({ SIM_SPEED: "60" }), database, logger: false, rateLimits: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("answers, listens and leads the sync again by itself", async () => {
    await app.game.sync.runExclusive();
    expect(app.game.sync.isLeader).toBe(true);
    const heard: MatchFeedMessage[] = [];
    app.game.hub.subscribe(1, (message) => heard.push(message));

    // A transaction in flight when the connections go: it fails, and nothing else does (a client
    // checked out of the pool has no listener of the pool's, and an unheard error ends the process).
    const inFlight = database.db
      .transaction((tx) => tx.execute(sql`select pg_sleep(10)`))
      .then(
        () => "committed",
        (err: unknown) => err,
      );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const killer = new pg.Client({ connectionString: database.pool!.options.connectionString });
    await killer.connect();
    const { rows } = await killer.query<{ n: number }>(
      "select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    await killer.end();
    expect(rows[0]!.n).toBeGreaterThanOrEqual(3); // the commentary listener, the sync leader and the transaction
    expect(await inFlight).toBeInstanceOf(Error);

    // The first request may meet a dead pooled connection; within seconds every reply is 200.
    await within(10_000, async () => ((await app.inject({ url: "/readyz" })).statusCode === 200 ? true : undefined));
    expect((await app.inject({ url: "/api/stats/social-proof" })).statusCode).toBe(200);

    await within(10_000, async () => (app.game.hub.listening ? true : undefined));
    const line: CommentaryMessage = { type: "commentary", matchId: 1, message: "Back on air", minute: 12, createdAt: new Date().toISOString() };
    await app.game.hub.publish(line);
    await within(5_000, async () => (heard.length > 0 ? true : undefined));
    expect(heard).toEqual([line]);

    expect(app.game.sync.isLeader).toBe(false);
    await within(10_000, async () => ((await app.game.sync.runExclusive()) ? true : undefined));
    expect(app.game.sync.isLeader).toBe(true);
    // Dead clients went back to the pool to be replaced, not kept checked out.
    expect(database.pool!.totalCount).toBeLessThanOrEqual(20);
    expect(database.pool!.waitingCount).toBe(0);
  });

  it("is not ready while its live feed does not hear the other instances, and ready again once it listens", async () => {
    await within(10_000, async () => (app.game.hub.listening ? true : undefined));
    const listener = (app.game.hub as unknown as { listenClient: pg.PoolClient & { processID: number } }).listenClient;
    const killer = new pg.Client({ connectionString: database.pool!.options.connectionString });
    await killer.connect();
    await killer.query("select pg_terminate_backend($1)", [listener.processID]);
    await killer.end();
    await within(5_000, async () => (app.game.hub.listening ? undefined : true));
    // The listener tries again after half a second: until then a balancer must send players elsewhere.
    const reply = await app.inject({ url: "/readyz" });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({ message: "Live feed not listening to other instances" });
    await within(10_000, async () => ((await app.inject({ url: "/readyz" })).statusCode === 200 ? true : undefined));
  });
});
