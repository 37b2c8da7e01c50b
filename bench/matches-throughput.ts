import autocannon from "autocannon";
import Fastify from "fastify";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";

// GET /api/matches at 50 connections beside a bare Fastify route in the same run: the ratio is
// the figure (how much the real endpoint costs over the framework's floor on this machine).
const DURATION_S = Number(process.argv[2] ?? 10);
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

const bare = Fastify();
bare.get("/bare", async () => ({ ok: true }));
const bareUrl = await bare.listen({ port: 0, host: "127.0.0.1" });

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const real = await measure(`${appUrl}/api/matches`, { cookie });
const floor = await measure(`${bareUrl}/bare`);
console.log(`GET /api/matches (${matchCount} matches with predictions): ${real.rps.toFixed(0)} req/s, p99 ${real.p99} ms, errors ${real.errors}`);
console.log(`bare Fastify route:                  ${floor.rps.toFixed(0)} req/s, p99 ${floor.p99} ms, errors ${floor.errors}`);
console.log(`ratio /api/matches ÷ bare: ${(real.rps / floor.rps).toFixed(3)}`);
await app.close();
await bare.close();
await database.close();
