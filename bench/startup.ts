import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Server start time, from spawn to the first answered request, on an empty and on an existing
// PGlite directory.
const port = 5099;

async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn("npx", ["tsx", "src/server/main.ts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/stats/social-proof`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 25));
      if (performance.now() - started > 60_000) throw new Error("server did not start in 60 s");
    }
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

const dir = mkdtempSync(path.join(tmpdir(), "prophecy-bench-"));
try {
  const empty = await timeStart(dir);
  const existing = await timeStart(dir);
  console.log(`server start, empty data directory:    ${Math.round(empty)} ms`);
  console.log(`server start, existing data directory: ${Math.round(existing)} ms`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
