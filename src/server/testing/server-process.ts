import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Every log line printed so far (pino JSON). */
  logs: string[];
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * A port no one listens on now, drawn below Linux's ephemeral range (32768 and up): the system hands
 * those to outgoing connections, so a port probed free there can be taken by any client's connect
 * (a database pool, a health poll) before the server binds it, and the start fails on EADDRINUSE.
 * Tests never count on a fixed port.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** Refuses a busy port up front: a stale server there would answer in the new one's place. */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", () => reject(new Error(`port ${port} is already in use: stop whatever listens there`)));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

/** How the server is started: from its sources through tsx (`npm run dev`, the tests), or the bundle
 * `npm start` runs with plain node (dist/server/main.js: `npm run build` first). */
export type ServerEntry = "source" | "build";

/**
 * A server a test starts runs PGlite's WebAssembly on V8's baseline compiler alone (Liftoff). Optimizing PostgreSQL's
 * hot functions with TurboFan took about 5 s of a start's 10 s of CPU on Node 24, repaid only by a server that runs
 * for hours; a test's runs for seconds to minutes (docs/decisions.md, CI time). The benches start servers as `npm
 * start` does, so they run neither under Vitest nor as a Playwright worker.
 */
const TEST_NODE_FLAGS = process.env.VITEST || process.env.TEST_WORKER_INDEX ? ["--liftoff-only"] : [];

const ENTRY_ARGS: Record<ServerEntry, string[]> = {
  source: ["--import", "tsx", "src/server/main.ts"],
  build: ["dist/server/main.js"],
};

/**
 * Starts the server as its own process and waits until it answers, for `startMs` at most: a fresh database's
 * first start migrates and catches the simulated league up (about 8 s of a core), which a machine busy with
 * browsers stretches many times over.
 */
export async function startServerProcess(
  env: Record<string, string>,
  port: number,
  entry: ServerEntry = "source",
  startMs = 60_000,
): Promise<ServerProcess> {
  await assertPortFree(port);
  const child = spawn(process.execPath, [...TEST_NODE_FLAGS, ...ENTRY_ARGS[entry]], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  const collect = (chunk: Buffer) => logs.push(...chunk.toString().split("\n").filter(Boolean));
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const deadline = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs.join("\n")}`);
    try {
      if ((await fetch(`${url}/api/stats/social-proof`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Never left behind: a server that missed the deadline on a loaded machine would otherwise run on
      // after the suite, on its port and its database, and load every run after it.
      child.kill("SIGKILL");
      throw new Error(`server did not start:\n${logs.join("\n")}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    logs,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
