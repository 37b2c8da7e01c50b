import { afterEach, beforeAll, expect, it } from "vitest";
import WebSocket from "ws";
import type { Match } from "../../shared/api/matches";
import { describeEachDatabase, listenForSockets, signUp } from "../testing/harness";
import { SOCKETS_PER_SESSION } from "./socket-limits";
import { frameText } from "./ws-text";

const PER_ADDRESS = 12;
const PUBLIC_URL = "https://league.example";

type Outcome = { socket: WebSocket; status?: undefined; body?: undefined } | { socket?: undefined; status: number; body: string };

/** Opens a socket; a refused handshake resolves with its HTTP status and body instead. */
function open(url: string, headers: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once("open", () => resolve({ socket }));
    socket.once("unexpected-response", (_request, response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    socket.once("error", (err) => {
      if (!String(err.message).includes("Unexpected server response")) reject(err);
    });
  });
}

const closeAll = async (sockets: WebSocket[]) => {
  await Promise.all(
    sockets.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.readyState === WebSocket.CLOSED) return resolve();
          s.once("close", () => resolve());
          s.close();
        }),
    ),
  );
  sockets.length = 0;
};

// Behind the https proxy the client's address is the last X-Forwarded-For entry, so one test
// process can be many clients (app.ts trusts loopback hops when PUBLIC_URL is https).
describeEachDatabase(
  "who may open /ws and how many",
  (ctx) => {
    let base = "";
    const opened: WebSocket[] = [];
    const from = (address: string, extra: Record<string, string> = {}) => open(base, { "x-forwarded-for": address, ...extra });
    const keep = (outcome: Outcome) => {
      if (outcome.socket) opened.push(outcome.socket);
      return outcome;
    };

    beforeAll(async () => {
      const { app } = ctx();
      await app.game.sync.runOnce();
      base = await listenForSockets(app);
    });
    afterEach(() => closeAll(opened));

    it("refuses another site's page before the upgrade, and lets the game's pages and non-browsers in", async () => {
      // The review opened 3,000 sockets with Origin: http://evil.example, each one a viewer.
      for (const origin of ["http://evil.example", "https://league.example.evil.example", "null"]) {
        const refused = await from("203.0.113.1", { origin });
        expect(refused.status, origin).toBe(403);
        expect(JSON.parse(refused.body ?? "{}")).toEqual({ message: "Connect from the game's own pages" });
      }
      expect(keep(await from("203.0.113.1", { origin: PUBLIC_URL })).socket).toBeDefined();
      expect(keep(await from("203.0.113.1")).socket).toBeDefined();
    });

    it(`holds ${PER_ADDRESS} sockets per network: the next is refused with 429, and a closed one frees a place`, async () => {
      for (let i = 0; i < PER_ADDRESS; i++) expect(keep(await from("198.51.100.7")).socket, `socket ${i}`).toBeDefined();
      const over = await from("198.51.100.7");
      expect(over.status).toBe(429);
      expect(JSON.parse(over.body ?? "{}").message).toMatch(/Too many live connections from your network/);
      // Another address is another household.
      expect(keep(await from("198.51.100.8")).socket).toBeDefined();
      const first = opened.shift()!;
      await new Promise((r) => {
        first.once("close", r);
        first.close();
      });
      await new Promise((r) => setTimeout(r, 50));
      expect(keep(await from("198.51.100.7")).socket).toBeDefined();
    });

    it("counts an IPv6 client's whole /64 as one network", async () => {
      for (let i = 1; i <= PER_ADDRESS; i++) expect(keep(await from(`2001:db8:5:6::${i.toString(16)}`)).socket).toBeDefined();
      expect((await from("2001:db8:5:6:ffff::1")).status).toBe(429);
      expect(keep(await from("2001:db8:5:7::1")).socket).toBeDefined();
    });

    it(`holds ${SOCKETS_PER_SESSION} sockets per signed-in player`, async () => {
      const { cookie } = await signUp(ctx().app);
      for (let i = 0; i < SOCKETS_PER_SESSION; i++) expect(keep(await from("192.0.2.50", { cookie })).socket).toBeDefined();
      const over = await from("192.0.2.51", { cookie });
      expect(over.status).toBe(429);
      expect(JSON.parse(over.body ?? "{}").message).toMatch(/for this session/);
      // The same network, signed out, still has room.
      expect(keep(await from("192.0.2.50")).socket).toBeDefined();
    });

    it("counts a player once however many sockets they watch with, and signed-out sockets not at all", async () => {
      const { app } = ctx();
      const player = await signUp(app);
      const matches: Match[] = (await app.inject({ url: "/api/matches", headers: { cookie: player.cookie } })).json();
      const match = matches.find((m) => m.status === "upcoming")!;
      const subscribe = async (headers: Record<string, string>) => {
        const { socket } = keep(await from("192.0.2.60", headers));
        const subscribed = new Promise((resolve) => socket!.on("message", (data) => frameText(data).includes('"subscribed"') && resolve(undefined)));
        socket!.send(JSON.stringify({ type: "subscribe", matchId: match.id }));
        await subscribed;
      };
      for (let i = 0; i < 3; i++) await subscribe({ cookie: player.cookie });
      for (let i = 0; i < 4; i++) await subscribe({});
      // Sockets' viewer rows are written in one batch every 2 s (subscription-support.ts).
      await new Promise((r) => setTimeout(r, 2_500));
      const watcher = await signUp(app);
      const count = await app.inject({ url: `/api/stats/match-viewers/${match.id}`, headers: { cookie: watcher.cookie } });
      // The player's three sockets, plus the watcher who polls (docs/rules.md#live: polling counts too).
      expect(count.json()).toEqual({ count: 2 });
    });
  },
  { env: { PUBLIC_URL, WS_SOCKETS_PER_ADDRESS: String(PER_ADDRESS) } },
);
