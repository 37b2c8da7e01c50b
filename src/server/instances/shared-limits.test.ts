import type { FastifyInstance } from "fastify";
import { WebSocket } from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import type { Database } from "../db/client";
import { STORE_DOWN_MESSAGE } from "../limits/shared-rate-limit";
import { SOCKETS_PER_SESSION } from "../live/socket-limits";
import { databaseKinds, listenForSockets, openTestDatabase, signUp, testConfig } from "../testing/harness";
import { startInstances, type Instances } from "../testing/instances";

// Three instances of the game on one PostgreSQL database, reached in turn as a round-robin balancer
// would: every rate limit and socket cap counts the three together, in PostgreSQL (no REDIS_URL) and
// in Redis (TEST_REDIS_URL, which .ci/run sets). Redis is shared by every test file at once, so each
// test here comes from an address of its own.

const redisUrl = process.env.TEST_REDIS_URL;
if (!databaseKinds.includes("postgres")) console.info("Shared limits not tested: TEST_DATABASE_URL is not set (it needs PostgreSQL).");
else if (!redisUrl) console.info("Shared limits in Redis not tested: TEST_REDIS_URL is not set.");

const stores = [{ store: "postgres", env: {} as Record<string, string> }, ...(redisUrl ? [{ store: "redis", env: { REDIS_URL: redisUrl } }] : [])];
/** A fresh client address for each test (the sign-in limit counts per network). */
const addressOf = (() => {
  const run = process.pid % 250;
  let n = 0;
  return () => `10.${run}.${Math.floor(Math.random() * 250)}.${(n += 1)}`;
})();

function openSocket(url: string, cookie: string): Promise<{ socket?: WebSocket; status?: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { cookie } });
    socket.once("open", () => resolve({ socket }));
    socket.once("unexpected-response", (_request, response) => resolve({ status: response.statusCode ?? 0 }));
    socket.once("error", (err) => {
      if (!String(err.message).includes("Unexpected server response")) reject(err);
    });
  });
}

describe.skipIf(!databaseKinds.includes("postgres")).each(stores)("three instances counting limits in $store [postgres]", ({ env }) => {
  let instances: Instances;
  let apps: FastifyInstance[];

  beforeAll(async () => {
    instances = await startInstances(3, { env });
    apps = instances.apps;
  });

  afterAll(() => instances.close());

  it("refuses the 21st wrong sign-in from one network however the balancer spreads them", async () => {
    // A different unknown address each time: one account's own lock (sign-in-throttle.ts) is in the database already.
    const remoteAddress = addressOf();
    let firstRefused = 0;
    for (let attempt = 1; attempt <= 30 && !firstRefused; attempt++) {
      const app = apps[attempt % apps.length]!;
      const reply = await app.inject({
        method: "POST",
        url: "/api/auth/signin",
        remoteAddress,
        payload: { email: `guess${attempt}@example.com`, password: "wrong password!" },
      });
      if (reply.statusCode === 429) firstRefused = attempt;
      else expect(reply.statusCode).toBe(401);
    }
    expect(firstRefused).toBe(21);
    // Another network is counted apart.
    const other = await apps[1]!.inject({
      method: "POST",
      url: "/api/auth/signin",
      remoteAddress: addressOf(),
      payload: { email: "guess@example.com", password: "x" },
    });
    expect(other.statusCode).toBe(401);
  });

  it("lets a player hold eight live sockets over all instances, and refuses the ninth on any", async () => {
    const player = await signUp(apps[0]!);
    const bases = await Promise.all(apps.map((app) => listenForSockets(app)));
    const opened: WebSocket[] = [];
    try {
      for (let i = 0; i < SOCKETS_PER_SESSION; i++) {
        const { socket, status } = await openSocket(bases[i % bases.length]!, player.cookie);
        expect(status, `socket ${i + 1}`).toBeUndefined();
        opened.push(socket!);
      }
      for (const base of bases) expect((await openSocket(base, player.cookie)).status).toBe(429);
      // A closed socket gives its place back, on whichever instance the next one lands.
      await new Promise<void>((resolve) => {
        opened[0]!.once("close", () => resolve());
        opened.shift()!.close();
      });
      let reopened: WebSocket | undefined;
      for (let tries = 0; tries < 50 && !reopened; tries++) {
        reopened = (await openSocket(bases[2]!, player.cookie)).socket;
        if (!reopened) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(reopened).toBeDefined();
      opened.push(reopened!);
    } finally {
      for (const socket of opened) socket.close();
    }
  });
});

describe.skipIf(!databaseKinds.includes("postgres"))("an instance whose shared store is away [postgres]", () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase("postgres");
    // Nothing listens on port 9 (discard) here: every command to this "Redis" fails at once.
    app = await buildApp({ config: testConfig({ SIM_SPEED: "60", REDIS_URL: "redis://127.0.0.1:9" }), database, logger: false });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("refuses sign-ins and sign-ups with a sentence, and changes nothing", async () => {
    const signin = await app.inject({
      method: "POST",
      url: "/api/auth/signin",
      payload: { email: "nobody@example.com", password: "whatever it is" },
    });
    expect(signin.statusCode).toBe(503);
    expect(signin.json()).toEqual({ message: STORE_DOWN_MESSAGE });
    const signup = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: "outage@example.com", username: "outage", password: "correct horse battery" },
    });
    expect(signup.statusCode).toBe(503);
    const { rows } = await database.pool!.query("select count(*)::int as n from users where email = 'outage@example.com'");
    expect(rows[0].n).toBe(0);
  });

  it("lets limited reads through, and the live feed", async () => {
    const log = await app.inject({ url: "/api/predictions/log" });
    expect(log.statusCode).toBe(200);
    const base = await listenForSockets(app);
    const { socket, status } = await new Promise<{ socket?: WebSocket; status?: number }>((resolve, reject) => {
      const ws = new WebSocket(base);
      ws.once("open", () => resolve({ socket: ws }));
      ws.once("unexpected-response", (_request, response) => resolve({ status: response.statusCode ?? 0 }));
      ws.once("error", reject);
    });
    expect(status).toBeUndefined();
    socket!.close();
  });
});
