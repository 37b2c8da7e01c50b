import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startServerProcess, type ServerEntry } from "../src/server/testing/server-process";
import { cpuSeconds, rssMb } from "./bench-server";

// Server start time, from spawn to the first answered request, on an empty PGlite directory (which
// includes migrating and seeding the simulated league) and on the same directory again, with the CPU the
// process used until then (what a test suite that starts servers pays); then the
// resident memory after IDLE_MS without a request. Both ways of starting it: the bundle `npm start`
// runs with plain node, and the sources through tsx (`npm run dev`). `npx tsx bench/startup.ts`.
const IDLE_MS = 20_000;

execFileSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });

async function measure(entry: ServerEntry): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "prophecy-bench-start-"));
  try {
    const timeStart = async (idle: boolean) => {
      const started = performance.now();
      const server = await startServerProcess({ DATA_DIR: dir, LOG_LEVEL: "warn" }, await freePort(), entry);
      const ms = performance.now() - started;
      const cpu = cpuSeconds(server.child.pid);
      let rss = 0;
      if (idle) {
        await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
        rss = rssMb(server.child.pid);
      }
      await server.stop("SIGTERM");
      return { ms, cpu, rss };
    };
    const empty = await timeStart(false);
    const existing = await timeStart(true);
    const label = entry === "build" ? "bundle, node dist/server/main.js" : "sources, tsx src/server/main.ts";
    console.log(`${label}:`);
    console.log(`  start, empty data directory:    ${Math.round(empty.ms)} ms, ${empty.cpu.toFixed(1)} s of CPU`);
    console.log(`  start, existing data directory: ${Math.round(existing.ms)} ms, ${existing.cpu.toFixed(1)} s of CPU`);
    console.log(`  idle RSS ${IDLE_MS / 1000} s after start:      ${Math.round(existing.rss)} MB`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await measure("build");
await measure("source");
