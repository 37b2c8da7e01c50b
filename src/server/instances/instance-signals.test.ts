import type { FastifyInstance } from "fastify";
import { WebSocket } from "ws";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { frameText } from "../live/ws-text";
import { databaseKinds, listenForSockets, signUp } from "../testing/harness";
import { startInstances, type Instances } from "../testing/instances";

// Two instances of the game on one PostgreSQL database, reached in turn as a balancer would: what one
// instance changes about a player's sessions and notifications, the other hears within the second.

if (!databaseKinds.includes("postgres")) {
  console.info("Instance signals not tested: TEST_DATABASE_URL is not set (it needs PostgreSQL).");
}

describe.skipIf(!databaseKinds.includes("postgres"))("two instances on one database [postgres]", () => {
  let instances: Instances;
  let one: FastifyInstance;
  let two: FastifyInstance;

  beforeAll(async () => {
    instances = await startInstances(2, { app: { rateLimits: false } });
    [one, two] = instances.apps as [FastifyInstance, FastifyInstance];
  });

  afterAll(() => instances.close());

  it("ends a session signed out on one instance on the other too, its shared reads included", async () => {
    const player = await signUp(one);
    const shared = () => two.inject({ url: "/api/stats/social-proof", headers: { cookie: player.cookie } });
    const matches = () => two.inject({ url: "/api/matches", headers: { cookie: player.cookie } });
    // The second instance has checked the session and keeps it for its shared reads.
    expect((await matches()).statusCode).toBe(200);
    expect((await shared()).statusCode).toBe(200);

    const out = await one.inject({ method: "POST", url: "/api/logout", headers: { cookie: player.cookie } });
    expect(out.statusCode).toBeLessThan(400);
    await vi.waitFor(async () => expect((await matches()).statusCode).toBe(401), { timeout: 2_000, interval: 20 });
  });

  it("tells a player's pages on the other instance that their notifications were read", async () => {
    const player = await signUp(one);
    const base = await listenForSockets(two);
    const socket = new WebSocket(base, { headers: { cookie: player.cookie } });
    const seen: string[] = [];
    socket.on("message", (data) => seen.push((JSON.parse(frameText(data)) as { type: string }).type));
    await new Promise((resolve) => socket.once("open", resolve));
    try {
      const read = await one.inject({ method: "POST", url: "/api/notifications/read", headers: { cookie: player.cookie }, payload: { all: true } });
      expect(read.statusCode).toBe(200);
      await vi.waitFor(() => expect(seen).toContain("notifications"), { timeout: 2_000, interval: 20 });
    } finally {
      socket.close();
    }
  });
});
