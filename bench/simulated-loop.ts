import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/platform/config";
import { openDatabase } from "../src/server/platform/db/client";
import { benchPostgresUrl, openBenchDatabase } from "./bench-database";
import { statementsOf } from "../src/server/testing/statement-log";

// `npx tsx bench/simulated-loop.ts [speed] [seconds]` (PostgreSQL: TEST_DATABASE_URL or BENCH_DATABASE_URL): the
// game's loop on the simulated league with nobody playing, as a server of the end-to-end suite runs it at SIM_SPEED
// 120-600, counted at the driver: the statements a simulated hour costs, grouped by their text, with their time, and
// the process's CPU. A sped-up league's CPU is mostly this loop's statements.
const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const speed = Number(args[0] ?? 300);
const seconds = Number(args[1] ?? 60);
// --pglite: the embedded database in a data directory, as `npm start` keeps it (statements are counted on PostgreSQL only).
const onPglite = process.argv.includes("--pglite");
if (!onPglite && !benchPostgresUrl) throw new Error("needs TEST_DATABASE_URL or BENCH_DATABASE_URL (a PostgreSQL server), or --pglite");

const dataDir = onPglite ? mkdtempSync(path.join(tmpdir(), "prophecy-bench-loop-")) : undefined;
const scratch = dataDir
  ? await (async () => {
      const database = await openDatabase({ dataDir });
      return { database, drop: async () => (await database.close(), rmSync(dataDir, { recursive: true, force: true })) };
    })()
  : await openBenchDatabase("postgres");
const config = {
  ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SIM_SPEED: String(speed), SIM_SEED: "5" }),
  sessionSecret: "bench-secret-bench-secret-bench-secret",
};
const app = await buildApp({ config, database: scratch.database, logger: false, rateLimits: false });
await app.ready();
try {
  // The first run seeds the history and the coming fixtures: a start's cost, not the loop's.
  await app.game.sync.runOnce();
  let runs = 0;
  const afterRun = app.game.sync.afterRun;
  app.game.sync.afterRun = (now) => {
    runs += 1;
    afterRun?.(now);
  };
  const cpu = process.cpuUsage();
  const { statements } = await statementsOf(async () => {
    await app.game.sync.start();
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    await app.game.sync.stop();
  }, 110);
  const used = process.cpuUsage(cpu);
  const simHours = (seconds * speed) / 3600;
  const byText = new Map<string, { count: number; ms: number }>();
  for (const { text, ms } of statements) {
    const entry = byText.get(text) ?? { count: 0, ms: 0 };
    entry.count += 1;
    entry.ms += Number.isNaN(ms) ? 0 : ms;
    byText.set(text, entry);
  }
  const all = [...byText.entries()].sort((a, b) => b[1].count - a[1].count);
  const total = statements.length;
  console.log(`SIM_SPEED ${speed}, ${seconds} s (${simHours.toFixed(1)} simulated hours): ${runs} sync runs`);
  console.log(`statements: ${total} (${(total / simHours).toFixed(0)} a simulated hour, ${(total / Math.max(runs, 1)).toFixed(1)} a run)`);
  const cpuMs = (used.user + used.system) / 1000;
  console.log(
    `server CPU: ${(cpuMs / 1000).toFixed(1)} s (${(cpuMs / 10 / seconds).toFixed(0)} % of a core), ${(cpuMs / Math.max(runs, 1)).toFixed(0)} ms a run`,
  );
  for (const [text, s] of all.slice(0, 30)) console.log(`${String(s.count).padStart(6)} ${s.ms.toFixed(0).padStart(7)} ms  ${text}`);
} finally {
  await app.close();
  await scratch.drop();
}
