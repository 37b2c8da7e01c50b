import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { matches } from "./db/schema";
import { databaseKinds, openTestDatabase, testConfig } from "../testing/harness";
import { loggerOptions } from "./logging";

// What an operator reads: one line per request (never for health checks), readable on a terminal,
// JSON for a collector.

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function linesOf(format: "auto" | "pretty" | "json", isTTY: boolean, level = "info"): Promise<string[]> {
  const destination = new PassThrough();
  let text = "";
  destination.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  const config = testConfig({ LOG_LEVEL: level, LOG_FORMAT: format });
  const database = await openTestDatabase("pglite");
  app = await buildApp({ config, database, logger: loggerOptions(config, { isTTY, destination }) });
  app.addHook("onClose", () => database.close());
  await app.ready();
  await app.inject({ url: "/api/stats/social-proof?x=secret-code" });
  await app.inject({ url: "/api/matches" });
  await app.inject({ url: "/healthz" });
  await app.inject({ url: "/readyz" });
  await new Promise((resolve) => setImmediate(resolve));
  return text.split("\n").filter(Boolean);
}

describe("request logs", () => {
  it("are one JSON object a line off a terminal: one per request, none for health, no query strings", async () => {
    const lines = await linesOf("auto", false);
    const records = lines.map((line) => JSON.parse(line) as { msg: string; res?: { statusCode: number }; reqId?: string });
    const requests = records.filter((r) => r.res);
    expect(requests.map((r) => r.msg.replace(/ [\d.]+ ms$/, ""))).toEqual(["GET /api/stats/social-proof 200", "GET /api/matches 401"]);
    expect(requests.every((r) => typeof r.reqId === "string")).toBe(true);
    expect(lines.join("\n")).not.toMatch(/healthz|readyz|secret-code|incoming request|request completed/);
  });

  it("are not written below info", async () => {
    expect(await linesOf("json", false, "warn")).toEqual([]);
  });

  it("are one readable line per request on a terminal, and with LOG_FORMAT=pretty anywhere", async () => {
    for (const [format, isTTY] of [
      ["auto", true],
      ["pretty", false],
    ] as const) {
      const lines = await linesOf(format, isTTY);
      await app?.close();
      app = undefined;
      const requests = lines.filter((line) => line.includes("GET /"));
      expect(requests).toHaveLength(2);
      expect(requests[0]).toMatch(/^\S*\[?\d\d:\d\d:\d\d\]?\S* \S*INFO\S*: \S*GET \/api\/stats\/social-proof 200 [\d.]+ ms/);
      expect(lines.every((line) => !line.startsWith("{"))).toBe(true);
      expect(lines.join("\n")).not.toMatch(/reqId|hostname|healthz/);
    }
  });

  it("are JSON with LOG_FORMAT=json even on a terminal", async () => {
    const lines = await linesOf("json", true);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
  });
});

describe("logged errors", () => {
  /**
   * The failure the review met: a multi-row insert of 2,000 matches whose names fill 600 KB, one of them with a
   * NUL, which PostgreSQL refuses; drizzle and the driver throw it with every value.
   */
  async function failedImport(kind: "pglite" | "postgres"): Promise<Error> {
    const database = await openTestDatabase(kind);
    const rows = Array.from({ length: 2_000 }, (_, index) => ({
      homeTeam: `secret-value ${"x".repeat(300)} ${index}${index === 1_999 ? "\u0000" : ""}`,
      awayTeam: "Chelsea FC",
      matchDate: new Date("2026-11-28T15:00:00Z"),
      leagueId: 1,
      leagueName: "Premier League",
      provider: "openligadb",
      apiFixtureId: String(index),
    }));
    try {
      await database.db.insert(matches).values(rows);
    } catch (error) {
      return error as Error;
    } finally {
      await database.close();
    }
    throw new Error("the insert did not fail");
  }

  async function logged(format: "json" | "pretty", log: (app: FastifyInstance) => void): Promise<string> {
    const destination = new PassThrough();
    let text = "";
    destination.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    const config = testConfig({ LOG_LEVEL: "info", LOG_FORMAT: format });
    const database = await openTestDatabase("pglite");
    app = await buildApp({ config, database, logger: loggerOptions(config, { isTTY: false, destination }) });
    app.addHook("onClose", () => database.close());
    await app.ready();
    log(app);
    await new Promise((resolve) => setImmediate(resolve));
    return text;
  }

  for (const kind of databaseKinds) {
    it(`carry no statement parameters and stay short, however they are logged (${kind})`, async () => {
      const error = await failedImport(kind);
      // What the driver's error holds today: the statement's values, in the message and beside it.
      expect(`${error.message}${JSON.stringify(error)}`).toContain("secret-value");
      for (const format of ["json", "pretty"] as const) {
        const text = await logged(format, (server) => {
          server.log.error({ err: error, matchId: 7 }, "import failed");
          server.log.error(error);
          server.log.warn({ err: error });
          server.log.error({ detail: error }, "prediction failed");
          server.log.error(`sync failed: ${error.message}`);
          server.log.child({ reqId: "r1" }).error({ err: error }, "request failed");
        });
        await app?.close();
        app = undefined;
        expect(text, format).not.toContain("secret-value");
        // Six short records: a JSON line each, or the readable form with its stack on lines of its own.
        expect(text.length, format).toBeLessThan(6 * 3_000);
        if (format === "json") expect(text.split("\n").filter(Boolean), format).toHaveLength(6);
        // What the operator needs is still there: the kind of failure and where.
        expect(text, format).toMatch(/Failed query: insert into \\?"matches/);
      }
    });
  }

  it("keeps an ordinary error's message, kind and frames", async () => {
    const text = await logged("json", (server) => server.log.error({ err: new TypeError("no such match") }, "read failed"));
    const record = JSON.parse(text.trim()) as { msg: string; err: { type: string; message: string; stack: string } };
    expect(record.msg).toBe("read failed");
    expect(record.err).toMatchObject({ type: "TypeError", message: "no such match" });
    expect(record.err.stack).toMatch(/^TypeError: no such match\n {4}at /);
  });
});
