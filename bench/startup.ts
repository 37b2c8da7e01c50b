import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServerProcess } from "../src/server/testing/server-process";

// Server start time, from spawn to the first answered request, on an empty PGlite directory (which
// includes migrating and seeding the simulated league) and on the same directory again.
const dir = mkdtempSync(path.join(tmpdir(), "prophecy-bench-start-"));
try {
  const timeStart = async () => {
    const started = performance.now();
    const server = await startServerProcess({ DATA_DIR: dir, LOG_LEVEL: "warn" }, 5099);
    const ms = performance.now() - started;
    await server.stop("SIGTERM");
    return ms;
  };
  const empty = await timeStart();
  const existing = await timeStart();
  console.log(`server start, empty data directory:    ${Math.round(empty)} ms`);
  console.log(`server start, existing data directory: ${Math.round(existing)} ms`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
