import type { FastifyInstance } from "fastify";
import { WebSocket } from "ws";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Match } from "../../../shared/api/matches";
import { buildApp } from "../../app";
import { openDatabase, type Database } from "../../platform/db/client";
import { frameText } from "../../live/ws-text";
import type { SyncReport } from "../../game/match-sync.service";
import { databaseKinds, openTestDatabase, testConfig } from "../harness";
import { findOrInstallPgBouncer, startPgBouncer, type PgBouncer } from "../pgbouncer";
import { balancedClient } from "../balanced-client";
import { startRoundRobinProxy, type RoundRobinProxy } from "../round-robin-proxy";

// Two instances of the game whose DATABASE_URL is PgBouncer in transaction mode (each transaction on
// whichever PostgreSQL connection is free), with DATABASE_DIRECT_URL for what needs a session of its
// own, behind a round-robin balancer. Everything a player does works and shows on both instances: the
// pooled statements name nothing, and LISTEN and the session locks go to PostgreSQL directly.

if (!databaseKinds.includes("postgres")) console.info("PgBouncer instances not tested: TEST_DATABASE_URL is not set (it needs PostgreSQL).");

const PUBLIC_URL = "https://league.example";
/** Any constant: the sync's session lock (match-sync.service.ts). */
const SYNC_LOCK = 727_002;

describe.skipIf(!databaseKinds.includes("postgres"))("two instances through PgBouncer in transaction mode [postgres]", () => {
  /** The scratch database, directly (setup and inspection only). */
  let database: Database | undefined;
  let bouncer: PgBouncer | undefined;
  const pooled: Database[] = [];
  const apps: FastifyInstance[] = [];
  /** Each instance's own address, behind the balancer. */
  const instanceUrls: string[] = [];
  let proxy: RoundRobinProxy | undefined;
  /** Each instance's first sync run, started together: the leader's report, or undefined on a standby. */
  let firstRuns: Array<SyncReport | undefined>;

  const { call, signUp } = balancedClient(() => proxy!.url, PUBLIC_URL, "pgb");

  beforeAll(async () => {
    const binary = await findOrInstallPgBouncer();
    database = await openTestDatabase("postgres");
    const directUrl = database.pool!.options.connectionString!;
    const { url: pooledUrl } = (bouncer = await startPgBouncer(binary, directUrl));
    const config = testConfig({ SIM_SPEED: "60", PUBLIC_URL, DATABASE_URL: pooledUrl, DATABASE_DIRECT_URL: directUrl });
    for (let i = 0; i < 2; i++) {
      // As the server opens it, the configured timeouts included: PgBouncer refuses a connection that sends
      // statement_timeout, so the pooled ones must not.
      const opened = await openDatabase({
        databaseUrl: config.databaseUrl,
        directUrl: config.databaseDirectUrl,
        poolSize: 4,
        timeouts: config.databaseTimeouts,
      });
      pooled.push(opened);
      const app = await buildApp({ config, database: opened, logger: false });
      instanceUrls.push(await app.listen({ port: 0, host: "127.0.0.1" }));
      apps.push(app);
    }
    proxy = await startRoundRobinProxy(instanceUrls);
    firstRuns = await Promise.all(apps.map((app) => app.game.sync.runExclusive()));
  }, 300_000);

  // Whatever beforeAll got to, so no PgBouncer process or scratch database outlives a failed start.
  afterAll(async () => {
    await proxy?.close();
    await Promise.all(apps.map((app) => app.close()));
    for (const opened of pooled) await opened.close();
    await bouncer?.close();
    await database?.close();
  });

  it("runs the match sync on exactly one instance, which keeps its lock from run to run", async () => {
    expect(pooled.map((opened) => opened.pool!.options.connectionString)).toEqual([bouncer!.url, bouncer!.url]);
    expect(firstRuns.filter((run) => run !== undefined)).toHaveLength(1);
    expect(apps.map((app) => app.game.sync.isLeader).filter(Boolean)).toHaveLength(1);
    // The leader asks PostgreSQL before each run whether its session still holds the lock: through a
    // pooler it would be asking another backend, and stand down.
    const again = await Promise.all(apps.map((app) => app.game.sync.runExclusive()));
    expect(again.map((run) => run !== undefined)).toEqual(firstRuns.map((run) => run !== undefined));
    const { rows } = await database!.pool!.query<{ n: number }>(
      `select count(*)::int as n from pg_locks
       where locktype = 'advisory' and objid = $1 and granted and database = (select oid from pg_database where datname = current_database())`,
      [SYNC_LOCK],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it("places bets through the pooler, and both instances show them within a second", async () => {
    const cookie = await signUp();
    const lists = await Promise.all(
      instanceUrls.map(async (base) => (await fetch(`${base}/api/matches`, { headers: { cookie } })).json() as Promise<Match[]>),
    );
    const open = (m: Match) =>
      m.status === "upcoming" && m.predictions.length === 2 && m.betCount === 0 && Date.parse(m.matchDate) > Date.now() + 60_000;
    const openMatches = lists[0]!.filter(open).slice(0, 6);
    expect(openMatches.length, "open matches nobody has backed").toBeGreaterThanOrEqual(3);

    // The ledger's statement, again and again from both instances' connections: each would be prepared
    // by name on a backend the next one may not reach, were names not off behind the pooler.
    for (const match of openMatches) {
      const placed = await call("/api/bets", { method: "POST", cookie, body: { matchId: match.id, aiSelected: "Grok", stake: 100 } });
      expect(placed.status, await placed.clone().text()).toBe(201);
    }
    const match = openMatches[0]!;
    for (const base of instanceUrls) {
      const distribution = await (await fetch(`${base}/api/matches/${match.id}/distribution`, { headers: { cookie } })).json();
      expect(distribution).toEqual({ chatGPT: 0, grok: 100, totalBets: 1 });
    }
    await Promise.all(
      instanceUrls.map((base) =>
        vi.waitFor(
          async () => {
            const list: Match[] = await (await fetch(`${base}/api/matches`, { headers: { cookie } })).json();
            expect(list.find((m) => m.id === match.id)?.betCount).toBe(1);
          },
          // The list is rebuilt once its copy is a second old (match-list-cache.ts); the margin is for a loaded machine.
          { timeout: 2_500, interval: 25 },
        ),
      ),
    );
  });

  it("ends a session on both instances when the player signs out through either", async () => {
    const cookie = await signUp();
    for (let i = 0; i < instanceUrls.length; i++) expect((await call("/api/bets/history", { cookie })).status).toBe(200);
    expect((await call("/api/logout", { method: "POST", cookie })).status).toBeLessThan(400);
    await vi.waitFor(
      async () => {
        for (const base of instanceUrls) expect((await fetch(`${base}/api/matches`, { headers: { cookie } })).status).toBe(401);
      },
      { timeout: 2_000, interval: 25 },
    );
  });

  it("tells a player's page on one instance what they did on the other", async () => {
    const cookie = await signUp();
    const socket = new WebSocket(`${instanceUrls[1]!.replace("http", "ws")}/ws`, { headers: { cookie, origin: PUBLIC_URL } });
    const seen: string[] = [];
    socket.on("message", (data) => seen.push((JSON.parse(frameText(data)) as { type: string }).type));
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    try {
      // NOTIFY goes through the pooler; the other instance hears it on its direct LISTEN connection.
      const read = await fetch(`${instanceUrls[0]}/api/notifications/read`, {
        method: "POST",
        headers: { cookie, origin: PUBLIC_URL, "content-type": "application/json" },
        body: JSON.stringify({ all: true }),
      });
      expect(read.status).toBe(200);
      await vi.waitFor(() => expect(seen).toContain("notifications"), { timeout: 2_000, interval: 20 });
    } finally {
      socket.close();
    }
  });

  it("reports both instances ready", async () => {
    for (const base of instanceUrls) expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });
});
