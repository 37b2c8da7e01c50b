import { eq } from "drizzle-orm";
import { Gauge } from "prom-client";
import type { Db } from "../db/client";
import { providerSync } from "../db/schema";
import type { ProviderName } from "../providers/football/football-provider";
import { registry } from "./metrics";

// The football provider's sync in /metrics, read from provider_sync at scrape time: only the leader
// instance syncs, and every instance reports what it recorded, so any one scraped tells the same.

type SyncRow = typeof providerSync.$inferSelect;

let watched: { db: Db; provider: ProviderName } | undefined;
/** One read for the four gauges of a scrape: the registry collects them together. */
let reading: Promise<SyncRow | undefined> | undefined;

/**
 * The database and the configured provider the gauges report, set when the app is built. Only the
 * configured provider's row: a provider the operator has moved away from keeps its row, and its old
 * failures must not keep an alert firing.
 */
export function watchProviderSync(db: Db, provider: ProviderName): void {
  watched = { db, provider };
}

function readRow(): Promise<SyncRow | undefined> {
  const target = watched;
  if (!target) return Promise.resolve(undefined);
  reading ??= target.db
    .select()
    .from(providerSync)
    .where(eq(providerSync.provider, target.provider))
    .then(([row]) => row)
    .finally(() => {
      reading = undefined;
    });
  return reading;
}

const seconds = (at: Date | null) => (at ? at.getTime() / 1000 : null);

/** A gauge of one figure of the row, absent when the figure is (never synced, limit unknown). */
function providerGauge(name: string, help: string, figure: (row: SyncRow) => number | null) {
  return new Gauge({
    name,
    help,
    labelNames: ["provider"] as const,
    registers: [registry],
    async collect() {
      const row = await readRow();
      this.reset();
      const value = row ? figure(row) : null;
      if (row && value !== null) this.set({ provider: row.provider }, value);
    },
  });
}

export const providerMetrics = {
  lastSuccess: providerGauge(
    "prophecy_provider_last_success_timestamp_seconds",
    "When the football provider last answered a sync (Unix time); absent before its first success",
    (row) => seconds(row.lastSuccessAt),
  ),
  nextSync: providerGauge(
    "prophecy_provider_next_sync_timestamp_seconds",
    "When the leader plans the next sync of the football provider (Unix time); absent when none is planned",
    (row) => seconds(row.nextSyncAt),
  ),
  failuresInRow: providerGauge(
    "prophecy_provider_failures_in_row",
    "Syncs of the football provider that failed since its last success (the game serves the last data it has)",
    (row) => row.failuresInRow,
  ),
  requestsLeft: providerGauge(
    "prophecy_provider_requests_left_this_minute",
    "Requests the football provider still allows this minute, as it last said; absent when it does not say",
    (row) => row.requestsLeftThisMinute,
  ),
};
