import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../src/server/platform/db/client";
import { findLedgerViolations } from "../src/server/ledger/ledger-check";
import { startServerProcess, type ServerProcess } from "../src/server/testing/server-process";
import { benchPostgresUrl, openBenchDatabase, percentile } from "./bench-database";
import { createAccounts } from "./capacity/accounts";
import { childCpuSeconds, machineTicks, UsageMeter } from "./capacity/server-usage";

// Integrity under load: 500 players bet as fast as the server takes it for 30 s while matches
// settle (SIM_SPEED 600); then the ledger invariant, negative balances, duplicate bets and, with
// --crash, a kill -9 halfway and a restart, after which every accepted bet must still be there.
// On PostgreSQL the same transaction also runs under pgbench for the HTTP ÷ pgbench ratio.
const args = process.argv.slice(2);
const kind = args.includes("--postgres") ? "postgres" : "pglite";
const crash = args.includes("--crash");
// Enough players that every worker always finds a (player, match) pair not yet backed: with 500, the
// workers spent much of the run waiting for the calendar to open matches, which capped the rate.
const USERS = 5_000;
const DURATION_MS = 30_000;
const WORKERS = 64;
const PORT = 5402;

let dataDir: string | undefined;
let scratch: Awaited<ReturnType<typeof openBenchDatabase>> | undefined;
const env: Record<string, string> = { SIM_SPEED: "600", RATE_LIMITS: "off", LOG_LEVEL: "warn" };
// BENCH_PROFILE_DIR=dir writes the server's CPU profile there when it stops (open it in Chrome's DevTools).
if (process.env.BENCH_PROFILE_DIR) env.NODE_OPTIONS = `--cpu-prof --cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`;
if (kind === "postgres") {
  if (!benchPostgresUrl) throw new Error("--postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL");
  scratch = await openBenchDatabase("postgres");

  env.DATABASE_URL = scratch.url!;
} else {
  dataDir = mkdtempSync(path.join(tmpdir(), "prophecy-bench-load-"));
  env.DATA_DIR = dataDir;
}

// Signed-in players, made in the database through the server's own code before it opens it
// (capacity/accounts.ts): signing up is not what this measures.
const cookies = (await createAccounts(kind === "postgres" ? { databaseUrl: scratch!.url! } : { dataDir: path.join(dataDir!, "pglite") }, USERS)).map(
  (account) => account.cookie,
);
// The bundle `npm start` runs (`npm run build` first).
let server: ServerProcess = await startServerProcess(env, PORT, "build");

let upcoming: number[] = [];
async function refreshMatches(): Promise<void> {
  try {
    const list = (await (await fetch(`${server.url}/api/matches`, { headers: { cookie: cookies[0]! } })).json()) as Array<{
      id: number;
      status: string;
      matchDate: string;
    }>;
    upcoming = list.filter((m) => m.status === "upcoming" && new Date(m.matchDate).getTime() > Date.now() + 2_000).map((m) => m.id);
  } catch {
    // the server is restarting
  }
}
await refreshMatches();

const latencies: number[] = [];
const statuses = new Map<string, number>();
const accepted: Array<{ id: number; stake: number }> = [];
const started = Date.now();
let stop = false;
const refresher = setInterval(() => void refreshMatches(), 2_000);

// A player backs a match once, as people do: each worker picks a player and a match that player
// has not backed yet, so that the HTTP run, like pgbench's, places bets rather than asking for 409s.
const backed = new Map<string, Set<number>>(cookies.map((cookie) => [cookie, new Set<number>()]));
/** Times a worker found its player had backed every open match and waited 100 ms. */
let starved = 0;

async function worker(): Promise<void> {
  while (!stop) {
    const cookie = cookies[Math.floor(Math.random() * cookies.length)]!;
    const open = upcoming.filter((id) => !backed.get(cookie)!.has(id));
    const matchId = open[Math.floor(Math.random() * open.length)];
    if (matchId === undefined) {
      starved += 1;
      await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    backed.get(cookie)!.add(matchId);
    // The stakes pgbench draws (bench/pgbench-bet.sql), so that neither run goes short of credits.
    const stake = 1 + Math.floor(Math.random() * 50);
    const t = performance.now();
    try {
      const response = await fetch(`${server.url}/api/bets`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ matchId, aiSelected: Math.random() < 0.5 ? "ChatGPT" : "Grok", stake }),
      });
      latencies.push(performance.now() - t);
      statuses.set(String(response.status), (statuses.get(String(response.status)) ?? 0) + 1);
      if (response.status === 201) {
        const body = (await response.json()) as { bet: { id: number } };
        accepted.push({ id: body.bet.id, stake });
      } else {
        await response.arrayBuffer();
      }
    } catch {
      statuses.set("connection error", (statuses.get("connection error") ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

const crasher = crash
  ? (async () => {
      await new Promise((r) => setTimeout(r, DURATION_MS / 2));
      await server.stop("SIGKILL");
      console.log(`killed the server with SIGKILL after ${((Date.now() - started) / 1000).toFixed(1)} s`);
      server = await startServerProcess(env, PORT, "build");
      console.log(`restarted after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    })()
  : Promise.resolve();
// Where the cores go while players bet: the server, PostgreSQL's backends for this database, and this
// process (the load generator), as the capacity bench counts them.
const usage = new UsageMeter(() => [server.child.pid], scratch ? new URL(scratch.url!).pathname.slice(1) : undefined);
const workers = Array.from({ length: WORKERS }, () => worker());
await new Promise((r) => setTimeout(r, DURATION_MS));
const used = usage.read();
stop = true;
await Promise.all([...workers, crasher]);
clearInterval(refresher);
const seconds = (Date.now() - started) / 1000;
await server.stop("SIGTERM");

const database =
  kind === "postgres" ? await openDatabase({ databaseUrl: env.DATABASE_URL }) : await openDatabase({ dataDir: path.join(dataDir!, "pglite") });
const violations = await findLedgerViolations(database.db);
const rows = async <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query).then((list) => ({ rows: list }));
const negative = (await rows<{ n: number }>(sql`select count(*)::int as n from users where credits < 0`)).rows[0]!.n;
const duplicates = (
  await rows<{ n: number }>(sql`select count(*)::int as n from (select 1 from bets group by user_id, match_id having count(*) > 1) d`)
).rows[0]!.n;
const stored = new Map((await rows<{ id: number; stake: number }>(sql`select id, stake from bets`)).rows.map((b) => [Number(b.id), Number(b.stake)]));
const missing = accepted.filter((b) => stored.get(b.id) !== b.stake).length;
const settled = (await rows<{ n: number }>(sql`select count(*)::int as n from bets where outcome is not null`)).rows[0]!.n;
latencies.sort((a, b) => a - b);

console.log(`database ${kind}${crash ? ", with a kill -9 halfway" : ""}: ${USERS} players, ${WORKERS} concurrent requests, ${seconds.toFixed(1)} s`);
console.log(
  `bets accepted: ${accepted.length} (${(accepted.length / seconds).toFixed(1)}/s); requests: ${latencies.length} (${(latencies.length / seconds).toFixed(1)}/s)`,
);
console.log(`latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`);
console.log(`replies: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(", ")}; waits for an open match: ${starved}`);
console.log(`bets settled meanwhile: ${settled}`);
console.log(
  `ledger violations: ${violations.length}; negative balances: ${negative}; duplicate bets: ${duplicates}; accepted bets missing after the run: ${missing}`,
);

/** CPU milliseconds per accepted bet from a share of a core (%) held over the run. */
const perBet = (percentOfCore: number) => ((percentOfCore / 100) * (seconds * 1000)) / Math.max(1, accepted.length);
const httpCost = { server: perBet(used.serverCpu[0] ?? NaN), database: perBet(used.databaseCpu ?? 0), generator: perBet(used.generatorCpu) };
if (!crash) {
  console.log(
    `CPU per accepted bet: server ${httpCost.server.toFixed(3)} ms, ` +
      (kind === "postgres" ? `PostgreSQL backends ${httpCost.database.toFixed(3)} ms, ` : "") +
      `load generator ${httpCost.generator.toFixed(3)} ms; machine ${used.machineBusy.toFixed(0)} % busy of ${cpus().length} cores`,
  );
}

if (kind === "postgres") {
  // pgbench bets as players of its own, fresh ones with the starting balance, so that it places bets
  // as the HTTP run did instead of hitting the unique (user, match) index; only its accepted bets count.
  const PGBENCH_PLAYERS = 20_000;
  // It bets on matches both oracles have predicted (the statement refuses others, as the server
  // does): the k-th of them, from a numbered table of their ids, looked up inside the statement.
  const [{ first, predicted }] = (
    await rows<{ first: number; predicted: number }>(sql`
      with made as (
        insert into users (email, username, referral_code, credits)
        select 'pgbench' || g || '@example.com', 'pgbench' || g, 'PGBENCH-' || g, 10000 from generate_series(1, ${PGBENCH_PLAYERS}) g
        returning id
      )
      select (select min(id) from made) as first, (select count(*) from (select match_id from predictions group by match_id having count(*) >= 2) p)::int as predicted`)
  ).rows as [{ first: number; predicted: number }];
  await rows(sql`create table pgbench_matches as
    select row_number() over (order by match_id)::int as k, match_id from predictions group by match_id having count(*) >= 2`);
  await rows(sql`alter table pgbench_matches add primary key (k)`);
  await database.close();
  const pgbenchMachine = machineTicks();
  const pgbenchOwn = childCpuSeconds();
  const output = execFileSync(
    "pgbench",
    [
      "-n",
      // Prepared, as the server sends the statement (ledger.debitForNewRow through executeNamed).
      "-M",
      "prepared",
      "-c",
      String(Math.min(WORKERS, 32)),
      "-j",
      "2",
      "-T",
      "15",
      "-D",
      `ufirst=${first}`,
      "-D",
      `ulast=${first + PGBENCH_PLAYERS - 1}`,
      "-D",
      `matches=${predicted}`,
      "-f",
      "bench/pgbench-bet.sql",
      env.DATABASE_URL!,
    ],
    { encoding: "utf8" },
  );
  const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? NaN);
  const pgbenchSeconds = Number(/duration: (\d+) s/.exec(output)?.[1] ?? 15);
  const transactions = Number(/number of transactions actually processed: (\d+)/.exec(output)?.[1] ?? NaN);
  const machineAfter = machineTicks();
  // Jiffies of the whole machine, spent by every core: PostgreSQL is what pgbench's own process did not use.
  const busySeconds = (machineAfter.busy - pgbenchMachine.busy) / 100;
  const pgbenchCpu = childCpuSeconds() - pgbenchOwn;
  const recount = await openDatabase({ databaseUrl: env.DATABASE_URL });
  const [placed] = await queryRows<{ n: number }>(recount.db, sql`select count(*)::int as n from bets where user_id >= ${first}`);
  await recount.close();
  const pgbenchAccepted = Number(placed!.n) / pgbenchSeconds;
  const httpAccepted = accepted.length / seconds;
  console.log(`pgbench, same transaction on the same database: ${tps.toFixed(1)} transactions/s`);
  console.log(`pgbench accepted bets: ${pgbenchAccepted.toFixed(1)}/s (${((pgbenchAccepted / tps) * 100).toFixed(1)} % of its transactions)`);
  console.log(`ratio accepted bets/s, HTTP ÷ pgbench: ${(httpAccepted / pgbenchAccepted).toFixed(3)}`);
  const pgCost = (busySeconds - pgbenchCpu) / transactions;
  console.log(
    `CPU per pgbench transaction: PostgreSQL ${(pgCost * 1000).toFixed(3)} ms, pgbench ${((pgbenchCpu / transactions) * 1000).toFixed(3)} ms ` +
      `(machine ${((busySeconds / (pgbenchSeconds * cpus().length)) * 100).toFixed(0)} % busy)`,
  );
  // What these costs allow on this machine: all its cores spent on PostgreSQL and the server alone
  // (a load generator on another machine), against pgbench's own rate here.
  const ceiling = (cpus().length * 1000) / (httpCost.server + httpCost.database);
  const pgCeiling = cpus().length / pgCost;
  console.log(
    `with every core on the database and the server (clients on other machines): HTTP at most ${ceiling.toFixed(0)} bets/s, ` +
      `pgbench's transaction at most ${pgCeiling.toFixed(0)}/s, ratio ${(ceiling / pgCeiling).toFixed(2)}; ` +
      `the server is ${((httpCost.server / (httpCost.server + httpCost.database)) * 100).toFixed(0)} % of a bet's CPU`,
  );
  await scratch!.drop();
} else {
  await database.close();
  rmSync(dataDir!, { recursive: true, force: true });
}
