import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { Match } from "../../shared/api/matches";
import { createScratchDatabase, type ScratchDatabase } from "../testing/scratch-database";
import { freePort, startServerProcess, type ServerProcess } from "../testing/server-process";
import { frameText } from "../live/ws-text";

// Two server processes on one PostgreSQL (docs/decisions.md#matches-oracles-and-live-play): exactly one runs the sync, and commentary it
// writes reaches a socket subscribed on the other through LISTEN/NOTIFY. Needs a PostgreSQL server.
const adminUrl = process.env.TEST_DATABASE_URL;

// Without a PostgreSQL server the suite is reported as skipped, never as passed.
describe.skipIf(!adminUrl)("two instances on one PostgreSQL", () => {
  const servers: ServerProcess[] = [];
  let scratch: ScratchDatabase | undefined;
  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl!);
    const env = { DATABASE_URL: scratch.url, SIM_SPEED: "600", SIM_SEED: "9" };
    // One after the other: both migrating an empty database at once is not what this tests.
    servers.push(await startServerProcess(env, await freePort()));
    servers.push(await startServerProcess(env, await freePort()));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await scratch?.drop();
  });

  it("runs the sync on exactly one instance and fans commentary out to the other", async () => {
    const leaders = servers.filter((s) => s.logs.some((l) => l.includes('"match sync leader"')));
    expect(leaders).toHaveLength(1);
    const follower = servers.find((s) => s !== leaders[0])!;

    const signup = await fetch(`${follower.url}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: "fan@example.com",
        password: "long enough",
        username: "fanout",
      }),
    });
    const cookie = signup.headers.get("set-cookie")!.split(";")[0]!;
    let live: Match | undefined;
    let playing: Match[] = [];
    for (let i = 0; i < 100 && !live; i++) {
      const all = (await (await fetch(`${follower.url}/api/matches`, { headers: { cookie } })).json()) as Match[];
      live = all.find((m) => m.status === "live");
      playing = all.filter((m) => m.status === "live" || m.status === "upcoming");
      if (!live) await new Promise((r) => setTimeout(r, 200));
    }
    expect(live).toBeDefined();

    // The live matches and the next few to kick off, a socket each (one match per socket): at
    // SIM_SPEED 600 a match is over in ten seconds, so on a busy machine the live one can end before
    // it says anything new; the next kicks off seconds later.
    const watched = [
      ...playing.filter((m) => m.status === "live"),
      ...playing
        .filter((m) => m.status === "upcoming")
        .sort((a, b) => a.matchDate.localeCompare(b.matchDate))
        .slice(0, 4),
    ];
    const messages: Array<Record<string, unknown>> = [];
    const sockets = await Promise.all(
      watched.map(async (match) => {
        const socket = new WebSocket(`${follower.url.replace("http", "ws")}/ws`);
        socket.on("message", (d) => messages.push(JSON.parse(frameText(d)) as Record<string, unknown>));
        await new Promise((r) => socket.once("open", r));
        socket.send(JSON.stringify({ type: "subscribe", matchId: match.id }));
        return socket;
      }),
    );
    const since = new Date().toISOString();
    const fresh = () => messages.find((m) => m.type === "commentary" && String(m.createdAt) > since);
    const deadline = Date.now() + 30_000;
    while (!fresh() && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    for (const socket of sockets) socket.close();
    expect(watched.map((m) => m.id)).toContain(fresh()?.matchId);
    // The follower never took the lead while the leader lived.
    expect(follower.logs.some((l) => l.includes('"match sync leader"'))).toBe(false);
  }, 60_000);
});
