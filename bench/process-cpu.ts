import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { processTicks } from "./bench-server";

// `npx tsx bench/process-cpu.ts -- COMMAND…`: where a command's CPU goes, by kind of process (Chromium's renderers,
// its browser and GPU processes, the game's servers, Playwright's workers, Vitest, the rest), read from /proc once a
// second while it runs, and the wall time. For the suite: `npx tsx bench/process-cpu.ts -- env CI=1 npx playwright test`.
// A process that ends between two readings loses up to a second; processes already running when the command starts
// (PostgreSQL, Redis) count only what they use from then on.

const separator = process.argv.indexOf("--");
const command = separator >= 0 ? process.argv.slice(separator + 1) : process.argv.slice(2);
if (command.length === 0) throw new Error("usage: npx tsx bench/process-cpu.ts -- COMMAND…");

function kindOf(commandLine: string): string {
  if (commandLine.includes("chromium")) {
    if (commandLine.includes("--type=renderer")) return "Chromium renderers";
    if (commandLine.includes("--type=gpu-process")) return "Chromium GPU process";
    if (commandLine.includes("--type=")) return "Chromium utilities";
    return "Chromium browser process";
  }
  if (commandLine.includes("server/main")) return "game servers";
  if (commandLine.includes("postgres")) return "PostgreSQL";
  if (commandLine.includes("vitest")) return "Vitest";
  if (commandLine.includes("playwright")) return "Playwright";
  if (commandLine.trim() === "") return "kernel threads";
  return "other";
}

/** Ticks (1/100 s) each process had used when last read, and its kind. */
const seen = new Map<string, { ticks: number; kind: string }>();
/** Whether the command has started: a process first seen before it counts only what it uses from then on. */
let started = false;
const byKind = new Map<string, number>();

function read(): void {
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const ticks = processTicks(pid);
      let entry = seen.get(pid);
      if (!entry) {
        const commandLine = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
        // A process first seen now counts from zero if it started after the command, from now otherwise.
        entry = { ticks: started ? 0 : ticks, kind: kindOf(commandLine) };
        seen.set(pid, entry);
      }
      byKind.set(entry.kind, (byKind.get(entry.kind) ?? 0) + ticks - entry.ticks);
      entry.ticks = ticks;
    } catch {
      // The process ended while being read.
    }
  }
}

read();
started = true;
const startedAt = Date.now();
const timer = setInterval(read, 1000);
const child = spawn(command[0]!, command.slice(1), { stdio: "inherit" });
const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
clearInterval(timer);
read();

const wall = (Date.now() - startedAt) / 1000;
const total = [...byKind.values()].reduce((sum, ticks) => sum + ticks, 0) / 100;
console.log(`\n${command.join(" ")}: exit ${code}, ${wall.toFixed(0)} s wall, ${total.toFixed(0)} s of CPU read`);
for (const [kind, ticks] of [...byKind].sort((a, b) => b[1] - a[1])) {
  if (ticks >= 100) console.log(`${(ticks / 100).toFixed(0).padStart(7)} s  ${kind}`);
}
process.exit(code ?? 1);
