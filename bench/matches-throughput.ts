import autocannon from "autocannon";
import Fastify from "fastify";
import { brotliCompressSync, constants } from "node:zlib";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/platform/config";
import { openDatabase } from "../src/server/platform/db/client";
import { processTicks } from "./bench-server";

// GET /api/matches at 50 connections, signed in, plain and as a browser asks for it (gzip, br),
// beside a bare Fastify route sending the same bytes in the same run: the ratio is the figure (how
// much the real endpoint costs over the framework's floor on this machine). The load generator runs
// in a worker thread of its own, so it takes the second core and the servers' thread has the first. Beside the
// requests a second, the CPU the servers' thread spent a request (its ticks in /proc, 10 ms each): the server's own
// cost, without the load generator's.
const DURATION_S = Number(process.argv[2] ?? 10);
/** This process's main thread, where both servers run, as /proc names it. */
const SERVERS_THREAD = `${process.pid}/task/${process.pid}`;
const CONNECTIONS = 50;

const config = { ...loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent" }), sessionSecret: "bench-secret-bench-secret-bench-secret" };
const database = await openDatabase({});
const app = await buildApp({ config, database, logger: false, rateLimits: false });
await app.game.sync.runOnce();
const signup = await app.inject({
  method: "POST",
  url: "/api/auth/signup",
  payload: { email: "bench@example.com", password: "bench-password", username: "bencher" },
});
const cookie = `pl_session=${signup.cookies.find((c) => c.name === "pl_session")!.value}`;
const matchCount = (await app.inject({ url: "/api/matches", headers: { cookie } })).json().length;
const appUrl = await app.listen({ port: 0, host: "127.0.0.1" });

// The floor: a bare Fastify route sending the same bytes, plain and compressed ahead of time.
const plainBytes = (await app.inject({ url: "/api/matches", headers: { cookie } })).rawPayload;
const brBytes = brotliCompressSync(plainBytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
const bare = Fastify();
bare.get("/plain", (_request, reply) => reply.type("application/json; charset=utf-8").send(plainBytes));
bare.get("/br", (_request, reply) => reply.type("application/json; charset=utf-8").header("content-encoding", "br").send(brBytes));
const bareUrl = await bare.listen({ port: 0, host: "127.0.0.1" });

async function measure(url: string, headers: Record<string, string> = {}) {
  const ticksBefore = processTicks(SERVERS_THREAD);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers, workers: 1 });
  const ticks = processTicks(SERVERS_THREAD) - ticksBefore;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuUs: (ticks * 10_000) / Math.max(1, result.requests.total),
  };
}

const browser = { "accept-encoding": "gzip, deflate, br" };
const rows: Array<[string, Awaited<ReturnType<typeof measure>>, Awaited<ReturnType<typeof measure>>]> = [
  ["no accept-encoding", await measure(`${appUrl}/api/matches`, { cookie }), await measure(`${bareUrl}/plain`)],
  ["accept-encoding: gzip, deflate, br", await measure(`${appUrl}/api/matches`, { cookie, ...browser }), await measure(`${bareUrl}/br`, browser)],
];
console.log(
  `GET /api/matches, ${matchCount} matches, ${plainBytes.length} bytes (${brBytes.length} in brotli), ${CONNECTIONS} connections, ${DURATION_S} s each:`,
);
for (const [label, game, floor] of rows) {
  console.log(
    `  ${label}: the game ${game.rps.toFixed(0)} req/s, p99 ${game.p99} ms, errors ${game.errors}; bare route, same bytes ${floor.rps.toFixed(0)} req/s, p99 ${floor.p99} ms; ratio ${(game.rps / floor.rps).toFixed(3)}`,
  );
  console.log(
    `    the servers' thread a request: the game ${game.cpuUs.toFixed(1)} µs of CPU, bare route ${floor.cpuUs.toFixed(1)} µs; ratio ${(floor.cpuUs / game.cpuUs).toFixed(3)}`,
  );
}
await app.close();
await bare.close();
await database.close();
