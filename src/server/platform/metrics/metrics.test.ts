import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Match } from "../../../shared/api/matches";
import { buildApp } from "../../app";
import { settleMatch } from "../../game/settlement.service";
import { BETTING_ENV, disagreeing, placeBet, upcomingMatches } from "../../testing/betting-arena";
import { describeEachDatabase, openTestDatabase, signUp, testConfig } from "../../testing/harness";
import { startMetricsServer } from "./metrics.routes";

const TOKEN = "metrics-token-for-the-tests";
const bearer = { authorization: `Bearer ${TOKEN}` };

/** The value of one series in a Prometheus text exposition, 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describeEachDatabase(
  "GET /metrics with METRICS_TOKEN",
  (ctx) => {
    let upcoming: Match[] = [];
    beforeAll(async () => {
      upcoming = await upcomingMatches(ctx().app);
    });
    const scrape = async () => {
      const reply = await ctx().app.inject({ url: "/metrics", headers: bearer });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
      return reply.body;
    };

    it("answers only the bearer of the token, with the one error shape otherwise", async () => {
      const { app } = ctx();
      for (const headers of [
        {},
        { authorization: "Bearer wrong-token-wrong-token" },
        { authorization: TOKEN },
        { authorization: `Basic ${TOKEN}` },
      ]) {
        const reply = await app.inject({ url: "/metrics", headers });
        expect(reply.statusCode).toBe(401);
        expect(reply.json()).toEqual({ message: "Send the metrics token as a bearer token" });
      }
    });

    it("counts requests by route pattern and status, with their latency, and the process figures", async () => {
      const { app } = ctx();
      const before = await scrape();
      const series = 'prophecy_http_requests_total{method="GET",route="/api/matches/:id",status="401"}';
      for (let i = 0; i < 3; i++) await app.inject({ url: `/api/matches/${upcoming[i]!.id}` });
      const after = await scrape();
      expect(sample(after, series) - sample(before, series)).toBe(3);
      expect(after).toContain('prophecy_http_request_duration_seconds_bucket{le="0.05",method="GET",route="/api/matches/:id",status="401"}');
      expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
      expect(after).toMatch(/^process_resident_memory_bytes \d/m);
    });

    it("counts bets accepted and refused by reason, settlements and their time, and credits by ledger reason", async () => {
      const { app, database } = ctx();
      const before = await scrape();
      const player = await signUp(app);
      const match = disagreeing(upcoming, 0);
      expect((await placeBet(app, player.cookie, { matchId: match.id, aiSelected: "Grok", stake: 700 })).statusCode).toBe(201);
      expect((await placeBet(app, player.cookie, { matchId: match.id, aiSelected: "Grok", stake: 100 })).statusCode).toBe(409);
      expect((await placeBet(app, player.cookie, { matchId: upcoming[5]!.id, aiSelected: "Grok", stake: 50_000 })).statusCode).toBe(400);
      expect((await placeBet(app, player.cookie, { matchId: upcoming[5]!.id, aiSelected: "Nobody", stake: 10 })).statusCode).toBe(400);
      expect((await placeBet(app, "pl_session=nobody", { matchId: match.id, aiSelected: "Grok", stake: 10 })).statusCode).toBe(401);
      // The result Grok called exactly: its backers are paid.
      const [home, away] = match.predictions
        .find((p) => p.aiName === "Grok")!
        .predictedScore.split("-")
        .map(Number);
      expect((await settleMatch(database.db, match.id, { status: "completed", score: { home: home!, away: away! } })).settled).toBe(true);
      const after = await scrape();
      const delta = (series: string) => sample(after, series) - sample(before, series);
      expect(delta('prophecy_bets_total{result="accepted",reason=""}')).toBe(1);
      expect(delta('prophecy_bets_total{result="refused",reason="already_backed"}')).toBe(1);
      expect(delta('prophecy_bets_total{result="refused",reason="insufficient_credits"}')).toBe(1);
      expect(delta('prophecy_bets_total{result="refused",reason="invalid_input"}')).toBe(1);
      expect(delta('prophecy_bets_total{result="refused",reason="signed_out"}')).toBe(1);
      expect(delta('prophecy_settlements_total{result="paid"}')).toBe(1);
      expect(delta("prophecy_settlement_duration_seconds_count")).toBe(1);
      expect(delta('prophecy_credits_total{direction="in",reason="signup"}')).toBe(10_000);
      expect(delta('prophecy_credits_total{direction="out",reason="bet_stake"}')).toBe(700);
      // 700 × 1.8 to the backers of the oracle that scored the exact result.
      expect(delta('prophecy_credits_total{direction="in",reason="bet_payout"}')).toBe(1_260);
    });

    it("shows the database pool on PostgreSQL", async () => {
      const { database } = ctx();
      const text = await scrape();
      if (database.kind === "postgres") expect(sample(text, 'prophecy_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      else expect(text).not.toContain("prophecy_db_pool_connections{");
    });
  },
  { env: { ...BETTING_ENV, METRICS_TOKEN: TOKEN }, app: { ledgerSettleSeconds: 0, clock: "process" } },
);

describe("metrics off, or on a port of their own", () => {
  let app: FastifyInstance;
  let server: FastifyInstance | undefined;
  beforeAll(async () => {
    const database = await openTestDatabase("pglite");
    app = await buildApp({ config: testConfig(), database, logger: false });
    app.addHook("onClose", () => database.close());
    await app.ready();
  });
  afterAll(async () => {
    await server?.close();
    await app.close();
  });

  it("serves no /metrics without METRICS_TOKEN or METRICS_PORT", async () => {
    const reply = await app.inject({ url: "/metrics", headers: bearer });
    expect(reply.statusCode).toBe(404);
    expect(Object.keys(reply.json())).toEqual(["message"]);
  });

  it("serves /metrics on METRICS_PORT, asking for the token there when one is set", async () => {
    server = await startMetricsServer({ port: 0, host: "127.0.0.1", token: TOKEN });
    const address = server.server.address();
    const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    const reply = await fetch(url, { headers: bearer });
    expect(reply.status).toBe(200);
    expect(await reply.text()).toContain("# TYPE prophecy_bets_total counter");
  });
});
