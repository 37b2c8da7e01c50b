import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { providerStatus } from "../../shared/api/admin";
import type { Database } from "../platform/db/client";
import { providerSync } from "../platform/db/schema";
import type { FootballProvider, ProviderName } from "../platform/providers/football/football-provider";
import { ProviderError } from "../platform/providers/football/provider-error";
import { databaseKinds, openTestDatabase } from "../testing/harness";
import { failureMessage, readProviderStatus, recordSyncFailure, recordSyncSuccess, UNEXPECTED_ERROR } from "./provider-status.service";

/** A provider that only says who it is, what it follows and its limit: the status never asks it for data. */
function providerStub(name: ProviderName, competitions: string[], left: number | null = null) {
  const notCalled = () => Promise.reject(new Error("the status never reads fixtures"));
  const stub: FootballProvider & { left: number | null; competitions: string[] } = {
    name,
    competitions,
    left,
    requestsLeftThisMinute: () => stub.left,
    fixturesBetween: notCalled,
    fixturesById: notCalled,
    events: notCalled,
    resultsBefore: notCalled,
    squad: notCalled,
  };
  return stub;
}

const at = (iso: string) => new Date(iso);

for (const kind of databaseKinds) {
  describe(`the football provider's sync status [${kind}]`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(async () => {
      await database.close();
    });
    beforeEach(async () => {
      await database.db.delete(providerSync);
    });

    it("says never synced, with what the provider is configured to follow, before any report", async () => {
      const provider = providerStub("api-football", ["39", "140"], 9);
      const status = providerStatus.parse(await readProviderStatus(database.db, provider));
      expect(status).toEqual({
        provider: "api-football",
        competitions: ["39", "140"],
        state: "never-synced",
        lastSuccessAt: null,
        lastFailureAt: null,
        lastError: null,
        failuresInRow: 0,
        failuresTotal: 0,
        nextSyncAt: null,
        requestsLeftThisMinute: null,
      });
    });

    it("records a success with its time, the next sync, the competitions and the requests left", async () => {
      const provider = providerStub("football-data", ["PL", "BL1"], 7);
      await recordSyncSuccess(database.db, provider, at("2025-03-01T12:00:00Z"), at("2025-03-01T12:10:00Z"));
      expect(await readProviderStatus(database.db, provider)).toEqual({
        provider: "football-data",
        competitions: ["PL", "BL1"],
        state: "ok",
        lastSuccessAt: "2025-03-01T12:00:00.000Z",
        lastFailureAt: null,
        lastError: null,
        failuresInRow: 0,
        failuresTotal: 0,
        nextSyncAt: "2025-03-01T12:10:00.000Z",
        requestsLeftThisMinute: 7,
      });
      const [row] = await database.db.select().from(providerSync).where(eq(providerSync.provider, "football-data"));
      expect(row?.lastAttemptAt?.toISOString()).toBe("2025-03-01T12:00:00.000Z");
    });

    it("counts failures in a row and in all, keeps the last success, then a success ends the run but keeps the error", async () => {
      const provider = providerStub("api-football", ["39"], 10);
      await recordSyncSuccess(database.db, provider, at("2025-03-01T12:00:00Z"), at("2025-03-01T12:10:00Z"));
      provider.left = 0;
      await recordSyncFailure(
        database.db,
        provider,
        at("2025-03-01T12:10:00Z"),
        new ProviderError("rate_limit", "API-Football: rate limit reached", 429),
        null,
      );
      await recordSyncFailure(
        database.db,
        provider,
        at("2025-03-01T12:20:00Z"),
        new ProviderError("timeout", "API-Football: no answer within 10 s"),
        at("2025-03-01T12:30:00Z"),
      );
      const failing = providerStatus.parse(await readProviderStatus(database.db, provider));
      expect(failing).toMatchObject({
        state: "failing",
        lastSuccessAt: "2025-03-01T12:00:00.000Z",
        lastFailureAt: "2025-03-01T12:20:00.000Z",
        lastError: "API-Football: no answer within 10 s",
        failuresInRow: 2,
        failuresTotal: 2,
        nextSyncAt: "2025-03-01T12:30:00.000Z",
        requestsLeftThisMinute: 0,
      });

      provider.left = 8;
      await recordSyncSuccess(database.db, provider, at("2025-03-01T12:30:00Z"), null);
      expect(await readProviderStatus(database.db, provider)).toMatchObject({
        state: "ok",
        lastSuccessAt: "2025-03-01T12:30:00.000Z",
        lastFailureAt: "2025-03-01T12:20:00.000Z",
        lastError: "API-Football: no answer within 10 s",
        failuresInRow: 0,
        failuresTotal: 2,
        nextSyncAt: null,
        requestsLeftThisMinute: 8,
      });

      await recordSyncFailure(database.db, provider, at("2025-03-01T12:40:00Z"), new ProviderError("http", "API-Football: HTTP 503", 503), null);
      expect(await readProviderStatus(database.db, provider)).toMatchObject({
        state: "failing",
        failuresInRow: 1,
        failuresTotal: 3,
        lastError: "API-Football: HTTP 503",
      });
    });

    it("is failing with no last success when the very first sync failed", async () => {
      const provider = providerStub("openligadb", ["bl1"]);
      await recordSyncFailure(
        database.db,
        provider,
        at("2025-03-01T12:00:00Z"),
        new ProviderError("network", "OpenLigaDB: connection refused"),
        null,
      );
      expect(await readProviderStatus(database.db, provider)).toMatchObject({
        state: "failing",
        lastSuccessAt: null,
        failuresInRow: 1,
        failuresTotal: 1,
        requestsLeftThisMinute: null,
      });
    });

    it("stores what the provider follows at each report, so the page shows the current configuration", async () => {
      const provider = providerStub("api-football", ["39"]);
      await recordSyncSuccess(database.db, provider, at("2025-03-01T12:00:00Z"), null);
      provider.competitions.push("78");
      await recordSyncFailure(database.db, provider, at("2025-03-01T12:10:00Z"), new ProviderError("api", "API-Football: bad league"), null);
      expect((await readProviderStatus(database.db, provider)).competitions).toEqual(["39", "78"]);
    });

    it("keeps each provider's row apart and reads only the one asked for", async () => {
      const real = providerStub("api-football", ["39"]);
      const simulated = providerStub("simulated", ["sim"]);
      await recordSyncFailure(database.db, real, at("2025-03-01T12:00:00Z"), new ProviderError("timeout", "API-Football: timed out"), null);
      await recordSyncSuccess(database.db, simulated, at("2025-03-01T12:05:00Z"), null);
      expect((await readProviderStatus(database.db, real)).state).toBe("failing");
      expect(await readProviderStatus(database.db, simulated)).toMatchObject({ provider: "simulated", state: "ok", failuresTotal: 0 });
    });

    it("ignores a report older than the last one recorded (a leader that lost its lock finishing late)", async () => {
      const provider = providerStub("api-football", ["39"]);
      await recordSyncSuccess(database.db, provider, at("2025-03-01T12:10:00Z"), at("2025-03-01T12:20:00Z"));
      await recordSyncFailure(database.db, provider, at("2025-03-01T12:00:00Z"), new ProviderError("timeout", "API-Football: late"), null);
      expect(await readProviderStatus(database.db, provider)).toMatchObject({
        state: "ok",
        failuresInRow: 0,
        failuresTotal: 0,
        lastError: null,
        lastSuccessAt: "2025-03-01T12:10:00.000Z",
        nextSyncAt: "2025-03-01T12:20:00.000Z",
      });
    });

    it("stores a count the page can show when the provider reports an odd limit", async () => {
      const provider = providerStub("api-football", ["39"], -3);
      await recordSyncSuccess(database.db, provider, at("2025-03-01T12:00:00Z"), null);
      expect((await readProviderStatus(database.db, provider)).requestsLeftThisMinute).toBe(0);
      provider.left = Number.NaN;
      await recordSyncSuccess(database.db, provider, at("2025-03-01T12:01:00Z"), null);
      expect((await readProviderStatus(database.db, provider)).requestsLeftThisMinute).toBeNull();
    });
  });
}

describe("the failure message kept for the operator", () => {
  it("is a provider error's own message, on one line", () => {
    expect(failureMessage(new ProviderError("http", "football-data.org: HTTP 502\n  Bad Gateway", 502))).toBe(
      "football-data.org: HTTP 502 Bad Gateway",
    );
  });

  it("is the generic text for anything else, never its message or stack", () => {
    const secret = new Error("connect ECONNREFUSED postgres://user:hunter2@db/prod");
    for (const error of [secret, new TypeError("x is undefined"), "a string", { message: "an object" }, undefined]) {
      const message = failureMessage(error);
      expect(message).toBe(UNEXPECTED_ERROR);
      expect(message).not.toContain("hunter2");
      expect(message).not.toMatch(/\bat \w/);
    }
  });

  it("is shortened when a provider sends a very long one", () => {
    const message = failureMessage(new ProviderError("api", `API-Football: ${"x".repeat(2_000)}`));
    expect(message.length).toBeLessThanOrEqual(300);
    expect(message.startsWith("API-Football: xxx")).toBe(true);
    expect(message.endsWith("…")).toBe(true);
  });

  it("is the generic text when a provider error has no message", () => {
    expect(failureMessage(new ProviderError("malformed", "   "))).toBe(UNEXPECTED_ERROR);
  });
});
