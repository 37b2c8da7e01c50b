import { beforeAll, expect, it } from "vitest";
import { providerSync } from "../db/schema";
import { recordSyncFailure, recordSyncSuccess } from "../../matches/provider-status.service";
import type { FootballProvider, ProviderName } from "../providers/football/football-provider";
import { ProviderError } from "../providers/football/provider-error";
import { describeEachDatabase } from "../../testing/harness";
import { watchProviderSync } from "./provider-metrics";

const TOKEN = "metrics-token-for-the-provider-tests";

/** The lines of one metric family in a Prometheus text exposition, comments left out. */
const seriesOf = (text: string, name: string) => text.split("\n").filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));

/** The value of one series, undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** A provider as a leader would have it when it records a sync: only its name, competitions and limit are read. */
const providerAs = (name: ProviderName, left: number | null): FootballProvider => ({
  name,
  competitions: ["bl1"],
  requestsLeftThisMinute: () => left,
  fixturesBetween: async () => [],
  fixturesById: async () => [],
  events: async () => [],
  resultsBefore: async () => [],
  squad: async () => [],
});

describeEachDatabase(
  "the football provider in /metrics",
  (ctx) => {
    const scrape = async () => {
      const reply = await ctx().app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
      expect(reply.statusCode).toBe(200);
      return reply.body;
    };
    const label = () => `{provider="${ctx().app.game.provider.name}"}`;

    beforeAll(() => {
      const { app, database } = ctx();
      watchProviderSync(database.db, app.game.provider.name);
    });

    it("declares the four gauges, and reports none of the figures before the first sync", async () => {
      await ctx().database.db.delete(providerSync);
      const text = await scrape();
      for (const name of [
        "prophecy_provider_last_success_timestamp_seconds",
        "prophecy_provider_next_sync_timestamp_seconds",
        "prophecy_provider_failures_in_row",
        "prophecy_provider_requests_left_this_minute",
      ]) {
        expect(text).toContain(`# TYPE ${name} gauge`);
        expect(seriesOf(text, name)).toEqual([]);
      }
    });

    it("reports the last success, the next sync and the failures in a row of the configured provider, as recorded", async () => {
      const { app, database } = ctx();
      const provider = app.game.provider;
      await database.db.delete(providerSync);
      await recordSyncSuccess(database.db, provider, new Date("2025-03-01T12:00:00Z"), new Date("2025-03-01T12:10:00Z"));
      let text = await scrape();
      expect(sample(text, `prophecy_provider_last_success_timestamp_seconds${label()}`)).toBe(Date.parse("2025-03-01T12:00:00Z") / 1000);
      expect(sample(text, `prophecy_provider_next_sync_timestamp_seconds${label()}`)).toBe(Date.parse("2025-03-01T12:10:00Z") / 1000);
      expect(sample(text, `prophecy_provider_failures_in_row${label()}`)).toBe(0);

      for (const minute of [10, 20, 30]) {
        await recordSyncFailure(database.db, provider, new Date(`2025-03-01T12:${minute}:00Z`), new ProviderError("timeout", "timed out"), null);
      }
      text = await scrape();
      expect(sample(text, `prophecy_provider_failures_in_row${label()}`)).toBe(3);
      expect(sample(text, `prophecy_provider_last_success_timestamp_seconds${label()}`)).toBe(Date.parse("2025-03-01T12:00:00Z") / 1000);
      // No next sync planned: the series goes rather than keeping the old time.
      expect(seriesOf(text, "prophecy_provider_next_sync_timestamp_seconds")).toEqual([]);
    });

    it("reports the requests left when the provider says, and reads the row of the configured provider only", async () => {
      const { app, database } = ctx();
      await database.db.delete(providerSync);
      await recordSyncFailure(
        database.db,
        providerAs("openligadb", 55),
        new Date("2025-03-01T12:00:00Z"),
        new ProviderError("network", "refused"),
        null,
      );
      let text = await scrape();
      expect(seriesOf(text, "prophecy_provider_failures_in_row")).toEqual([]);
      expect(seriesOf(text, "prophecy_provider_requests_left_this_minute")).toEqual([]);

      // The same row as a leader with a limit would write it: the scrape reads the database, not this instance's provider.
      await recordSyncSuccess(database.db, providerAs(app.game.provider.name, 42), new Date("2025-03-01T12:05:00Z"), null);
      text = await scrape();
      expect(sample(text, `prophecy_provider_requests_left_this_minute${label()}`)).toBe(42);
      expect(seriesOf(text, "prophecy_provider_failures_in_row")).toEqual([`prophecy_provider_failures_in_row${label()} 0`]);
    });

    it("follows the database another instance writes: a second scrape sees a change made between the two", async () => {
      const { app, database } = ctx();
      await database.db.delete(providerSync);
      await recordSyncSuccess(database.db, app.game.provider, new Date("2025-03-01T13:00:00Z"), null);
      expect(sample(await scrape(), `prophecy_provider_failures_in_row${label()}`)).toBe(0);
      await database.db.update(providerSync).set({ failuresInRow: 5 });
      expect(sample(await scrape(), `prophecy_provider_failures_in_row${label()}`)).toBe(5);
    });
  },
  { env: { METRICS_TOKEN: TOKEN } },
);
