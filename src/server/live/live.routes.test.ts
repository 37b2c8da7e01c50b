import { afterAll, beforeAll, expect, it } from "vitest";
import WebSocket from "ws";
import { wsServerMessage } from "../../shared/api/live";
import type { Match } from "../../shared/api/matches";
import { describeEachDatabase, signUp, listenForSockets } from "../testing/harness";
import { frameText } from "./ws-text";

/** Collects a socket's JSON messages. */
function collect(socket: WebSocket): Array<Record<string, unknown>> {
  const seen: Array<Record<string, unknown>> = [];
  socket.on("message", (data) => seen.push(JSON.parse(frameText(data)) as Record<string, unknown>));
  return seen;
}

async function until<T>(probe: () => T | undefined, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}

// SIM_SPEED=600: a match lasts about 10 s, so real commentary arrives within the test.
describeEachDatabase(
  "live commentary over /ws",
  (ctx) => {
    let base = "";
    let cookie = "";
    beforeAll(async () => {
      const { app } = ctx();
      await app.game.sync.start();
      base = await listenForSockets(app);
      cookie = (await signUp(app)).cookie;
    });
    afterAll(async () => ctx().app.game.sync.stop());

    /** A match live now, waiting for one to kick off if need be. */
    async function liveMatchId(): Promise<number> {
      for (let i = 0; i < 100; i++) {
        const all: Match[] = (await ctx().app.inject({ url: "/api/matches", headers: { cookie } })).json();
        const live = all.find((m) => m.status === "live");
        if (live) return live.id;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error("no live match");
    }

    it("sends a subscribed match's commentary as it happens", async () => {
      // A match lasts about 10 s here, so on a busy machine the one found live may end before its
      // next line: then follow the next live match, a few times at most.
      let fresh: Record<string, unknown> | undefined;
      for (let attempt = 0; attempt < 4 && !fresh; attempt++) {
        const matchId = await liveMatchId();
        const socket = new WebSocket(base);
        const messages = collect(socket);
        await new Promise((r) => socket.once("open", r));
        socket.send(JSON.stringify({ type: "subscribe", matchId }));
        await until(() => messages.find((m) => m.type === "subscribed"));
        const subscribedAt = new Date().toISOString();
        fresh = await until(
          () => messages.find((m) => m.type === "commentary" && m.matchId === matchId && String(m.createdAt) > subscribedAt),
          8_000,
        ).catch(() => undefined);
        socket.close();
      }
      expect(fresh).toMatchObject({ type: "commentary", message: expect.any(String), minute: expect.any(Number) });
    }, 60_000);

    it("sends a match's state on subscribe and again as it moves, every message within the contract", async () => {
      // As above: at this speed the match found live may end first; then the next live one.
      let moved: Record<string, unknown> | undefined;
      let messages: Array<Record<string, unknown>> = [];
      for (let attempt = 0; attempt < 4 && !moved; attempt++) {
        const matchId = await liveMatchId();
        const socket = new WebSocket(base);
        messages = collect(socket);
        await new Promise((r) => socket.once("open", r));
        socket.send(JSON.stringify({ type: "subscribe", matchId }));
        const first = await until(() => messages.find((m) => m.type === "match"));
        expect(first).toMatchObject({ matchId, status: expect.stringMatching(/^(live|completed)$/) });
        const firstAt = messages.indexOf(first);
        moved = await until(() => messages.find((m, i) => i > firstAt && m.type === "match" && m.matchId === matchId), 8_000).catch(() => undefined);
        socket.close();
      }
      // The minute is null at half-time, so only the kind of message is certain.
      expect(moved).toMatchObject({ type: "match", status: expect.any(String) });
      for (const message of messages) expect(wsServerMessage.safeParse(message).success, JSON.stringify(message)).toBe(true);
    }, 60_000);

    it("follows a match only once it is known: an unknown id gets its error and no subscription, a known one after it is followed", async () => {
      const hub = ctx().app.game.hub;
      const unknown = 99_999_998;
      const socket = new WebSocket(base, { headers: { cookie } });
      const messages = collect(socket);
      await new Promise((r) => socket.once("open", r));
      socket.send(JSON.stringify({ type: "subscribe", matchId: unknown }));
      socket.send(JSON.stringify({ type: "subscribe", matchId: 1 }));
      await until(() => messages.find((m) => m.type === "subscribed"));
      // Answered in order: the unknown id's error, then the known match's subscription.
      expect(messages.slice(0, 2)).toEqual([
        { type: "error", message: "Match not found" },
        { type: "subscribed", matchId: 1 },
      ]);
      expect(hub.subscriberCount(unknown)).toBe(0);
      expect(hub.subscriberCount(1)).toBe(1);
      socket.close();
    });

    it("follows every match's state for the arena, counting as nobody's viewer, until told to stop", async () => {
      const { app } = ctx();
      const open = async () => {
        const socket = new WebSocket(base, { headers: { cookie } });
        const messages = collect(socket);
        await new Promise((r) => socket.once("open", r));
        socket.send(JSON.stringify({ type: "arena", follow: true }));
        await until(() => messages.find((m) => m.type === "arena-followed"));
        return { socket, messages };
      };
      const follower = await open();
      // No match subscribed, yet a live match's state arrives as the sync moves it.
      const heard = await until(() => follower.messages.find((m) => m.type === "match"));
      const matchId = Number(heard.matchId);
      expect(app.game.hub.subscriberCount(matchId)).toBe(0);
      // Asked by another player, who counts as a visitor by asking: the arena's follower is not among them.
      const asker = (await signUp(app)).cookie;
      const viewers = await app.inject({ url: `/api/stats/match-viewers/${matchId}`, headers: { cookie: asker } });
      expect(viewers.json()).toEqual({ count: 1 });

      // Stopped: a state every arena follower hears (the witness) no longer reaches it.
      follower.socket.send(JSON.stringify({ type: "arena", follow: false }));
      const witness = await open();
      follower.socket.send(JSON.stringify({ type: "subscribe", matchId: 99_999_990 }));
      await until(() => follower.messages.find((m) => m.type === "error"));
      const before = follower.messages.length;
      const state = { type: "match" as const, matchId, status: "live" as const, actualScore: "7-7", minute: 1 };
      await app.game.hub.publish(state);
      await until(() => witness.messages.find((m) => m.type === "match" && m.actualScore === "7-7"));
      expect(follower.messages.slice(before).filter((m) => m.type === "match" && m.actualScore === "7-7")).toEqual([]);

      // A malformed follow is answered in words and changes nothing.
      witness.socket.send(JSON.stringify({ type: "arena", follow: "yes" }));
      witness.socket.send(JSON.stringify({ type: "arena" }));
      await until(() => (witness.messages.filter((m) => m.type === "error").length >= 2 ? true : undefined));
      expect(witness.messages.filter((m) => m.type === "error").map((m) => m.message)).toEqual([
        expect.stringContaining("follow must be true or false"),
        expect.stringContaining("follow must be true or false"),
      ]);
      follower.socket.close();
      witness.socket.close();
    }, 60_000);

    it("answers malformed, unknown and oversized messages with an error and stays up", async () => {
      const socket = new WebSocket(base);
      const messages = collect(socket);
      await new Promise((r) => socket.once("open", r));
      socket.send("not json");
      socket.send(JSON.stringify({ type: "subscribe", matchId: "seven" }));
      socket.send(JSON.stringify({ type: "shout" }));
      socket.send(JSON.stringify({ type: "subscribe", matchId: 99_999_999 }));
      await until(() => (messages.filter((m) => m.type === "error").length >= 4 ? true : undefined));
      expect(messages.filter((m) => m.type === "error").map((m) => m.message)).toEqual([
        "Messages must be JSON",
        expect.stringContaining("matchId"),
        expect.any(String),
        "Match not found",
      ]);
      const closed = new Promise<number>((r) => socket.once("close", (code) => r(code)));
      socket.send("x".repeat(10_000));
      expect(await closed).toBe(1009);

      // A flood closes only the flooding socket; the server keeps serving others.
      const flooder = new WebSocket(base);
      await new Promise((r) => flooder.once("open", r));
      const floodClosed = new Promise<number>((r) => flooder.once("close", (code) => r(code)));
      for (let i = 0; i < 40; i++) flooder.send(JSON.stringify({ type: "subscribe", matchId: 1 }));
      expect(await floodClosed).toBe(1008);
      const healthy = new WebSocket(base);
      const healthyMessages = collect(healthy);
      await new Promise((r) => healthy.once("open", r));
      healthy.send(JSON.stringify({ type: "subscribe", matchId: 1 }));
      await until(() => healthyMessages.find((m) => m.type === "subscribed"));
      // Leaving the match keeps the socket (it also carries the player's notifications) but stops its feed.
      const hub = ctx().app.game.hub;
      expect(hub.subscriberCount(1)).toBe(1);
      healthy.send(JSON.stringify({ type: "unsubscribe" }));
      await until(() => (hub.subscriberCount(1) === 0 ? true : undefined));
      expect(healthy.readyState).toBe(WebSocket.OPEN);
      healthy.close();
    });
  },
  { env: { SIM_SPEED: "600", SIM_SEED: "3" } },
);
