import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../src/server/platform/db/client";
import { createScratchDatabase, type ScratchDatabase } from "../src/server/testing/scratch-database";
import { startServerProcess, type ServerProcess } from "../src/server/testing/server-process";
import { benchPostgresUrl } from "./bench-database";
import { cpuSeconds, freePort, rssMb } from "./bench-server";
import { SoakClient } from "./soak/http-client";
import { checkIntegrity } from "./soak/integrity";
import { LoadStats, p } from "./soak/load-stats";
import { MatchBoard, Players } from "./soak/players";
import { Viewers } from "./soak/viewers";

// `npm run bench:soak [-- --minutes N] [--postgres]`: the "staying up" soak. 200 players
// sign up and play through the HTTP API at a person's pace while 1,000 WebSocket viewers watch live
// matches; SIM_SPEED 60 makes a match last about two real minutes, so a dozen or more kick off, go
// live and settle. Halfway the server gets SIGTERM and is started again on the same data; clients
// retry through the gap. Prints per-minute figures, server memory growth and the end-of-run
// integrity checks, then PASS/FAIL per target, exiting 1 on any FAIL.
const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const MINUTES = flag("--minutes", 10);
const PLAYERS = flag("--players", 200);
const VIEWERS = flag("--viewers", 1_000);
const SPEED = flag("--speed", 60);
const kind = args.includes("--postgres") ? "postgres" : "pglite";
if (!(MINUTES > 0)) throw new Error("--minutes must be a positive number");
/** `--cpu-prof DIR`: the server processes write V8 CPU profiles there when they exit. */
const profileDir = args.includes("--cpu-prof") ? path.resolve(args[args.indexOf("--cpu-prof") + 1] ?? "cpu-profiles") : undefined;
const DURATION_MS = MINUTES * 60_000;
/** Memory is measured once the load has run this long (after the start and after the restart). */
const WARM_UP_MS = Math.min(60_000, DURATION_MS / 10);
/** A match takes under two simulated hours from kick-off to settlement. */
const MATCH_SPAN_MS = (2.5 * 60 * 60 * 1000) / SPEED;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

// The server trusts X-Forwarded-For under an https PUBLIC_URL, so each simulated person has an
// address of their own and the rate limits stay on, as in production.
const dataDir = mkdtempSync(path.join(tmpdir(), "prophecy-soak-"));
const port = await freePort();
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  SIM_SPEED: String(SPEED),
  LOG_LEVEL: "warn",
  PUBLIC_URL: "https://soak.prophecy.test",
  SESSION_SECRET: "soak-secret-soak-secret-soak-secret-0123",
};
const preloads = [path.resolve("bench/soak/memory-report.mjs")];
if (profileDir) {
  env.SOAK_CPU_PROFILE_DIR = profileDir;
  preloads.push(path.resolve("bench/soak/cpu-profile.mjs"));
}
env.NODE_OPTIONS = [process.env.NODE_OPTIONS ?? "", ...preloads.map((file) => `--import ${file}`)].join(" ").trim();
let scratch: ScratchDatabase | undefined;
if (kind === "postgres") {
  if (!benchPostgresUrl) throw new Error("--postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL");
  scratch = await createScratchDatabase(benchPostgresUrl, "pl_soak");
  env.DATABASE_URL = scratch.url;
}

console.log(
  `soak on ${kind}: ${MINUTES} min, ${PLAYERS} players, ${VIEWERS} WebSocket viewers, SIM_SPEED ${SPEED}, ` +
    `SIGTERM restart at ${fmt(MINUTES / 2, 1)} min, server on port ${port}`,
);
let server: ServerProcess = await startServerProcess(env, port);
const serverLogs: string[] = [];
let stopped = false;
const setup = new LoadStats();
const stats = new LoadStats();
const client = (s: LoadStats) =>
  new SoakClient(
    () => server.url,
    s,
    () => stopped,
  );
const board = new MatchBoard();
const setupPlayers = new Players(client(setup), setup, board, () => stopped);
const signUpStarted = performance.now();
await setupPlayers.signUp(PLAYERS);
console.log(`${PLAYERS} players signed up in ${fmt((performance.now() - signUpStarted) / 1000, 1)} s`);
const players = new Players(client(stats), stats, board, () => stopped);
players.players.push(...setupPlayers.players);
const first = players.players[0]!;
const listed = await fetch(`${server.url}/api/matches`, { headers: { cookie: first.cookie! } });
board.matches = (await listed.json()) as typeof board.matches;

const viewers = new Viewers(() => server.url.replace("http", "ws") + "/ws", stats, board, players.players);
const viewersStarted = performance.now();
await viewers.open(VIEWERS);
console.log(
  `${fmt(viewers.subscribedCount())} of ${fmt(VIEWERS)} viewers subscribed in ${fmt((performance.now() - viewersStarted) / 1000, 1)} s ` +
    `(${board.live().length} live matches)`,
);
if (setup.total("errors") > 0) console.log(`setup errors: ${setup.errorSamples.join("; ")}`);

// The measured run starts here.
stats.restartClock();
const runStartedAt = new Date();
// RSS is read every 2 s; each figure below is the mean of the readings over 20 s, since one reading
// swings by tens of MB with the garbage collector.
const RSS_WINDOW_MS = 20_000;
const rssSamples: Array<{ at: number; pid: number | undefined; mb: number }> = [];
const sampler = setInterval(() => {
  try {
    rssSamples.push({ at: Date.now() - stats.started, pid: server.child.pid, mb: rssMb(server.child.pid) });
  } catch {
    // between processes during the restart
  }
}, 2_000);
const rssMean = (from: number, pid: number | undefined): number => {
  const window = rssSamples.filter((s) => s.pid === pid && s.at >= from && s.at <= from + RSS_WINDOW_MS);
  return window.reduce((sum, s) => sum + s.mb, 0) / window.length;
};
/** The server's own split of its memory, from its last memory-report line. */
const memoryDetail = (): string => {
  const line = server.logs.findLast((l) => l.includes('"soakMemory"'));
  if (!line) return "";
  const m = (JSON.parse(line) as { soakMemory: Record<string, number> }).soakMemory;
  return ` (JS heap ${m.heapUsed}/${m.heapTotal} MB, external ${m.external} MB)`;
};
const load = players.run();

let cpuMark = { pid: server.child.pid, seconds: cpuSeconds(server.child.pid), at: Date.now() };
/** Share of one core the server used since the last call; the machine is shared, so print the load too. */
function cpuShare(): string {
  try {
    const pid = server.child.pid;
    const seconds = cpuSeconds(pid);
    const used = pid === cpuMark.pid ? seconds - cpuMark.seconds : seconds;
    const share = (used / ((Date.now() - cpuMark.at) / 1000)) * 100;
    cpuMark = { pid, seconds, at: Date.now() };
    return `server CPU ${fmt(share)}% of a core, load average ${readFileSync("/proc/loadavg", "utf8").split(" ")[0]}`;
  } catch {
    return "server CPU n/a";
  }
}

let printed = 0;
function printMinute(index: number): void {
  const m = stats.minutes[index];
  if (!m) return;
  const seconds = Math.min(60, (Date.now() - stats.started) / 1000 - index * 60);
  let memory = "";
  try {
    memory = `, RSS ${fmt(rssMb(server.child.pid))} MB${memoryDetail()}`;
  } catch {
    memory = ", RSS n/a (restarting)";
  }
  console.log(
    `minute ${index + 1}: ${fmt(m.requests)} requests (${fmt(m.requests / seconds, 1)}/s), errors ${m.errors}, ` +
      `during restart ${m.duringRestart}, refusals ${m.refusals}, p50 ${fmt(p(m.latenciesMs, 50), 1)} ms, ` +
      `p99 ${fmt(p(m.latenciesMs, 99), 1)} ms, bets ${fmt(m.betsAccepted)}, ws messages ${fmt(m.wsMessages)}, ` +
      `ws notification signals ${fmt(m.wsNotifications)}, ` +
      `ws errors ${m.wsErrors}, ws reconnects ${m.wsReconnects}, viewers ${viewers.subscribedCount()}/${VIEWERS} subscribed${memory}, ${cpuShare()}`,
  );
}
const minuteTicker = setInterval(() => {
  const current = Math.floor((Date.now() - stats.started) / 60_000);
  while (printed < current) printMinute(printed++);
}, 1_000);

const at = async (ms: number) => sleep(Math.max(0, stats.started + ms - Date.now()));
await at(WARM_UP_MS);
const firstPid = server.child.pid;

await at(DURATION_MS / 2);
stats.beginRestart();
const restartBegan = performance.now();
serverLogs.push(...server.logs);
const exitCode = await server.stop("SIGTERM");
const shutdownMs = performance.now() - restartBegan;
server = await startServerProcess(env, port);
const readyMs = performance.now() - restartBegan;
stats.endRestart();
console.log(`restart: SIGTERM → exit (code ${exitCode}) in ${fmt(shutdownMs / 1000, 1)} s, ` + `answering again after ${fmt(readyMs / 1000, 1)} s`);
const restartedAt = Date.now() - stats.started;
await at(Math.min(restartedAt + WARM_UP_MS, DURATION_MS));
const secondPid = server.child.pid;

await at(DURATION_MS);
const subscribedAtEnd = viewers.subscribedCount();
stopped = true;
await load;
viewers.close();
clearInterval(minuteTicker);
clearInterval(sampler);
while (printed < stats.minutes.length) printMinute(printed++);
const runEndedAt = new Date();
serverLogs.push(...server.logs);
const finalExit = await server.stop("SIGTERM");

// Totals.
const seconds = (Date.now() - stats.started) / 1000;
const all = stats.allLatencies();
const requests = stats.total("requests");
console.log(
  `\ntotal: ${fmt(requests)} requests in ${fmt(seconds)} s (${fmt(requests / seconds, 1)}/s), p50 ${fmt(p(all, 50), 1)} ms, p99 ${fmt(p(all, 99), 1)} ms, max ${fmt(all.at(-1) ?? NaN, 1)} ms`,
);
console.log(
  `errors ${stats.total("errors")}, during restart (retried) ${stats.total("duringRestart")}, refusals ${stats.total("refusals")}, ` +
    `bets accepted ${fmt(stats.total("betsAccepted"))}, ambiguous bets after retry ${players.ambiguous.length}`,
);
console.log(
  `WebSocket: ${fmt(stats.total("wsMessages"))} commentary messages delivered, ` +
    `${fmt(stats.total("wsNotifications"))} notification signals to signed-in viewers, ${stats.total("wsErrors")} errors, ` +
    `${stats.total("wsReconnects")} closes during restart, ${stats.total("wsSignedOut")} closed as their player signed out, ` +
    `${subscribedAtEnd}/${VIEWERS} subscribed at the end`,
);
console.log(
  `sessions: ${players.sessionChecks.rotations} rotations and ${players.sessionChecks.logouts} logouts checked, ${players.sessionChecks.staleSessionAccepted} old sessions still accepted`,
);
for (const [route, list] of [...stats.byRoute].sort((a, b) => p(b[1], 99) - p(a[1], 99))) {
  console.log(`  ${route}: ${fmt(list.length)} requests, p50 ${fmt(p(list, 50), 1)} ms, p99 ${fmt(p(list, 99), 1)} ms`);
}
for (const sample of stats.errorSamples) console.log(`  error: ${sample}`);
const errorLogs = serverLogs.filter((line) => /"level":(50|60)/.test(line));
console.log(`server log lines at error level: ${errorLogs.length}`);
for (const line of errorLogs.slice(0, 5)) console.log(`  ${line.slice(0, 300)}`);

const growth = (from: number, to: number) => ((to - from) / from) * 100;
const rss = {
  first: rssMean(WARM_UP_MS, firstPid),
  beforeRestart: rssMean(DURATION_MS / 2 - RSS_WINDOW_MS, firstPid),
  afterRestart: rssMean(restartedAt + WARM_UP_MS, secondPid),
  end: rssMean(DURATION_MS - RSS_WINDOW_MS, secondPid),
  max: Math.max(...rssSamples.map((s) => s.mb)),
};
const growthFirst = growth(rss.first, rss.beforeRestart);
const growthSecond = growth(rss.afterRestart, rss.end);
const growthOverall = growth(rss.first, rss.end);
console.log(
  `server RSS (means over ${RSS_WINDOW_MS / 1000} s): ${fmt(rss.first)} MB after warm-up → ${fmt(rss.beforeRestart)} MB before the restart (${fmt(growthFirst, 1)}%); ` +
    `${fmt(rss.afterRestart)} MB after the restart's warm-up → ${fmt(rss.end)} MB at the end (${fmt(growthSecond, 1)}%); ` +
    `start → end ${fmt(growthOverall, 1)}%; highest sample ${fmt(rss.max)} MB`,
);

const database = await openDatabase(kind === "postgres" ? { databaseUrl: env.DATABASE_URL } : { dataDir: path.join(dataDir, "pglite") });
const integrity = await checkIntegrity(
  database.db,
  { accepted: players.accepted, ambiguous: players.ambiguous, emailOf: (n) => `soak${n}@example.com` },
  { startedAt: runStartedAt, overdueBefore: new Date(runEndedAt.getTime() - MATCH_SPAN_MS) },
);
await database.close();
console.log(
  `ledger check: ${integrity.ledgerViolations} users where credits ≠ Σ ledger or < 0 (${integrity.negativeBalances} negative), ` +
    `${integrity.duplicateBets} duplicate bets, ${integrity.acceptedMissing} of ${players.accepted.length} accepted bets missing ` +
    `(${integrity.ambiguousMissing} of ${players.ambiguous.length} retried ones), ${fmt(integrity.betsInDatabase)} bets stored`,
);
console.log(
  `settlement: ${integrity.matchesSettledDuringRun} matches and ${fmt(integrity.betsSettledDuringRun)} bets settled during the run; ` +
    `${integrity.finishedUnsettled} finished matches unsettled, ${integrity.betsUnsettled} bets out of step with their match, ` +
    `${integrity.settlementLedgerMismatches} bets paid or refunded other than once, ${integrity.overdueMatches} matches overdue`,
);

const targets: Array<[string, boolean]> = [
  [`HTTP errors = 0 (got ${stats.total("errors")})`, stats.total("errors") === 0 && setup.total("errors") === 0],
  [`WebSocket errors = 0 (got ${stats.total("wsErrors")})`, stats.total("wsErrors") === 0],
  [`viewers subscribed at the end ≥ 99% (${subscribedAtEnd}/${VIEWERS})`, subscribedAtEnd >= VIEWERS * 0.99],
  [`memory growth < 10% before the restart (${fmt(growthFirst, 1)}%)`, growthFirst < 10],
  [`memory growth < 10% after the restart (${fmt(growthSecond, 1)}%)`, growthSecond < 10],
  [`graceful restart: SIGTERM exit code 0 (${exitCode}, final ${finalExit})`, exitCode === 0 && finalExit === 0],
  [`credits = Σ ledger, none negative (${integrity.ledgerViolations})`, integrity.ledgerViolations === 0],
  [`no duplicate bets (${integrity.duplicateBets})`, integrity.duplicateBets === 0],
  [
    `every accepted bet present (${integrity.acceptedMissing + integrity.ambiguousMissing} missing)`,
    integrity.acceptedMissing + integrity.ambiguousMissing === 0,
  ],
  [
    `every finished match settled, its bets too (${integrity.finishedUnsettled}, ${integrity.betsUnsettled})`,
    integrity.finishedUnsettled + integrity.betsUnsettled === 0,
  ],
  [`settled exactly once in the ledger (${integrity.settlementLedgerMismatches})`, integrity.settlementLedgerMismatches === 0],
  [`no match overdue for settlement (${integrity.overdueMatches})`, integrity.overdueMatches === 0],
  [`matches cycled: ≥ 3 settled during the run (${integrity.matchesSettledDuringRun})`, integrity.matchesSettledDuringRun >= 3],
  [`logout and rotation take effect at once (${players.sessionChecks.staleSessionAccepted})`, players.sessionChecks.staleSessionAccepted === 0],
];
console.log("\nsummary:");
for (const [name, ok] of targets) console.log(`  ${ok ? "PASS" : "FAIL"}  ${name}`);

if (scratch) await scratch.drop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(targets.every(([, ok]) => ok) ? 0 : 1);
