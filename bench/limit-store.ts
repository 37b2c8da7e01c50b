import type { FastifyInstance } from "fastify";
import { performance } from "node:perf_hooks";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/platform/config";
import { openDatabase } from "../src/server/platform/db/client";
import { openSharedLimits } from "../src/server/platform/limits/shared-limits";
import { benchPostgresUrl, openBenchDatabase, percentile } from "./bench-database";

// What counting rate limits where every instance sees them costs, per limited request: the shared
// store's own call (one hit of a key, one at a time and 32 at once), then a limited read served with
// no limit, the in-process limit (the embedded game's), PostgreSQL's and Redis's, from fresh addresses
// so none is refused. Needs BENCH_DATABASE_URL or TEST_DATABASE_URL; Redis at REDIS_URL or 127.0.0.1:6379.
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const CALLS = 4_000;
const REQUESTS = 3_000;
if (!benchPostgresUrl) {
  console.log("limit-store: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server");
  process.exit(0);
}

const bench = await openBenchDatabase("postgres");
const pool = bench.database.pool!;
const ms = (n: number) => n.toFixed(3);

console.log(`store call: ${CALLS} hits of fresh keys; at 32: hits a second with 32 in flight`);
for (const [name, url] of [
  ["postgres", undefined],
  ["redis", redisUrl],
] as const) {
  const limits = openSharedLimits(url, pool, console);
  const Store = limits.rateLimitStore!;
  const store = new Store().child({ routeInfo: { method: "GET", url: "/bench" } } as never);
  const hit = (key: string) => new Promise<void>((resolve, reject) => store.incr(key, (err) => (err ? reject(err) : resolve()), 60_000, 100));
  await hit("warm");
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const start = performance.now();
    await hit(`k${i % 500}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (next < CALLS) await hit(`c${(next += 1) % 500}`);
    }),
  );
  const perSecond = CALLS / ((performance.now() - started) / 1000);
  console.log(`  ${name.padEnd(8)} p50 ${ms(percentile(times, 50))} ms  p99 ${ms(percentile(times, 99))} ms  at 32: ${Math.round(perSecond)}/s`);
  await limits.close();
}

const config = (env: Record<string, string>) => ({
  ...loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", ...env }),
  sessionSecret: "bench-secret-bench-secret-bench-secret",
});

/** Mean and p50 of a limited read (GET /api/predictions/log), each from an address of its own. */
async function readTimes(app: FastifyInstance, offset: number) {
  await app.inject({ url: "/api/predictions/log", remoteAddress: "10.255.255.255" });
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const n = offset + i;
    const start = performance.now();
    const reply = await app.inject({ url: "/api/predictions/log", remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
    times.push(performance.now() - start);
    if (reply.statusCode !== 200) throw new Error(`the read answered ${reply.statusCode}`);
  }
  times.sort((a, b) => a - b);
  return { mean: times.reduce((a, b) => a + b, 0) / times.length, p50: percentile(times, 50) };
}

console.log(`\nlimited read: ${REQUESTS} requests one at a time, in process (app.inject); the difference from "none" is the limit's cost`);
const embedded = await openDatabase({});
const runs: Array<[string, () => Promise<FastifyInstance>]> = [
  ["none (PostgreSQL)", () => buildApp({ config: config({}), database: bench.database, logger: false, rateLimits: false })],
  ["postgres", () => buildApp({ config: config({}), database: bench.database, logger: false })],
  ["redis", () => buildApp({ config: config({ REDIS_URL: redisUrl }), database: bench.database, logger: false })],
  ["none (PGlite)", () => buildApp({ config: config({}), database: embedded, logger: false, rateLimits: false })],
  ["in process (PGlite)", () => buildApp({ config: config({}), database: embedded, logger: false })],
];
let offset = 0;
for (const [name, build] of runs) {
  const app = await build();
  const { mean, p50 } = await readTimes(app, (offset += REQUESTS));
  console.log(`  ${name.padEnd(20)} mean ${ms(mean)} ms  p50 ${ms(p50)} ms`);
  await app.close();
}
await embedded.close();
await bench.drop();
