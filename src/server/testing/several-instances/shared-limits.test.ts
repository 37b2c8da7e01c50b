import type { FastifyInstance } from "fastify";
import { connect, createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { PassThrough } from "node:stream";
import { WebSocket } from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SOCKETS_PER_SESSION } from "../../live/socket-limits";
import { loggerOptions } from "../../platform/logging";
import { confirmEmail, databaseKinds, listenForSockets, signUp, testConfig } from "../harness";
import { startInstances, type Instances } from "../instances";

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

/** Log lines the instances write, as JSON, for the outage's two lines. */
function capturedLog() {
  const lines: Array<{ level: number; msg: string; limitStore?: string }> = [];
  const destination = new PassThrough();
  let partial = "";
  destination.on("data", (chunk: Buffer) => {
    const parts = (partial + chunk.toString("utf8")).split("\n");
    partial = parts.pop() ?? "";
    for (const part of parts) if (part) lines.push(JSON.parse(part) as (typeof lines)[number]);
  });
  const config = testConfig({ LOG_LEVEL: "info", LOG_FORMAT: "json" });
  return { lines, logger: loggerOptions(config, { isTTY: false, destination }) };
}

const wentAway = (line: { msg: string }) => /^limit store \((Redis|PostgreSQL)\) unreachable/.test(line.msg);
const cameBack = (line: { msg: string }) => /^limit store \((Redis|PostgreSQL)\) answers again/.test(line.msg);

async function within<T>(ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Wrong sign-ins (each for an unknown address of its own) from one network, in turn over the instances, until the first 429. */
async function signInsLetThrough(apps: FastifyInstance[], remoteAddress: string, upTo: number): Promise<number> {
  for (let attempt = 1; attempt <= upTo; attempt++) {
    const reply = await apps[attempt % apps.length]!.inject({
      method: "POST",
      url: "/api/auth/signin",
      remoteAddress,
      payload: { email: `away${attempt}@example.com`, password: "wrong password!" },
    });
    if (reply.statusCode === 429) return attempt - 1;
    expect(reply.statusCode).toBe(401);
  }
  return upTo;
}

const ADMIN_EMAIL = "limits-admin@example.com";
const SIGN_INS_PER_MINUTE = 20;

describe.skipIf(!databaseKinds.includes("postgres"))("two instances whose Redis is away from the start [postgres]", () => {
  let instances: Instances;
  let apps: FastifyInstance[];
  const log = capturedLog();

  beforeAll(async () => {
    // Nothing listens on port 9 (discard) here: every command to this "Redis" fails at once.
    instances = await startInstances(2, { env: { REDIS_URL: "redis://127.0.0.1:9", ADMIN_EMAILS: ADMIN_EMAIL }, app: { logger: log.logger } });
    apps = instances.apps;
  });

  afterAll(() => instances.close());

  it("signs players up and in, on either instance, instead of answering 503", async () => {
    const player = await signUp(apps[0]!, { password: "correct horse battery" });
    const signin = await apps[1]!.inject({
      method: "POST",
      url: "/api/auth/signin",
      payload: { email: player.user.email, password: "correct horse battery" },
    });
    expect(signin.statusCode).toBe(200);
    expect(signin.json().id).toBe(player.user.id);
  });

  it("still refuses wrong sign-ins from one network, after no more than instances × limit", async () => {
    const letThrough = await signInsLetThrough(apps, addressOf(), 3 * SIGN_INS_PER_MINUTE);
    // Each instance counts its own 20: round-robin over two, the 41st is the first refused.
    expect(letThrough).toBe(apps.length * SIGN_INS_PER_MINUTE);
    for (const app of apps) {
      const reply = await app.inject({ method: "POST", url: "/api/auth/signin", payload: { email: "x@example.com", password: "y" } });
      expect(reply.statusCode, "another network").toBe(401);
    }
  });

  it("caps a player's live sockets on each instance: at most instances × 8, then refused on every one", async () => {
    const player = await signUp(apps[0]!);
    const bases = await Promise.all(apps.map((app) => listenForSockets(app)));
    const opened: WebSocket[] = [];
    try {
      for (const base of bases) {
        for (let i = 0; i < SOCKETS_PER_SESSION; i++) {
          const { socket, status } = await openSocket(base, player.cookie);
          expect(status, `socket ${i + 1} on ${base}`).toBeUndefined();
          opened.push(socket!);
        }
      }
      for (const base of bases) expect((await openSocket(base, player.cookie)).status).toBe(429);
    } finally {
      for (const socket of opened) socket.close();
    }
  });

  it("logs the outage once an instance, and reports it on /readyz and the admin's Match Feed", async () => {
    expect(log.lines.filter(wentAway)).toHaveLength(apps.length);
    expect(log.lines.filter(wentAway).every((line) => line.level === 40 && line.limitStore === "local")).toBe(true);
    expect(log.lines.filter(cameBack)).toEqual([]);
    for (const app of apps) {
      const ready = await app.inject({ url: "/readyz" });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: "ready", limitStore: "local" });
    }
    const admin = await signUp(apps[0]!, { email: ADMIN_EMAIL });
    await confirmEmail(instances.database.db, admin.user.id);
    const feed = await apps[1]!.inject({ url: "/api/admin/provider", headers: { cookie: admin.cookie } });
    expect(feed.statusCode).toBe(200);
    expect(feed.json().limitStore).toBe("local");
  });
});

/** A TCP relay to the test Redis that can be cut and restored on the same port, as an outage would. */
async function redisRelay(target: string) {
  const { hostname, port } = new URL(target);
  const clients = new Set<Socket>();
  let server: Server | undefined;
  let listenPort = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(port || 6379), hostname);
        clients.add(client).add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          clients.delete(client);
          clients.delete(upstream);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
        client.pipe(upstream).pipe(client);
      });
      server.listen(listenPort, "127.0.0.1", () => {
        listenPort = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  await open();
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String(listenPort);
  return {
    url: url.toString(),
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of clients) socket.destroy();
        clients.clear();
        server!.close(() => resolve());
      }),
    restore: open,
  };
}

describe.skipIf(!databaseKinds.includes("postgres")).each([{ store: "postgres" as const }, ...(redisUrl ? [{ store: "redis" as const }] : [])])(
  "two instances whose $store store goes away and comes back [postgres]",
  ({ store }) => {
    let instances: Instances;
    let apps: FastifyInstance[];
    let relay: Awaited<ReturnType<typeof redisRelay>> | undefined;
    const log = capturedLog();

    beforeAll(async () => {
      relay = store === "redis" ? await redisRelay(redisUrl!) : undefined;
      instances = await startInstances(2, { env: relay ? { REDIS_URL: relay.url } : {}, app: { logger: log.logger } });
      apps = instances.apps;
    });

    afterAll(async () => {
      await instances.close();
      await relay?.cut();
    });

    /** The store stops answering: the relay is cut, or PostgreSQL's limit tables are out of reach. */
    const goAway = async () => {
      if (relay) await relay.cut();
      else
        await instances.database.pool!.query(
          "alter table rate_limit_hits rename to rate_limit_hits_away; alter table socket_leases rename to socket_leases_away",
        );
    };
    const comeBack = async () => {
      if (relay) await relay.restore();
      else
        await instances.database.pool!.query(
          "alter table rate_limit_hits_away rename to rate_limit_hits; alter table socket_leases_away rename to socket_leases",
        );
    };
    const limitStores = async () =>
      Promise.all(apps.map(async (app) => (await app.inject({ url: "/readyz" })).json<{ limitStore: string }>().limitStore));

    it("counts in each instance's memory while away, logs the outage once each way, and counts together again when back", async () => {
      expect(await limitStores()).toEqual(["shared", "shared"]);
      // Shared: one count for both, the 21st refused.
      expect(await signInsLetThrough(apps, addressOf(), 3 * SIGN_INS_PER_MINUTE)).toBe(SIGN_INS_PER_MINUTE);

      await goAway();
      const player = await signUp(apps[0]!, { password: "correct horse battery" });
      expect(
        (await apps[1]!.inject({ method: "POST", url: "/api/auth/signin", payload: { email: player.user.email, password: "correct horse battery" } }))
          .statusCode,
      ).toBe(200);
      expect(await signInsLetThrough(apps, addressOf(), 3 * SIGN_INS_PER_MINUTE)).toBe(apps.length * SIGN_INS_PER_MINUTE);
      expect(await limitStores()).toEqual(["local", "local"]);

      await comeBack();
      await within(15_000, async () => ((await limitStores()).every((s) => s === "shared") ? true : undefined));
      expect(await signInsLetThrough(apps, addressOf(), 3 * SIGN_INS_PER_MINUTE)).toBe(SIGN_INS_PER_MINUTE);

      expect(log.lines.filter(wentAway)).toHaveLength(apps.length);
      expect(log.lines.filter(cameBack)).toHaveLength(apps.length);
      expect(log.lines.filter(cameBack).every((line) => line.level === 30 && line.limitStore === "shared")).toBe(true);
    });
  },
);
