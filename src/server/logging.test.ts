import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { openDatabase } from "./db/client";
import { testConfig } from "./testing/harness";
import { loggerOptions } from "./logging";

// What an operator reads: one line per request (never for health checks), readable on a terminal,
// JSON for a collector.

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function linesOf(format: "auto" | "pretty" | "json", isTTY: boolean): Promise<string[]> {
  const destination = new PassThrough();
  let text = "";
  destination.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  const config = testConfig({ LOG_LEVEL: "info", LOG_FORMAT: format });
  const database = await openDatabase({});
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
