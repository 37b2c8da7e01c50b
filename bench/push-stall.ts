import { randomBytes } from "node:crypto";
import { createServer, type AddressInfo, type Socket } from "node:net";
import webpush from "web-push";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/platform/config";
import { openDatabase } from "../src/server/platform/db/client";

// A player whose push subscriptions point at an address that accepts connections and
// never answers, on the embedded database (PGlite, one connection). One reminder pass sends to those
// devices while /readyz and the player's bell are polled; the slowest answers are the figures.
// `npx tsx bench/push-stall.ts`. PUSH_SERVICE_HOSTS names the silent service, as an operator would
// for a local push service (the check that lets only browsers' push services through).

const DEVICES = 2;
const QUIET_MS = 10_000;

// Accepts every connection and never writes a byte: the TLS handshake waits until someone gives up.
const held = new Set<Socket>();
const silent = createServer((socket) => {
  held.add(socket);
  socket.on("error", () => {});
  socket.on("close", () => held.delete(socket));
});
await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
const silentHost = `127.0.0.1:${(silent.address() as AddressInfo).port}`;

const vapid = webpush.generateVAPIDKeys();
const config = {
  ...loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: "mailto:bench@example.com",
    PUSH_SERVICE_HOSTS: silentHost,
  }),
  sessionSecret: "bench-secret-bench-secret-bench-secret",
};
const database = await openDatabase({});
const app = await buildApp({ config, database, logger: false, rateLimits: false });
await app.game.sync.runOnce();
const base = await app.listen({ port: 0, host: "127.0.0.1" });

const signup = await app.inject({
  method: "POST",
  url: "/api/auth/signup",
  payload: { email: "stall@example.com", password: "bench-password", username: "staller" },
});
const cookie = `pl_session=${signup.cookies.find((c) => c.name === "pl_session")!.value}`;
const call = async (method: "POST" | "PUT", url: string, payload: object) => {
  const reply = await app.inject({ method, url, headers: { cookie }, payload });
  if (reply.statusCode >= 300) throw new Error(`${method} ${url}: ${reply.statusCode} ${reply.body}`);
};
// Any P-256 public key will do for a device that never receives anything.
const keys = { p256dh: webpush.generateVAPIDKeys().publicKey, auth: randomBytes(16).toString("base64url") };
for (let i = 0; i < DEVICES; i++) await call("POST", "/api/push/subscriptions", { endpoint: `https://${silentHost}/push/silent-${i}`, keys });
const off = { inApp: false, email: false, push: false };
await call("PUT", "/api/notifications/preferences", {
  leadMinutes: 15,
  reminders: { backed: { inApp: false, email: false, push: true }, featured: off, followed: off, unpicked: off },
  followedCompetitions: [],
});
const matches: Array<{ id: number; status: string; matchDate: string }> = (await app.inject({ url: "/api/matches", headers: { cookie } })).json();
const match = matches
  .filter((m) => m.status === "upcoming" && Date.parse(m.matchDate) > Date.now() + 120_000)
  .sort((a, b) => a.matchDate.localeCompare(b.matchDate))[0];
if (!match) throw new Error("no upcoming match to pick");
await call("PUT", `/api/matches/${match.id}/pick`, { home: 1, away: 0 });

/**
 * Polls /readyz and the player's bell, one request after another (neither waits behind the other),
 * until `until` settles: the slowest answer of each in ms, and how many rounds were made.
 */
async function slowest(until: Promise<unknown>): Promise<{ ready: number; bell: number; requests: number }> {
  const state = { settled: false };
  void until.finally(() => (state.settled = true));
  const timed = async (path: string, headers: Record<string, string> = {}) => {
    const started = performance.now();
    await (await fetch(`${base}${path}`, { headers })).arrayBuffer();
    return performance.now() - started;
  };
  const worst = { ready: 0, bell: 0, requests: 0 };
  while (!state.settled) {
    worst.ready = Math.max(worst.ready, await timed("/readyz"));
    worst.bell = Math.max(worst.bell, await timed("/api/notifications", { cookie }));
    worst.requests += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return worst;
}

// The same polling with no pass running first: what the game's own work (the simulated league, its
// writes) and this machine's load cost these requests, so the figures below can be told apart from it.
const quiet = await slowest(new Promise((resolve) => setTimeout(resolve, QUIET_MS)));

const due = new Date(Date.parse(match.matchDate) - 14 * 60_000);
const started = performance.now();
const pass = app.reminders.runOnce(due);
const during = await slowest(pass);
const { sent } = await pass;
const passSeconds = (performance.now() - started) / 1000;

console.log(`push stall, PGlite, ${DEVICES} devices at a service that accepts and never answers:`);
console.log(`  reminder pass took ${passSeconds.toFixed(1)} s (sent ${sent})`);
console.log(`  slowest /readyz during the pass: ${during.ready.toFixed(0)} ms (${during.requests} requests)`);
console.log(`  slowest GET /api/notifications during the pass: ${during.bell.toFixed(0)} ms`);
console.log(
  `  with no pass running, ${QUIET_MS / 1000} s: slowest /readyz ${quiet.ready.toFixed(0)} ms, GET /api/notifications ${quiet.bell.toFixed(0)} ms`,
);

await app.close();
await database.close();
for (const socket of held) socket.destroy();
silent.close();
