import { sql } from "drizzle-orm";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client";
import { queryRows } from "../db/client";

/**
 * The server's Prometheus metrics (GET /metrics, metrics.routes.ts). One registry per process, like
 * the process figures it holds (event-loop lag, memory, CPU): the modules that count import
 * `metrics` and count, whatever app they run in.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Ledger rows younger than this are left for the next scrape: a transaction still open may yet commit a lower id. */
const LEDGER_SETTLE_SECONDS = 30;

let database: Database | undefined;
let ledgerSeen = 0;
let ledgerSettleSeconds = LEDGER_SETTLE_SECONDS;

export const metrics = {
  httpRequests: new Counter({
    name: "prophecy_http_requests_total",
    help: "HTTP requests answered, by route pattern (unmatched for no route), method and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  }),
  httpDuration: new Histogram({
    name: "prophecy_http_request_duration_seconds",
    help: "Time from request to response, by route pattern, method and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: SECONDS,
    registers: [registry],
  }),
  bets: new Counter({
    name: "prophecy_bets_total",
    help: "Bets asked for: accepted, or refused with the reason",
    labelNames: ["result", "reason"] as const,
    registers: [registry],
  }),
  settlements: new Counter({
    name: "prophecy_settlements_total",
    help: "Matches settled by this instance, by how the bets ended (paid to one oracle's backers, or refunded)",
    labelNames: ["result"] as const,
    registers: [registry],
  }),
  settlementDuration: new Histogram({
    name: "prophecy_settlement_duration_seconds",
    help: "Time to settle one match (one transaction, every bet on it)",
    buckets: SECONDS,
    registers: [registry],
  }),
  credits: new Counter({
    name: "prophecy_credits_total",
    help: `Credits moved by the ledger, in (to players) and out (from players), by reason; read from the ledger itself, so every instance reports the same totals, up to ${LEDGER_SETTLE_SECONDS} s behind`,
    labelNames: ["direction", "reason"] as const,
    registers: [registry],
    async collect() {
      await readLedger();
    },
  }),
  wsSockets: new Gauge({ name: "prophecy_ws_sockets", help: "Open /ws sockets", registers: [registry] }),
  wsMessages: new Counter({ name: "prophecy_ws_messages_sent_total", help: "Messages sent over /ws", registers: [registry] }),
  syncRuns: new Counter({
    name: "prophecy_match_sync_runs_total",
    help: "Match sync runs: led (this instance synced), standby (another instance leads) or failed",
    labelNames: ["result"] as const,
    registers: [registry],
  }),
  syncLeader: new Gauge({ name: "prophecy_match_sync_leader", help: "1 while this instance leads the match sync", registers: [registry] }),
  providerFailures: new Counter({
    name: "prophecy_provider_failures_total",
    help: "Football data provider calls that failed, by kind (timeout, network, http, rate_limit, malformed, api)",
    labelNames: ["kind"] as const,
    registers: [registry],
  }),
  oracleFallbacks: new Counter({
    name: "prophecy_oracle_fallbacks_total",
    help: "Predictions where the language model failed and the statistical oracle answered instead",
    labelNames: ["oracle"] as const,
    registers: [registry],
  }),
  oracleFailures: new Counter({
    name: "prophecy_oracle_failures_total",
    help: "Matches left without predictions by a failed oracle run (retried on the next sync)",
    registers: [registry],
  }),
  dbPool: new Gauge({
    name: "prophecy_db_pool_connections",
    help: "PostgreSQL pool connections: total, idle, and requests waiting for one (absent on PGlite, which has one in-process connection)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const pool = database?.pool;
      if (!pool) return;
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  }),
};

/** The database the ledger and pool figures are read from: the app's, set when it is built. */
export function watchDatabase(db: Database, settleSeconds = LEDGER_SETTLE_SECONDS): void {
  if (database !== db) {
    ledgerSeen = 0;
    metrics.credits.reset();
  }
  database = db;
  ledgerSettleSeconds = settleSeconds;
}

/**
 * Adds the ledger rows written since the last scrape to the credit counters. It stops below the first
 * row younger than the settle time (30 s): a transaction still open may commit a lower id after a
 * higher one is visible, and reading past it would skip that row for good.
 */
async function readLedger(): Promise<void> {
  if (!database) return;
  const settle = sql.raw(`interval '${Math.trunc(ledgerSettleSeconds)} seconds'`);
  const rows = await queryRows<{ reason: string; credited: string; debited: string; last: string }>(
    database.db,
    sql`with young as (select min(id) as id from credit_ledger where id > ${ledgerSeen} and created_at > now() - ${settle})
        select reason, sum(greatest(delta, 0))::text as credited, sum(greatest(-delta, 0))::text as debited, max(id)::text as last
        from credit_ledger where id > ${ledgerSeen} and id < coalesce((select id from young), 9223372036854775807)
        group by reason`,
  );
  let last = ledgerSeen;
  for (const row of rows) {
    if (Number(row.credited) > 0) metrics.credits.inc({ direction: "in", reason: row.reason }, Number(row.credited));
    if (Number(row.debited) > 0) metrics.credits.inc({ direction: "out", reason: row.reason }, Number(row.debited));
    last = Math.max(last, Number(row.last));
  }
  ledgerSeen = last;
}
