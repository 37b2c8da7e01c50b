import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { createServer, type Server, type Socket } from "node:net";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loggerOptions } from "../logging";
import { databaseKinds, openTestDatabase, testConfig } from "../../testing/harness";
import { openDatabase, queryRows, type Database } from "./client";
import { isDatabaseTimeout } from "./errors";

// A database that stalls must not stall the game: a statement past the statement timeout is
// cancelled by PostgreSQL and answered 503, logged with its request; a server that accepts a
// connection and never speaks is given up on within the connection timeout.

const SLOW = "/test/slow-statement";

if (!databaseKinds.includes("postgres")) {
  console.info("Statement timeout not tested: TEST_DATABASE_URL is not set (it needs PostgreSQL).");
}

describe.skipIf(!databaseKinds.includes("postgres"))("a statement past the statement timeout [postgres]", () => {
  let scratch: Database;
  let database: Database;
  let app: FastifyInstance;
  let log = "";

  beforeAll(async () => {
    // A scratch database of the test server's, opened again as the server opens it: with limits.
    scratch = await openTestDatabase("postgres");
    database = await openDatabase({
      databaseUrl: scratch.pool!.options.connectionString,
      poolSize: 4,
      timeouts: { connectMs: 500, statementMs: 200, keepAliveMs: 1_000 },
    });
    const destination = new PassThrough();
    destination.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
    const config = testConfig({ LOG_LEVEL: "info", LOG_FORMAT: "json" });
    app = await buildApp({ config, database, logger: loggerOptions(config, { isTTY: false, destination }), rateLimits: false });
    app.get(SLOW, async () => {
      await database.db.execute(sql`select pg_sleep(1)`);
      return { slept: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await scratch.close();
  });

  it("sets the limits on every pooled connection", async () => {
    const [row] = await queryRows<{ statement_timeout: string }>(database.db, sql`show statement_timeout`);
    expect(row?.statement_timeout).toBe("200ms");
    expect(database.pool!.options).toMatchObject({ connectionTimeoutMillis: 500, keepAlive: true, keepAliveInitialDelayMillis: 1_000 });
  });

  it("answers 503 with a message once the timeout passes, logs it with the request id, and serves the next request", async () => {
    const slow = await app.inject({ url: SLOW, headers: { "x-request-id": "slow-statement-1" } });
    // Cancelled by PostgreSQL at 200 ms (the 57014 logged below), not run to the end of its second.
    expect(slow.statusCode).toBe(503);
    expect(slow.json()).toEqual({ message: "The database took too long to answer; try again." });

    await new Promise((resolve) => setImmediate(resolve));
    const logged = log
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; reqId?: string; msg: string; err?: unknown });
    const failure = logged.find((line) => line.reqId === "slow-statement-1" && line.level >= 50 && line.err);
    expect(failure?.msg).toBe("request failed: the database took too long to answer");
    expect(JSON.stringify(failure?.err)).toMatch(/57014|canceling statement due to statement timeout/);

    for (const url of ["/api/stats/social-proof", "/readyz"]) {
      expect((await app.inject({ url })).statusCode, url).toBe(200);
    }
    // Every connection went back to the pool, the cancelled one included.
    expect(database.pool!.waitingCount).toBe(0);
    expect(database.pool!.totalCount - database.pool!.idleCount).toBeLessThanOrEqual(2);
  });

  it("answers 503 when no pooled connection frees up within the connection timeout, and serves again once one does", async () => {
    const pool = database.pool!;
    const held = [];
    while (pool.totalCount < pool.options.max || pool.idleCount > 0) held.push(await pool.connect());
    try {
      const started = performance.now();
      const starved = await app.inject({ url: SLOW });
      expect(starved.statusCode).toBe(503);
      expect(starved.json()).toEqual({ message: "The database took too long to answer; try again." });
      expect(performance.now() - started).toBeLessThan(1_500);
    } finally {
      for (const client of held) client.release();
    }
    expect((await app.inject({ url: "/readyz" })).statusCode).toBe(200);
  });
});

describe("a database server that accepts and never answers", () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  let port = 0;

  beforeAll(async () => {
    // Takes the connection and says nothing: no startup reply, as from a hung or half-gone server.
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    port = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("is given up on within the connection timeout", async () => {
    const started = performance.now();
    const opening = openDatabase({
      databaseUrl: `postgres://nobody@127.0.0.1:${port}/nothing`,
      timeouts: { connectMs: 300, statementMs: 1_000, keepAliveMs: 1_000 },
    });
    // Bounded here too: without the timeout the open would wait for as long as the socket lives.
    const outcome = await Promise.race([
      opening.then(
        () => "opened",
        (err: unknown) => err,
      ),
      new Promise((resolve) => setTimeout(() => resolve("still waiting after 5 s"), 5_000)),
    ]);
    const elapsed = performance.now() - started;
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toMatch(/timeout/);
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(2_000);
  });

  it("reads both of node-postgres's connection timeouts, and a cancelled statement through drizzle's wrapping, as database timeouts", () => {
    expect(isDatabaseTimeout(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseTimeout(new Error("Connection terminated due to connection timeout", { cause: new Error("x") }))).toBe(true);
    const cancelled = Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" });
    expect(isDatabaseTimeout(new Error("Failed query: select pg_sleep(1)", { cause: cancelled }))).toBe(true);
    expect(isDatabaseTimeout(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseTimeout(new Error("Connection terminated unexpectedly"))).toBe(false);
  });
});
