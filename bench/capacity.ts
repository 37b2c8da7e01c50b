import { execFileSync } from "node:child_process";
import { cpus } from "node:os";
import { openDatabase } from "../src/server/platform/db/client";
import { findLedgerViolations } from "../src/server/ledger/ledger-check";
import { startServerProcess, type ServerProcess } from "../src/server/testing/server-process";
import { freePort, rssMb } from "./bench-server";
import { createAccounts } from "./capacity/accounts";
import { BrowserClient } from "./capacity/browser-client";
import { LiveFeed } from "./capacity/live-feed";
import { MatchBoard } from "./capacity/match-board";
import { parseOptions } from "./capacity/options";
import { Player } from "./capacity/player";
import { fmt, printStep, printSummary, stepErrorPercent, type StepResult } from "./capacity/report";
import { createRunDatabase } from "./capacity/run-database";
import { UsageMeter } from "./capacity/server-usage";
import { Sleeper } from "./capacity/sleeper";
import { Recorder } from "./capacity/step-stats";

// `npm run bench:capacity [-- --postgres] [--redis] [--instances 2] [--start N] [--max N] [--step-seconds S]
// [--speed X] [--no-build]`: how many signed-in players one server (or two on one PostgreSQL) holds.
// Players, each an async loop doing what the client does at a person's pace
// (capacity/player.ts), join in steps; each step is measured once its newcomers have arrived, and the
// ramp stops at the first step whose HTTP p99 passes 250 ms or whose errors pass 0.1 %. The server
// runs from the built bundle as production does, rate limits on, at SIM_SPEED 60 so that matches kick
// off, go live and settle during the run (so kick-offs, and the list reloads they cause, come sixty
// times as often as in a real day). The load generator runs on the same machine as the server(s) and
// PostgreSQL: its CPU is printed beside theirs. Exits 1 when a server died, the ledger is broken or a
// player loop threw (a fault of the bench itself); otherwise 0, whatever the capacity.
const options = parseOptions();
const PUBLIC_URL = "https://capacity.prophecy.test";
const instanceLabel = `${options.instances} instance${options.instances > 1 ? "s" : ""}`;

if (options.build) execFileSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });
const database = await createRunDatabase(options.database);
// Where the rate limits count: Redis when given, else PostgreSQL, else (PGlite) the server's memory (shared-limits.ts).
const storesLabel = `${database.label}, limits in ${options.redisUrl ? "Redis" : options.database === "postgres" ? "PostgreSQL" : "memory"}`;
const servers: ServerProcess[] = [];
// A crash of the bench itself must not leave servers behind.
process.once("exit", () => servers.forEach((s) => s.child.exitCode === null && s.child.kill("SIGKILL")));
let crashed: string | undefined;
let stopping = false;
let held = 0;
let violations = 0;
let playerFailures = 0;
const results: StepResult[] = [];

try {
  const setUpStarted = performance.now();
  const accounts = await createAccounts(database.target, options.steps.at(-1)!);
  console.log(`${fmt(accounts.length)} accounts with sessions created in ${fmt((performance.now() - setUpStarted) / 1000, 1)} s`);

  const env: Record<string, string> = {
    ...database.env,
    NODE_ENV: "production",
    SIM_SPEED: String(options.simSpeed),
    LOG_LEVEL: "warn",
    // An https origin: the server trusts X-Forwarded-For from the local proxy, so each player's own
    // address is what the per-address rate limits and socket caps see.
    PUBLIC_URL,
    SESSION_SECRET: "capacity-secret-capacity-secret-0123456789",
  };
  if (options.redisUrl) env.REDIS_URL = options.redisUrl;
  // BENCH_PROFILE_DIR=dir writes each server's CPU profile there when it stops (`npx tsx bench/cpu-profile.ts dir` sums it up).
  if (process.env.BENCH_PROFILE_DIR) env.NODE_OPTIONS = `--cpu-prof --cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`;
  for (let i = 0; i < options.instances; i++) {
    const server = await startServerProcess(env, await freePort(), "build");
    server.child.once("exit", (code, signal) => {
      if (stopping) return;
      // Code 0 is the server's own graceful shutdown: something outside sent it SIGTERM or SIGINT.
      const how = signal ?? (code === 0 ? "code 0, after a signal from outside" : `code ${code}`);
      const what = `instance ${i + 1} exited (${how}) during the run`;
      crashed ??= what;
      console.log(`\n${what}; its last log lines:\n${server.logs.slice(-20).join("\n") || "(none)"}`);
    });
    servers.push(server);
  }

  // A newcomer makes a dozen requests in its first seconds, so arrivals load the server more than the
  // same players do later: they come in over the first third, the backlog they leave drains over the
  // next sixth, and the last half of the step is measured.
  const joinMs = (options.stepSeconds * 1000) / 3;
  const settleMs = (options.stepSeconds * 1000) / 6;
  console.log(
    `capacity on ${storesLabel}, ${instanceLabel}, SIM_SPEED ${options.simSpeed}: steps of ${options.steps.map((n) => fmt(n)).join(", ")} players, ` +
      `each ${fmt(options.stepSeconds)} s (arrivals over the first ${fmt(joinMs / 1000)} s, ${fmt(settleMs / 1000)} s to settle, the rest measured); ` +
      `limits: HTTP p99 ≤ ${options.p99LimitMs} ms, errors ≤ ${options.errorLimitPercent} %`,
  );
  console.log(
    `the load generator shares this machine's ${cpus().length} cores with the server${servers.length > 1 ? "s" : ""}` +
      `${options.database === "postgres" ? " and PostgreSQL" : ""}: every figure below is for all of them on one box`,
  );

  // Every request and socket goes to the next instance in turn, whoever sends it: a round-robin balancer
  // without sticky sessions, so what one instance writes another must serve.
  let turn = 0;
  const nextInstance = () => servers[turn++ % servers.length]!.url;
  const recorder = new Recorder();
  const sleeper = new Sleeper();
  const client = new BrowserClient(PUBLIC_URL, recorder, () => sleeper.stopped);
  const world = { client, board: new MatchBoard(), sleeper, recorder, publicUrl: PUBLIC_URL };
  const usage = new UsageMeter(() => servers.map((s) => s.child.pid), database.name);
  /** Waits, in short slices so that a crashed server ends the step at once. */
  const wait = async (ms: number) => {
    const until = Date.now() + ms;
    for (let left = ms; !crashed && left > 0; left = until - Date.now()) await new Promise((resolve) => setTimeout(resolve, Math.min(250, left)));
  };
  const loops: Array<Promise<void>> = [];

  for (const [index, target] of options.steps.entries()) {
    const joining = recorder.begin();
    const joinStarted = Date.now();
    const first = loops.length;
    // Newcomers arrive evenly over the first third of the step.
    for (let n = first; n < target && !crashed; n++) {
      const due = joinStarted + ((n - first) / (target - first)) * joinMs;
      const delay = due - Date.now();
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      const player = new Player(world, nextInstance, n, accounts[n]!.cookie);
      loops.push(
        player.live().catch((err: unknown) => {
          playerFailures += 1;
          if (playerFailures <= 3) console.error(`a player's loop failed: ${(err as Error).stack ?? String(err)}`);
        }),
      );
    }
    await wait(joinStarted + joinMs + settleMs - Date.now());
    const hold = recorder.begin();
    usage.mark();
    const transactionsBefore = await database.transactions();
    await wait(joinStarted + options.stepSeconds * 1000 - Date.now());
    const usageFigures = usage.read();
    const transactionsAfter = await database.transactions();
    const rss = servers.map((s) => {
      try {
        return rssMb(s.child.pid);
      } catch {
        return NaN;
      }
    });
    const sockets = { matches: LiveFeed.following, arenas: LiveFeed.arenas };
    await recorder.close(hold);
    await recorder.close(joining);
    const transactions = transactionsAfter === undefined ? undefined : transactionsAfter - transactionsBefore!;
    const step: StepResult = { players: target, joining, hold, usage: usageFigures, rssMb: rss, sockets, transactions, over: undefined };
    const p99 = hold.latency(99);
    const errors = stepErrorPercent(step);
    if (crashed) step.over = crashed;
    else if (!(p99 <= options.p99LimitMs)) step.over = `HTTP p99 ${fmt(p99, 1)} ms > ${options.p99LimitMs} ms`;
    else if (errors > options.errorLimitPercent) step.over = `errors ${fmt(errors, 3)} % > ${options.errorLimitPercent} %`;
    results.push(step);
    printStep(index, options.steps.length, step);
    if (step.over) break;
    held = target;
  }

  sleeper.stop();
  await Promise.all(loops);
  client.close();
  stopping = true;
  const exitCodes = await Promise.all(servers.map((s) => s.stop("SIGTERM")));
  const errorLines = servers.flatMap((s) => s.logs).filter((line) => /"level":(50|60)/.test(line));

  printSummary(results);
  console.log(
    `\nnot measured: page documents and static files (the browser's cache or a CDN serves them), sign-up and sign-in. ` +
      `Player loops that failed: ${playerFailures}. Server exit codes after SIGTERM: ${exitCodes.join(", ")}.`,
  );
  console.log(`server log lines at error level: ${errorLines.length}`);
  for (const line of errorLines.slice(0, 5)) console.log(`  ${line.slice(0, 300)}`);

  const opened = await openDatabase(database.target);
  violations = (await findLedgerViolations(opened.db)).length;
  await opened.close();
  console.log(`ledger check: ${violations} users whose credits differ from the sum of their ledger rows or fall below 0`);
  if (crashed) console.log(`server crash: ${crashed}`);
} finally {
  stopping = true;
  await Promise.all(servers.map((s) => s.stop("SIGKILL")));
  await database.drop();
}
console.log(`capacity: ${fmt(held)} players held (${storesLabel}, ${instanceLabel})`);
// Capacity a server core: the players of the last step held over the servers' CPU at that step, in cores (the
// machine's cores are shared with PostgreSQL and the load generator, so the total alone says little).
const heldStep = results.filter((step) => !step.over).at(-1);
if (heldStep) {
  const cores = heldStep.usage.serverCpu.reduce((sum, cpu) => sum + (Number.isNaN(cpu) ? 0 : cpu), 0) / 100;
  console.log(`per server core: ${fmt(heldStep.players / cores)} players (${fmt(heldStep.players)} at ${fmt(cores * 100)} % of a core)`);
}
process.exit(crashed || violations > 0 || playerFailures > 0 ? 1 : 0);
