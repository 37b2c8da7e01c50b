import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServerProcess } from "../src/server/testing/server-process";
import { percentile } from "./bench-database";
import { argValue, buildClientUnlessSkipped, freePort, rssMb } from "./bench-server";
import { seedPredictionLog } from "./prediction-log-seed";
import { describeProbe, fmtMs, startProbe } from "./probe";

// Can the public prediction log be used to stall the server? A production server (fresh data
// directory, rate limits off so the load is measured rather than refused) holds a year of the real
// calendar, 35,000 chained predictions; 16 anonymous clients read the whole log over and over, as
// /verify does (page after page when the log is paged), asking for it compressed as browsers do.
// A probe asks GET /api/ai-stats every 100 ms: its median against the idle baseline is what every
// other player waits. `npx tsx bench/prediction-log-load.ts [--entries N] [--seconds N] [--no-build]`.
const ENTRIES = Number(argValue("--entries") ?? 35_000);
const SECONDS = Number(argValue("--seconds") ?? 20);
const CLIENTS = 16;

buildClientUnlessSkipped();

interface Walk {
  replies: number;
  bytes: number;
  ms: number[];
  statuses: Record<string, number>;
}

/** One GET of the log; the next cursor when the log is paged, null when this was all of it. */
async function readOnce(base: string, cursor: string | null, walk: Walk): Promise<string | null> {
  const started = performance.now();
  const url = cursor === null ? `${base}/api/predictions/log` : `${base}/api/predictions/log?cursor=${encodeURIComponent(cursor)}`;
  try {
    const response = await fetch(url, { headers: { "accept-encoding": "br, gzip" }, signal: AbortSignal.timeout(60_000) });
    const body = await response.text();
    walk.ms.push(performance.now() - started);
    walk.statuses[response.status] = (walk.statuses[response.status] ?? 0) + 1;
    if (response.status !== 200) return null;
    walk.replies += 1;
    walk.bytes += Number(response.headers.get("content-length") ?? body.length);
    const parsed = JSON.parse(body) as unknown;
    return Array.isArray(parsed) ? null : ((parsed as { nextCursor: string | null }).nextCursor ?? null);
  } catch (error) {
    const cause = (error as { cause?: { code?: string }; name?: string }).cause?.code ?? (error as Error).name;
    walk.statuses[cause] = (walk.statuses[cause] ?? 0) + 1;
    return null;
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), "prophecy-bench-log-"));
try {
  const seeding = performance.now();
  await seedPredictionLog(path.join(dataDir, "pglite"), ENTRIES);
  console.log(`${ENTRIES} predictions chained in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  const server = await startServerProcess(
    { DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production", RATE_LIMITS: "off", SESSION_SECRET: randomBytes(32).toString("hex") },
    await freePort(),
  );
  try {
    const idle = startProbe(server.url);
    await new Promise((r) => setTimeout(r, 5000));
    console.log(describeProbe("idle", await idle.stop()));

    const walk: Walk = { replies: 0, bytes: 0, ms: [], statuses: {} };
    let wholeLogs = 0;
    const probe = startProbe(server.url);
    const until = performance.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < until) {
          let cursor: string | null = null;
          do cursor = await readOnce(server.url, cursor, walk);
          while (cursor !== null && performance.now() < until);
          if (cursor === null) wholeLogs += 1;
        }
      }),
    );
    const elapsed = SECONDS + Math.max(0, (performance.now() - until) / 1000);
    console.log(describeProbe(`${CLIENTS} clients reading the log`, await probe.stop()));
    const sorted = [...walk.ms].sort((a, b) => a - b);
    console.log(
      `  load: ${(walk.replies / elapsed).toFixed(1)} replies/s, ${(wholeLogs / elapsed).toFixed(2)} whole logs/s, ${(walk.bytes / walk.replies / 1024).toFixed(0)} KB a reply on the wire; reply median ${fmtMs(percentile(sorted, 50))}, p99 ${fmtMs(percentile(sorted, 99))}; statuses ${JSON.stringify(walk.statuses)}`,
    );
    console.log(`  server RSS after the load: ${rssMb(server.child.pid).toFixed(0)} MB`);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
