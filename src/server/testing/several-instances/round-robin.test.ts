import { WebSocket } from "ws";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Match } from "../../../shared/api/matches";
import { SOCKETS_PER_SESSION } from "../../live/socket-limits";
import { databaseKinds } from "../harness";
import { startInstances, type Instances } from "../instances";
import { balancedClient } from "../balanced-client";
import { startRoundRobinProxy, type RoundRobinProxy } from "../round-robin-proxy";

// Three instances of the game on one PostgreSQL database behind a round-robin balancer that does not
// stick a player to an instance: every request goes to the next. What a player does through one
// instance, every instance shows at once (a bet within a second), and every limit counts them all.
// Limits count in Redis when TEST_REDIS_URL is set (.ci/run sets it), else in PostgreSQL.

if (!databaseKinds.includes("postgres")) console.info("Round-robin instances not tested: TEST_DATABASE_URL is not set (it needs PostgreSQL).");

const PUBLIC_URL = "https://league.example";

describe.skipIf(!databaseKinds.includes("postgres"))("three instances behind a round-robin balancer [postgres]", () => {
  let instances: Instances;
  const direct: string[] = [];
  let proxy: RoundRobinProxy;

  /** Through the balancer, as a browser on the game's own origin; the cookie is the player's. */
  const { call, signUp } = balancedClient(() => proxy.url, PUBLIC_URL, "rr");

  beforeAll(async () => {
    const redis = process.env.TEST_REDIS_URL;
    instances = await startInstances(3, { env: { PUBLIC_URL, ...(redis ? { REDIS_URL: redis } : {}) } });
    for (const app of instances.apps) direct.push(await app.listen({ port: 0, host: "127.0.0.1" }));
    proxy = await startRoundRobinProxy(direct);
    await instances.apps[0]!.game.sync.runOnce();
  });

  afterAll(async () => {
    await proxy.close();
    await instances.close();
  });

  it("shows a bet in every instance's distribution at once and in its match list within a second", async () => {
    const cookie = await signUp();
    // Every instance has built its match list before the bet, so each serves its cached copy.
    const lists = await Promise.all(
      direct.map(async (base) => (await fetch(`${base}/api/matches`, { headers: { cookie } })).json() as Promise<Match[]>),
    );
    const open = (m: Match) =>
      m.status === "upcoming" && m.predictions.length === 2 && m.betCount === 0 && Date.parse(m.matchDate) > Date.now() + 60_000;
    const match = lists[0]!.find(open);
    expect(match, "an open match nobody has backed").toBeDefined();

    const placed = await call("/api/bets", { method: "POST", cookie, body: { matchId: match!.id, aiSelected: "Grok", stake: 100 } });
    expect(placed.status, await placed.clone().text()).toBe(201);

    for (const base of direct) {
      const distribution = await (await fetch(`${base}/api/matches/${match!.id}/distribution`, { headers: { cookie } })).json();
      expect(distribution).toEqual({ chatGPT: 0, grok: 100, totalBets: 1 });
    }
    await Promise.all(
      direct.map((base) =>
        vi.waitFor(
          async () => {
            const list: Match[] = await (await fetch(`${base}/api/matches`, { headers: { cookie } })).json();
            expect(list.find((m) => m.id === match!.id)?.betCount).toBe(1);
          },
          // The list is rebuilt once its copy is a second old (match-list-cache.ts); the margin is for a loaded machine.
          { timeout: 2_500, interval: 25 },
        ),
      ),
    );
  });

  it("puts a bet into every instance's next distribution once its signal reaches that instance, a copy read before included", async () => {
    const cookie = await signUp();
    const lists: Match[] = await (await fetch(`${direct[0]}/api/matches`, { headers: { cookie } })).json();
    const open = (m: Match) =>
      m.status === "upcoming" && m.predictions.length === 2 && m.betCount === 0 && Date.parse(m.matchDate) > Date.now() + 60_000;
    const match = lists.filter(open).at(-1);
    expect(match, "an open match nobody has backed").toBeDefined();
    const distributionOn = async (base: string) => (await fetch(`${base}/api/matches/${match!.id}/distribution`, { headers: { cookie } })).json();
    // Every instance keeps a copy without the bet, good for two seconds (shares of the bets, in per cent).
    for (const base of direct) expect(await distributionOn(base)).toEqual({ chatGPT: 0, grok: 0, totalBets: 0 });

    const heard = instances.apps.map(
      (app) =>
        new Promise<void>((resolve) => {
          const stop = app.game.hub.onSignal((signal) => {
            if (signal.type === "bets-placed" && signal.matchIds.includes(match!.id)) {
              stop();
              resolve();
            }
          });
        }),
    );
    const placed = await call("/api/bets", { method: "POST", cookie, body: { matchId: match!.id, aiSelected: "ChatGPT", stake: 250 } });
    expect(placed.status, await placed.clone().text()).toBe(201);
    for (const [i, base] of direct.entries()) {
      await heard[i];
      expect(await distributionOn(base), `instance ${i + 1}`).toEqual({ chatGPT: 100, grok: 0, totalBets: 1 });
    }
  });

  it("ends a session on every instance when the player signs out through any", async () => {
    const cookie = await signUp();
    for (let i = 0; i < direct.length; i++) expect((await call("/api/bets/history", { cookie })).status).toBe(200);
    expect((await call("/api/logout", { method: "POST", cookie })).status).toBeLessThan(400);
    await vi.waitFor(
      async () => {
        for (const base of direct) expect((await fetch(`${base}/api/matches`, { headers: { cookie } })).status).toBe(401);
      },
      { timeout: 2_000, interval: 25 },
    );
  });

  it("refuses the 21st wrong sign-in from one network, wherever the balancer sends each", async () => {
    // A network of this run's own: Redis keeps its counts for a minute across runs.
    const network = `10.8.${process.pid % 250}.${Date.now() % 250}`;
    let firstRefused = 0;
    for (let attempt = 1; attempt <= 30 && !firstRefused; attempt++) {
      const reply = await call("/api/auth/signin", {
        method: "POST",
        from: network,
        body: { email: `nobody${attempt}@example.com`, password: "not it at all" },
      });
      if (reply.status === 429) firstRefused = attempt;
      else expect(reply.status).toBe(401);
    }
    expect(firstRefused).toBe(21);
  });

  it("refuses a player's ninth live socket, wherever the balancer sends it", async () => {
    const cookie = await signUp();
    const wsUrl = `${proxy.url.replace("http", "ws")}/ws`;
    const open = () =>
      new Promise<{ socket?: WebSocket; status?: number }>((resolve, reject) => {
        const socket = new WebSocket(wsUrl, { headers: { cookie, origin: PUBLIC_URL } });
        socket.once("open", () => resolve({ socket }));
        socket.once("unexpected-response", (_request, response) => resolve({ status: response.statusCode ?? 0 }));
        socket.once("error", (err) => {
          if (!String(err.message).includes("Unexpected server response")) reject(err);
        });
      });
    const opened: WebSocket[] = [];
    try {
      for (let i = 0; i < SOCKETS_PER_SESSION; i++) {
        const { socket, status } = await open();
        expect(status, `socket ${i + 1}`).toBeUndefined();
        opened.push(socket!);
      }
      for (let i = 0; i < direct.length; i++) expect((await open()).status).toBe(429);
    } finally {
      for (const socket of opened) socket.close();
    }
  });

  it("sent the requests to every instance", () => {
    for (const count of proxy.sent) expect(count).toBeGreaterThan(5);
  });
});
