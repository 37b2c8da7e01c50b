import { sql } from "drizzle-orm";
import { execFileSync } from "node:child_process";
import { openDatabase, queryRows } from "../src/server/platform/db/client";
import { findLedgerViolations } from "../src/server/ledger/ledger-check";
import { startServerProcess, type ServerProcess } from "../src/server/testing/server-process";
import { freePort, signUpOverHttp } from "./bench-server";
import { PrivatePostgres } from "./private-postgres";

// Faults on PostgreSQL, with players betting throughout: two instances on one database, the one
// leading the match sync killed with SIGKILL (the other must lead within 30 s, and no match may be
// settled twice or left unsettled, no accepted bet lost); then PostgreSQL itself restarted as after a
// crash (`pg_ctl restart -m immediate`): both instances must answer again by themselves. It runs its
// own PostgreSQL server (bench/private-postgres.ts). `npx tsx bench/pg-faults.ts`; exits 1 on a failure.

execFileSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });

const PLAYERS = 200;
const WORKERS = 32;
const TOKEN = "pg-faults-bench-metrics-token";
const SETTLE_WAIT_MS = 15_000;

const postgres = new PrivatePostgres(await freePort());
postgres.start();
const env: Record<string, string> = { DATABASE_URL: postgres.url, SIM_SPEED: "600", RATE_LIMITS: "off", LOG_LEVEL: "warn", METRICS_TOKEN: TOKEN };
const results: Array<[string, boolean]> = [];
const check = (label: string, ok: boolean) => results.push([label, ok]);
const since = (t: number) => ((performance.now() - t) / 1000).toFixed(1);

interface Instance {
  name: string;
  port: number;
  server: ServerProcess | undefined;
}
const instances: Instance[] = [];
for (const name of ["A", "B"]) {
  const port = await freePort();
  instances.push({ name, port, server: await startServerProcess(env, port, "build") });
}
const alive = () => instances.filter((i) => i.server);

async function leaderGauge(instance: Instance): Promise<number | undefined> {
  if (!instance.server) return undefined;
  try {
    const text = await (await fetch(`${instance.server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    return Number(/^prophecy_match_sync_leader (\d+)/m.exec(text)?.[1] ?? NaN);
  } catch {
    return undefined;
  }
}
async function waitFor<T>(ms: number, probe: () => Promise<T | undefined>): Promise<T | undefined> {
  const deadline = performance.now() + ms;
  while (performance.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

// Players, each on an instance of its own (the other when that one is down), as a balancer would.
const cookies: string[] = [];
for (let i = 0; i < PLAYERS; i += 8) {
  const batch = Array.from({ length: Math.min(8, PLAYERS - i) }, (_, j) => signUpOverHttp(instances[(i + j) % 2]!.server!.url, `fault${i + j}`));
  cookies.push(...(await Promise.all(batch)));
}

let upcoming: number[] = [];
async function refreshMatches(): Promise<void> {
  const instance = alive()[0];
  if (!instance) return;
  try {
    const list = (await (await fetch(`${instance.server!.url}/api/matches`, { headers: { cookie: cookies[0]! } })).json()) as Array<{
      id: number;
      status: string;
      matchDate: string;
    }>;
    upcoming = list.filter((m) => m.status === "upcoming" && Date.parse(m.matchDate) > Date.now() + 1_000).map((m) => m.id);
  } catch {
    // an instance or the database is down: keep the last list
  }
}
await refreshMatches();
const refresher = setInterval(() => void refreshMatches(), 1_000);

const accepted: Array<{ id: number; stake: number }> = [];
let statuses = new Map<string, number>();
let lastAccepted = new Map<string, number>();
let stop = false;
async function worker(): Promise<void> {
  while (!stop) {
    const player = Math.floor(Math.random() * cookies.length);
    const instance = instances[player % 2]!.server ? instances[player % 2]! : alive()[0];
    const matchId = upcoming[Math.floor(Math.random() * upcoming.length)];
    if (!instance?.server || matchId === undefined) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    const stake = 1 + Math.floor(Math.random() * 300);
    try {
      const response = await fetch(`${instance.server.url}/api/bets`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: cookies[player]! },
        body: JSON.stringify({ matchId, aiSelected: Math.random() < 0.5 ? "ChatGPT" : "Grok", stake }),
      });
      statuses.set(String(response.status), (statuses.get(String(response.status)) ?? 0) + 1);
      if (response.status === 201) {
        accepted.push({ id: ((await response.json()) as { bet: { id: number } }).bet.id, stake });
        lastAccepted.set(instance.name, performance.now());
      } else {
        await response.arrayBuffer();
      }
    } catch {
      statuses.set("connection error", (statuses.get("connection error") ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
const workers = Array.from({ length: WORKERS }, () => worker());
const replies = () => [...statuses].map(([status, n]) => `${status}×${n}`).join(", ");

// 1. The sync leader killed.
const leader = await waitFor(30_000, async () => {
  for (const instance of instances) if ((await leaderGauge(instance)) === 1) return instance;
  return undefined;
});
if (!leader) throw new Error("no instance reported leading the match sync");
await new Promise((resolve) => setTimeout(resolve, 15_000));
const survivor = instances.find((i) => i !== leader)!;
const killedAt = performance.now();
await leader.server!.stop("SIGKILL");
leader.server = undefined;
console.log(`failover: killed ${leader.name}, the sync leader, with SIGKILL under load (${accepted.length} bets accepted so far)`);
const takeover = await waitFor(60_000, async () => ((await leaderGauge(survivor)) === 1 ? true : undefined));
const takeoverSeconds = (performance.now() - killedAt) / 1000;
console.log(`failover: ${survivor.name} leads the match sync ${takeover ? `${takeoverSeconds.toFixed(1)} s` : "not within 60 s"} after the kill`);
check("the other instance leads within 30 s", takeover === true && takeoverSeconds <= 30);
await new Promise((resolve) => setTimeout(resolve, 25_000));
console.log(`failover: replies while it ran: ${replies()}`);

// 2. PostgreSQL restarted as after a crash, with both instances up again.
leader.server = await startServerProcess(env, leader.port, "build");
const pids = instances.map((i) => i.server!.child.pid);
statuses = new Map();
await new Promise((resolve) => setTimeout(resolve, 10_000));
const restartStarted = performance.now();
postgres.restart("immediate");
const restartedAfter = performance.now();
console.log(`restart: PostgreSQL restarted (-m immediate, crash recovery) in ${since(restartStarted)} s under load`);
lastAccepted = new Map();
const answered = await Promise.all(
  instances.map(async (instance) => {
    const ready = await waitFor(60_000, async () => {
      try {
        return (await fetch(`${instance.server!.url}/readyz`)).status === 200 ? performance.now() : undefined;
      } catch {
        return undefined;
      }
    });
    const betting = await waitFor(60_000, async () => lastAccepted.get(instance.name));
    console.log(
      `restart: ${instance.name} ready ${ready ? `${((ready - restartedAfter) / 1000).toFixed(1)} s` : "never"}, accepting bets ${betting ? `${((betting - restartedAfter) / 1000).toFixed(1)} s` : "never"} after PostgreSQL was back, same process: ${instance.server!.child.exitCode === null}`,
    );
    const survived = instance.server!.child.exitCode === null;
    if (!survived) console.log(`restart: ${instance.name} exited; its last lines:\n${instance.server!.logs.slice(-15).join("\n")}`);
    return ready !== undefined && betting !== undefined && survived;
  }),
);
check(
  "both instances answer and accept bets again without a restart of their own",
  answered.every(Boolean) && instances.every((i, n) => i.server!.child.pid === pids[n]),
);
await new Promise((resolve) => setTimeout(resolve, 20_000));
console.log(`restart: replies from 10 s before the restart to 20 s after: ${replies()}`);
const leaders = (await Promise.all(instances.map(leaderGauge))).filter((v) => v === 1).length;
console.log(`restart: instances leading the match sync afterwards: ${leaders}`);
check("exactly one instance leads the match sync after the restart", leaders === 1);

stop = true;
await Promise.all(workers);
clearInterval(refresher);
// Time for every match that kicked off under load to end and settle.
await new Promise((resolve) => setTimeout(resolve, SETTLE_WAIT_MS));
for (const instance of instances) await instance.server!.stop("SIGTERM");

const database = await openDatabase({ databaseUrl: postgres.url });
const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(database.db, query))[0]!.n;
const settledTwice = await count(
  sql`select count(*)::int as n from (select ref_id from credit_ledger where reason in ('bet_payout', 'bet_refund') group by ref_id having count(*) > 1) d`,
);
const unsettled = await count(sql`select count(*)::int as n from matches where status in ('completed', 'cancelled') and settled_at is null`);
const overdue = await count(
  sql`select count(*)::int as n from matches where status in ('upcoming', 'live') and match_date < now() - interval '20 seconds'`,
);
const openBets = await count(
  sql`select count(*)::int as n from bets b join matches m on m.id = b.match_id where m.settled_at is not null and b.outcome is null`,
);
const settledMatches = await count(sql`select count(*)::int as n from matches where settled_at is not null`);
const stored = new Map(
  (await queryRows<{ id: number; stake: number }>(database.db, sql`select id, stake from bets`)).map((b) => [Number(b.id), Number(b.stake)]),
);
const missing = accepted.filter((b) => stored.get(b.id) !== b.stake).length;
const violations = (await findLedgerViolations(database.db)).length;
await database.close();
postgres.stop();

console.log(`bets accepted over both faults: ${accepted.length}; matches settled: ${settledMatches}`);
console.log(`bets paid or refunded twice: ${settledTwice}; finished matches unsettled: ${unsettled}; matches overdue: ${overdue}`);
console.log(`bets left open on settled matches: ${openBets}; accepted bets missing: ${missing}; ledger violations (db:check): ${violations}`);
check("no match settled twice", settledTwice === 0);
check("no finished match left unsettled", unsettled === 0 && overdue === 0 && openBets === 0);
check("no accepted bet lost", missing === 0);
check("db:check passes", violations === 0);
for (const [label, ok] of results) console.log(`${ok ? "PASS" : "FAIL"} ${label}`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
