import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

export { freePort } from "../src/server/testing/server-process";

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * CPU ticks (1/100 s) a process has used (user + system), from /proc/<pid>/stat; with `reaped`, also those of its
 * children that ended and were waited for (a browser's closed renderers).
 */
export function processTicks(pid: number | string | undefined, reaped = false): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const own = Number(fields[11]) + Number(fields[12]);
  return reaped ? own + Number(fields[13]) + Number(fields[14]) : own;
}

/** Every Chromium process running now, by pid, with its command line, from /proc. */
export function chromiumProcesses(): Array<{ pid: string; commandLine: string }> {
  const found: Array<{ pid: string; commandLine: string }> = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (commandLine.includes("chromium")) found.push({ pid, commandLine });
    } catch {
      // The process ended while being read.
    }
  }
  return found;
}

/**
 * CPU ticks (1/100 s) of every Chromium process, with the ended ones its processes have reaped (a closed context's
 * renderer), from /proc.
 */
export function chromiumTicks(): number {
  let ticks = 0;
  for (const { pid } of chromiumProcesses()) {
    try {
      ticks += processTicks(pid, true);
    } catch {
      // The process ended while being read.
    }
  }
  return ticks;
}

/** CPU seconds a process has used (user + system). */
export function cpuSeconds(pid: number | undefined): number {
  return processTicks(pid) / 100;
}

/** Signs a player up through the API (scrypt and all) and returns the session cookie. */
export async function signUpOverHttp(base: string, name: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `${name}@example.com`,
      password: "bench-password",
      username: name,
    }),
  });
  const session = response.headers.getSetCookie().find((c) => c.startsWith("pl_session="));
  if (!response.ok || !session) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return session.split(";")[0]!;
}

/** The value after a command-line flag (`--seconds 20`), or undefined without it. */
export function argValue(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** Builds the client the server will serve, unless the bench was started with --no-build. */
export function buildClientUnlessSkipped(): void {
  if (process.argv.includes("--no-build")) return;
  console.log("building the client…");
  execFileSync("npx", ["vite", "build", "--logLevel", "warn"], {
    stdio: "inherit",
  });
}

/** A deterministic generator in [0, 1), so runs before and after a change make the same choices. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
