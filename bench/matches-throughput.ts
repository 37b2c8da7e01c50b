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
// The app's first sync leaves work running after it (the forecasts, the season odds' draw, seconds of this thread's
// CPU): the measure waits for it to end, or its share lands on whichever route is measured first. The game and the
// bare route then take turns, ROUNDS times each, and the figure is the median of the rounds' ratios, with their range:
// one pair of runs on this box has given anything from 0.46 to 0.84 for the same code.
const DURATION_S = Number(process.argv[2] ?? 5);
const ROUNDS = Number(process.argv[3] ?? 5);
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

/** Waits until this thread spent under 3 % of a core over a second (at most a minute). */
async function quiet(): Promise<void> {
  for (let waited = 0; waited < 60; waited++) {
    const before = processTicks(SERVERS_THREAD);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    if (processTicks(SERVERS_THREAD) - before < 3) return;
  }
  console.log("  (the app's thread was still busy after a minute)");
}
await quiet();

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
type Measure = Awaited<ReturnType<typeof measure>>;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const range = (values: number[]) => `${Math.min(...values).toFixed(3)}-${Math.max(...values).toFixed(3)}`;
const variants: Array<[string, () => Promise<Measure>, () => Promise<Measure>]> = [
  ["no accept-encoding", () => measure(`${appUrl}/api/matches`, { cookie }), () => measure(`${bareUrl}/plain`)],
  ["accept-encoding: gzip, deflate, br", () => measure(`${appUrl}/api/matches`, { cookie, ...browser }), () => measure(`${bareUrl}/br`, browser)],
];
const rounds = variants.map(() => [] as Array<[Measure, Measure]>);
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, [, game, floor]] of variants.entries()) {
    // Which goes first alternates, so neither always runs on the warmer process.
    const [first, second] = round % 2 ? [await floor(), await game()] : [await game(), await floor()];
    rounds[i]!.push(round % 2 ? [second, first] : [first, second]);
  }
}
console.log(
  `GET /api/matches, ${matchCount} matches, ${plainBytes.length} bytes (${brBytes.length} in brotli), ${CONNECTIONS} connections, ` +
    `${ROUNDS} rounds of ${DURATION_S} s each, medians:`,
);
for (const [i, [label]] of variants.entries()) {
  const pairs = rounds[i]!;
  const rps = pairs.map(([game, floor]) => game.rps / floor.rps);
  const cpu = pairs.map(([game, floor]) => floor.cpuUs / game.cpuUs);
  const errors = pairs.reduce((sum, [game, floor]) => sum + game.errors + floor.errors, 0);
  console.log(
    `  ${label}: the game ${median(pairs.map(([game]) => game.rps)).toFixed(0)} req/s, p99 ${median(pairs.map(([game]) => game.p99))} ms; ` +
      `bare route, same bytes ${median(pairs.map(([, floor]) => floor.rps)).toFixed(0)} req/s, p99 ${median(pairs.map(([, floor]) => floor.p99))} ms; ` +
      `ratio ${median(rps).toFixed(3)} (rounds ${range(rps)}), errors ${errors}`,
  );
  console.log(
    `    the servers' thread a request: the game ${median(pairs.map(([game]) => game.cpuUs)).toFixed(1)} µs of CPU, bare route ` +
      `${median(pairs.map(([, floor]) => floor.cpuUs)).toFixed(1)} µs; ratio ${median(cpu).toFixed(3)} (rounds ${range(cpu)})`,
  );
}
await app.close();
await bare.close();
await database.close();
