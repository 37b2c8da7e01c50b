import fc from "fast-check";
import { connect } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import WebSocket from "ws";
import { wsClientMessage } from "../../shared/api/live";
import { describeZodError } from "../platform/http/errors";
import type { Match } from "../../shared/api/matches";
import { hostileNumber, hostileString, hostileValue, nearValid, toJson } from "../testing/hostile-values";
import { describeEachDatabase, signUp, listenForSockets } from "../testing/harness";
import { frameText } from "./ws-text";

// Hostile input for /ws: malformed, oversized, flooding and protocol-breaking clients
// get an error or a closed socket of their own, while the server keeps answering HTTP and a
// well-behaved client subscribed to a live match keeps receiving its commentary.
const SEED = Number(process.env.FUZZ_SEED ?? 7_2025);
/** live.routes.ts closes a socket sending more than this many messages in 10 s. */
const FLOOD_LIMIT = 30;
/** live.routes.ts's maxPayload. */
const MAX_FRAME_BYTES = 4096;

interface Received {
  type?: unknown;
  matchId?: unknown;
  message?: unknown;
  createdAt?: unknown;
}

async function until<T>(probe: () => T | undefined, ms: number, what: string): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A client socket that records what it receives and how it closed. */
class Client {
  readonly received: Received[] = [];
  /** The server only ever sends JSON text; binary replies are counted to be checked. */
  binaryReplies = 0;
  closeCode: number | undefined;
  readonly opened: Promise<void>;

  constructor(
    url: string,
    readonly socket = new WebSocket(url),
  ) {
    socket.on("message", (data, isBinary) => {
      if (isBinary) this.binaryReplies += 1;
      else this.received.push(JSON.parse(frameText(data)) as Received);
    });
    socket.on("close", (code) => (this.closeCode = code));
    socket.on("error", () => {});
    this.opened = new Promise((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
  }

  count(type: string): number {
    return this.received.filter((m) => m.type === type).length;
  }

  closed(ms = 5_000): Promise<number> {
    return until(() => this.closeCode, ms, "the server to close the socket");
  }
}

/** One generated client message: a text frame (JSON or not) or a binary frame. */
type WsMessage = { kind: "text"; data: string } | { kind: "binary"; data: Buffer };

describeEachDatabase(
  "hostile WebSocket clients",
  (ctx) => {
    let base = "";
    let cookie = "";
    let knownIds: number[] = [];
    let watcher: Client;
    let watchedId = 0;

    async function liveMatches(): Promise<Match[]> {
      const all: Match[] = (await ctx().app.inject({ url: "/api/matches", headers: { cookie } })).json();
      return all.filter((m) => m.status === "live").sort((a, b) => b.matchDate.localeCompare(a.matchDate));
    }

    /** The well-behaved client: follows the newest live match, as the arena does. */
    async function watchNewestLive(): Promise<void> {
      const live = (await liveMatches())[0];
      if (!live) throw new Error("no live match to watch");
      watchedId = live.id;
      const before = watcher.count("subscribed");
      watcher.socket.send(JSON.stringify({ type: "subscribe", matchId: live.id }));
      await until(() => (watcher.count("subscribed") > before ? true : undefined), 10_000, "the watcher's subscription");
    }

    /** The watcher still gets lines written after `since`, moving on when its match ends. */
    async function watcherGetsFreshCommentary(since: string): Promise<void> {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        expect(watcher.closeCode, "the well-behaved client was disconnected").toBeUndefined();
        const fresh = watcher.received.find((m) => m.type === "commentary" && m.matchId === watchedId && String(m.createdAt) > since);
        if (fresh) return;
        if (!(await liveMatches()).some((m) => m.id === watchedId)) await watchNewestLive();
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`no fresh commentary for match ${watchedId} since ${since}`);
    }

    beforeAll(async () => {
      const { app } = ctx();
      await app.game.sync.start();
      base = await listenForSockets(app);
      cookie = (await signUp(app)).cookie;
      const all: Match[] = (await app.inject({ url: "/api/matches", headers: { cookie } })).json();
      knownIds = all.map((m) => m.id);
      for (let i = 0; i < 100 && (await liveMatches()).length === 0; i++) await new Promise((r) => setTimeout(r, 200));
      watcher = new Client(base);
      await watcher.opened;
      await watchNewestLive();
    });
    afterAll(async () => {
      watcher.socket.terminate();
      await ctx().app.game.sync.stop();
    });

    it("answers a plain HTTP request to /ws with a JSON refusal", async () => {
      const response = await ctx().app.inject({ url: "/ws" });
      expect(response.statusCode).toBe(426);
      expect(response.json()).toEqual({ message: expect.any(String) });
    });

    it("answers every malformed message with an error, every valid one with a subscription, and keeps the socket", async () => {
      const since = new Date().toISOString();
      const subscribe = nearValid(fc.record({ type: fc.constant("subscribe"), matchId: fc.constantFrom(...knownIds) }), {
        type: fc.constantFrom("Subscribe", "Unsubscribe", "", "__proto__", null),
        matchId: fc.oneof(hostileNumber, fc.constantFrom(0, -1, 1.5, "7", 999_999, 2 ** 31, 2 ** 53 - 1, 10_000_001)),
      });
      const message: fc.Arbitrary<WsMessage> = fc.oneof(
        { weight: 6, arbitrary: subscribe.map((v) => ({ kind: "text", data: toJson(v) }) as const) },
        { weight: 2, arbitrary: hostileValue.map((v) => ({ kind: "text", data: toJson(v) }) as const) },
        { weight: 2, arbitrary: hostileString.map((data) => ({ kind: "text", data }) as const) },
        { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((b) => ({ kind: "binary", data: Buffer.from(b) }) as const) },
      );
      // Oversized frames close the socket: their own case below.
      const batch = fc
        .array(message, { minLength: 8, maxLength: FLOOD_LIMIT - 10 })
        .map((all) => all.filter((m) => Buffer.byteLength(m.data) <= MAX_FRAME_BYTES));

      /** The message as the server parses it; undefined for binary frames and text that is not JSON. */
      const parse = (m: WsMessage) => {
        if (m.kind === "binary") return undefined;
        try {
          return wsClientMessage.safeParse(JSON.parse(m.data));
        } catch {
          return undefined;
        }
      };
      /** The message as the server reads it: undefined when it is not a valid client message. */
      const readAs = (m: WsMessage) => {
        const result = parse(m);
        return result?.success ? result.data : undefined;
      };
      /** An id past any match the schema allows is refused with the words an unknown match gets. */
      const refusedAsUnknown = (m: WsMessage) => {
        const result = parse(m);
        return result?.success === false && describeZodError(result.error) === "Match not found";
      };
      /** Replies the server owes a message: [fewest subscribed, most subscribed, fewest errors, most errors]. */
      const owed = (m: WsMessage): [number, number, number, number] => {
        const read = readAs(m);
        if (!read) return [0, 0, 1, 1];
        // Leaving a match, and following the arena (answered "arena-followed"), owe neither kind.
        if (read.type === "unsubscribe" || read.type === "arena") return [0, 0, 0, 0];
        const id = read.matchId;
        if (knownIds.includes(id)) return [1, 1, 0, 0];
        // Far past any match the running sync could import meanwhile: certainly "Match not found", and no
        // subscription. Below, a match imported meanwhile is followed; else it is not found.
        return id >= 10_000_000 ? [0, 0, 1, 1] : [0, 1, 0, 1];
      };

      let sent = 0;
      await fc.assert(
        fc.asyncProperty(batch, async (messages) => {
          const client = new Client(base);
          await client.opened;
          for (const m of messages) client.socket.send(m.data, { binary: m.kind === "binary" });
          sent += messages.length;
          const [fewestSubscribed, mostSubscribed, fewest, most] = messages
            .map(owed)
            .reduce((a, b) => [a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3]], [0, 0, 0, 0]);
          // Every subscribe is answered, in turn, by its subscription or "Match not found"; a last one
          // to a known match is answered after everything before it, so nothing more is in flight.
          const subscribes = messages.filter((m) => readAs(m)?.type === "subscribe" || refusedAsUnknown(m)).length + 1;
          const answered = () =>
            client.count("subscribed") + client.received.filter((m) => m.type === "error" && m.message === "Match not found").length;
          client.socket.send(JSON.stringify({ type: "subscribe", matchId: knownIds[0] }));
          await until(() => (answered() >= subscribes ? true : undefined), 10_000, `${subscribes} subscribes answered`);
          await new Promise((r) => setTimeout(r, 50));
          expect(client.closeCode, "the server closed a socket that stayed under the limits").toBeUndefined();
          expect(client.binaryReplies).toBe(0);
          expect(answered()).toBe(subscribes);
          expect(client.count("subscribed")).toBeGreaterThanOrEqual(fewestSubscribed + 1);
          expect(client.count("subscribed")).toBeLessThanOrEqual(mostSubscribed + 1);
          expect(client.count("error")).toBeGreaterThanOrEqual(fewest);
          expect(client.count("error")).toBeLessThanOrEqual(most);
          for (const reply of client.received.filter((m) => m.type === "error")) expect(typeof reply.message).toBe("string");
          client.socket.close();
        }),
        {
          seed: SEED,
          numRuns: 20,
          // Ids past PostgreSQL's integer range are valid to the schema but can be no match.
          examples: [
            [[2 ** 31, 2 ** 53 - 1, 10_000_001].map((matchId) => ({ kind: "text", data: JSON.stringify({ type: "subscribe", matchId }) }) as const)],
          ],
        },
      );
      expect(sent).toBeGreaterThan(100);
      await watcherGetsFreshCommentary(since);
    });

    it("closes only the offending socket for oversized frames, floods, bad UTF-8 and broken framing", async () => {
      const since = new Date().toISOString();
      const offend = async (act: (client: Client) => void): Promise<number> => {
        const client = new Client(base);
        await client.opened;
        act(client);
        return client.closed();
      };
      expect(await offend((c) => c.socket.send("x".repeat(MAX_FRAME_BYTES + 1)))).toBe(1009);
      expect(await offend((c) => c.socket.send(Buffer.alloc(64 * 1024), { binary: true }))).toBe(1009);
      expect(await offend((c) => c.socket.send(JSON.stringify({ type: "subscribe", matchId: knownIds[0], pad: "p".repeat(MAX_FRAME_BYTES) })))).toBe(
        1009,
      );
      expect(
        await offend((c) => {
          for (let i = 0; i < FLOOD_LIMIT + 10; i++) c.socket.send(JSON.stringify({ type: "subscribe", matchId: knownIds[i % knownIds.length] }));
        }),
      ).toBe(1008);
      // Invalid UTF-8 in a text frame.
      expect(await offend((c) => c.socket.send(Buffer.from([0xc3, 0x28, 0xff]), { binary: false }))).toBe(1007);
      // Raw bytes that are no valid frame: a reserved opcode, unmasked.
      const raw = (c: Client) => (c.socket as unknown as { _socket: NodeJS.WritableStream })._socket;
      expect([1002, 1006]).toContain(await offend((c) => raw(c).write(Buffer.from([0x8f, 0x00]))));
      expect([1002, 1006, 1009]).toContain(
        await offend((c) => raw(c).write(Buffer.from([0x81, 0xff, 0x7f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]))),
      );
      await watcherGetsFreshCommentary(since);
    });

    it("survives broken handshakes and connection churn, and drops churned sockets' subscriptions", async () => {
      const since = new Date().toISOString();
      const { port } = new URL(base);
      /** Sends raw bytes and resolves with the status line the server answers with (or "" if none). */
      const handshake = (request: string) =>
        new Promise<string>((resolve) => {
          const socket = connect(Number(port), "127.0.0.1");
          let reply = "";
          socket.on("data", (d) => {
            reply += d.toString("latin1");
            socket.destroy();
          });
          socket.on("close", () => resolve(reply.split("\r\n")[0] ?? ""));
          socket.on("error", () => resolve(reply));
          socket.setTimeout(3_000, () => socket.destroy());
          socket.write(request);
        });
      const upgrade = (path: string, extra: string) =>
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n${extra}\r\n`;
      const replies = await Promise.all([
        handshake(upgrade("/ws", "Sec-WebSocket-Version: 13\r\n")),
        handshake(upgrade("/ws", "Sec-WebSocket-Key: short\r\nSec-WebSocket-Version: 13\r\n")),
        handshake(upgrade("/ws", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 99\r\n")),
        handshake(upgrade("/api/matches", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n")),
        handshake(
          upgrade("/ws", `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nCookie: pl_session=${"z".repeat(300)}\r\n`),
        ),
        handshake(upgrade("/ws?%E0%A4%A", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n")),
        handshake("\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03 not http at all\r\n\r\n"),
      ]);
      for (const status of replies) expect(status, status).not.toMatch(/^HTTP\/1\.1 5/);

      // Churn: sockets that subscribe and vanish without a close frame, signed in with junk or not.
      const before = ctx().app.game.hub.subscriberCount(knownIds[0]!);
      const churned = await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const client = new Client(base, new WebSocket(base, { headers: i % 2 ? { cookie: `pl_session=${"q".repeat(i)}` } : {} }));
          await client.opened;
          client.socket.send(JSON.stringify({ type: "subscribe", matchId: knownIds[0] }));
          await until(() => (client.count("subscribed") ? true : undefined), 10_000, "a churned subscription");
          return client;
        }),
      );
      expect(ctx().app.game.hub.subscriberCount(knownIds[0]!)).toBe(before + churned.length);
      for (const client of churned) client.socket.terminate();
      await until(() => (ctx().app.game.hub.subscriberCount(knownIds[0]!) === before ? true : undefined), 10_000, "churned subscriptions to go");

      const http = await ctx().app.inject({ url: "/api/stats/social-proof" });
      expect(http.statusCode).toBe(200);
      await watcherGetsFreshCommentary(since);
    });
  },
  // A simulated match lasts about 10 s, so live commentary flows throughout the test. Every client
  // here is one loopback address; the per-network cap has tests of its own (socket-limits.test.ts).
  { env: { SIM_SPEED: "600", SIM_SEED: "5", WS_SOCKETS_PER_ADDRESS: "200" } },
);
