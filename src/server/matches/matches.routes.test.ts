import { eq, sql } from "drizzle-orm";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import type { ListedMatch, Match } from "../../shared/api/matches";
import { verifyChain } from "../../shared/prediction-hash";
import { commentary, matches, predictions } from "../platform/db/schema";
import { COMPRESS_FROM_BYTES } from "../platform/http/encoded-reply";
import { appendPrediction, PredictionTooLateError } from "../predictions/prediction-chain.service";
import { placeBet } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";
import { evenGrid } from "../testing/forecasts";

// SIM_SPEED=60: a kick-off every 30 s and a match over in under two minutes of (faked) time.
const START = new Date("2025-03-01T12:00:10Z");

describeEachDatabase(
  "matches, sync and oracles",
  (ctx) => {
    let cookie = "";
    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: START });
      cookie = (await signUp(ctx().app)).cookie;
      await ctx().app.game.sync.runOnce();
    });
    afterEach(() => vi.setSystemTime(vi.getMockedSystemTime() ?? START));

    const list = async (): Promise<ListedMatch[]> => {
      const response = await ctx().app.inject({ url: "/api/matches", headers: { cookie } });
      expect(response.statusCode).toBe(200);
      return response.json();
    };

    it("seeds a fresh league: finished, live and upcoming matches, each with both predictions", async () => {
      const all = await list();
      const by = (status: string) => all.filter((m) => m.status === status);
      expect(by("completed").length).toBeGreaterThan(5);
      expect(by("live").length).toBeGreaterThanOrEqual(1);
      expect(by("upcoming").length).toBeGreaterThan(20);
      expect(all.filter((m) => m.featured)).toHaveLength(1);
      for (const match of all) {
        expect(match.predictions.map((p) => p.aiName).sort()).toEqual(["ChatGPT", "Grok"]);
        // The oracles call in turn and never name the same score (docs/decisions.md, "Two calls, never one").
        expect(match.predictions[0]?.predictedScore).not.toBe(match.predictions[1]?.predictedScore);
        expect(match.betCount).toBe(0);
        for (const p of match.predictions) {
          expect(p.predictedScore).toMatch(/^\d+-\d+$/);
          expect(p.confidence).toBeGreaterThanOrEqual(0);
          expect(p.confidence).toBeLessThanOrEqual(100);
          // What the cards and History show, not the match page's texts, hashes and forecasts.
          expect(Object.keys(p).sort()).toEqual(["aiName", "confidence", "finalScoreChance", "id", "points", "predictedScore"]);
        }
      }
      // Finished matches are scored: actual score, winner, points on both predictions.
      for (const match of by("completed")) {
        expect(match.actualScore).toMatch(/^\d+-\d+$/);
        expect(match.predictions.every((p) => [0, 3, 5, 10].includes(p.points ?? -1))).toBe(true);
      }
      // Upcoming matches were predicted before kick-off; a match's own reply carries everything.
      for (const { id } of by("upcoming").slice(0, 5)) {
        const match: Match = (await ctx().app.inject({ url: `/api/matches/${id}`, headers: { cookie } })).json();
        for (const p of match.predictions) {
          expect(new Date(p.createdAt) < new Date(match.matchDate)).toBe(true);
          expect(p.hash).toMatch(/^[0-9a-f]{64}$/);
          expect(p.reasoning.length).toBeGreaterThan(20);
        }
      }
    });

    it("sends the match list compressed to a browser that accepts it, and plain to one that does not", async () => {
      const { app } = ctx();
      const plain = await app.inject({ url: "/api/matches", headers: { cookie } });
      const brotli = await app.inject({ url: "/api/matches", headers: { cookie, "accept-encoding": "gzip, deflate, br" } });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect(brotli.headers.vary).toMatch(/accept-encoding/);
      expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
      const gzip = await app.inject({ url: "/api/matches", headers: { cookie, "accept-encoding": "gzip" } });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    });

    it("sends a match's distribution plain whatever the browser accepts: a few dozen bytes gain nothing compressed", async () => {
      const { app } = ctx();
      const [match] = (await app.inject({ url: "/api/matches", headers: { cookie } })).json<ListedMatch[]>();
      const reply = await app.inject({ url: `/api/matches/${match!.id}/distribution`, headers: { cookie, "accept-encoding": "gzip, deflate, br" } });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers["content-encoding"]).toBeUndefined();
      expect(reply.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
      expect(Object.keys(reply.json<object>()).sort()).toEqual(["chatGPT", "grok", "totalBets"]);
    });

    it("tags each version of the match list and answers 304 to a browser that holds it", async () => {
      const { app } = ctx();
      const first = await app.inject({ url: "/api/matches", headers: { cookie, "accept-encoding": "br" } });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]{22}"$/);
      expect(first.headers["cache-control"]).toBe("private, no-cache");
      const again = await app.inject({ url: "/api/matches", headers: { cookie, "if-none-match": etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      // A bet changes a count on the list: a new version, a new tag, the whole list again.
      const list = (await app.inject({ url: "/api/matches", headers: { cookie } })).json<ListedMatch[]>();
      const open = list.find((m) => m.status === "upcoming" && m.predictions.length === 2 && Date.parse(m.matchDate) > Date.now() + 60_000)!;
      const bet = await placeBet(app, cookie, { matchId: open.id, aiSelected: "Grok", stake: 10 });
      expect(bet.statusCode).toBe(201);
      const after = await app.inject({ url: "/api/matches", headers: { cookie, "if-none-match": etag } });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      expect(after.json<Match[]>().find((m) => m.id === open.id)!.betCount).toBe(open.betCount + 1);
    });

    it("plays an upcoming match through to the end: live score, commentary, settlement, oracle stats", async () => {
      const { app, database } = ctx();
      const upcoming = (await list()).find((m) => m.status === "upcoming")!;
      vi.setSystemTime(new Date(new Date(upcoming.matchDate).getTime() + 50_000));
      await app.game.sync.runOnce();
      const live = (await app.inject({ url: `/api/matches/${upcoming.id}`, headers: { cookie } })).json();
      expect(live.status).toBe("live");
      expect(live.minute).toBeGreaterThan(0);

      vi.setSystemTime(new Date(new Date(upcoming.matchDate).getTime() + 3 * 60_000));
      await app.game.sync.runOnce();
      const done: Match = (await app.inject({ url: `/api/matches/${upcoming.id}`, headers: { cookie } })).json();
      expect(done.status).toBe("completed");
      expect(done.actualScore).toMatch(/^\d+-\d+$/);
      const [home, away] = done.actualScore!.split("-").map(Number);
      expect(done.actualGoalDifference).toBe(home! - away!);
      expect(done.actualWinner).toBe(home! > away! ? "home" : home! < away! ? "away" : "draw");
      const lines = await database.db.select().from(commentary).where(eq(commentary.matchId, upcoming.id));
      expect(lines.some((l) => l.kind === "full_time")).toBe(true);
      expect(lines.filter((l) => l.kind === "oracle_reaction").length).toBeGreaterThanOrEqual(2);
      const [row] = await database.db.select().from(matches).where(eq(matches.id, upcoming.id));
      expect(row?.settledAt).not.toBeNull();

      // Another sync changes nothing for it: settlement and commentary are once only.
      await app.game.sync.runOnce();
      expect(await database.db.select().from(commentary).where(eq(commentary.matchId, upcoming.id))).toHaveLength(lines.length);
    });

    it("writes each event's line once: a run that finds no new event writes no commentary", async () => {
      const { app, database } = ctx();
      const upcoming = (await list()).find((m) => m.status === "upcoming")!;
      const linesOf = () => database.db.select().from(commentary).where(eq(commentary.matchId, upcoming.id));
      // An hour in at SIM_SPEED 60: the first events are out, the final whistle is not.
      vi.setSystemTime(new Date(new Date(upcoming.matchDate).getTime() + 60_000));
      await app.game.sync.runOnce();
      const halfway = await linesOf();
      expect(halfway.length).toBeGreaterThan(0);

      // The provider answers with the same events again: nothing is sent to the table.
      const inserts = vi.spyOn(database.db, "insert");
      try {
        await app.game.sync.runOnce();
        expect(inserts.mock.calls.filter(([table]) => table === commentary)).toEqual([]);
      } finally {
        inserts.mockRestore();
      }

      // The rest of the match: only the new events' lines are added.
      vi.setSystemTime(new Date(new Date(upcoming.matchDate).getTime() + 3 * 60_000));
      await app.game.sync.runOnce();
      const ended = await linesOf();
      expect(ended.some((l) => l.kind === "full_time")).toBe(true);
      expect(ended.filter((l) => halfway.some((h) => h.eventKey === l.eventKey))).toHaveLength(halfway.length);
    });

    it("keeps AI stats as docs/rules.md#oracle-stats defines them", async () => {
      const { app, database } = ctx();
      const stats = (await app.inject({ url: "/api/ai-stats" })).json();
      expect(stats.map((s: { aiName: string }) => s.aiName)).toEqual(["ChatGPT", "Grok"]);
      const scored = await database.db.execute(sql`select ai_name, count(*)::int as n, sum(points)::int as pts,
        sum(case when points >= 5 then 1 else 0 end)::int as correct from predictions where points is not null group by ai_name order by ai_name`);
      const rows = (scored as { rows: Array<{ n: number; pts: number; correct: number }> }).rows;
      for (const [i, s] of stats.entries()) {
        expect(s.totalMatches).toBe(rows[i]!.n);
        expect(s.totalPoints).toBe(rows[i]!.pts);
        expect(s.accuracyPercent).toBe(((rows[i]!.correct / rows[i]!.n) * 100).toFixed(1));
      }
      // Elo is zero-sum between the two oracles.
      expect(stats[0].eloRating + stats[1].eloRating).toBe(3000);
      expect(stats[0].wins + stats[1].wins).toBeLessThanOrEqual(stats[0].totalMatches);
    });

    it("publishes the oracles' track record, consistent with their stats", async () => {
      const { app } = ctx();
      const stats = (await app.inject({ url: "/api/ai-stats" })).json();
      const { oracles } = (await app.inject({ url: "/api/ai-stats/track-record" })).json();
      expect(oracles.map((o: { aiName: string }) => o.aiName)).toEqual(["ChatGPT", "Grok"]);
      for (const [i, o] of oracles.entries()) {
        expect(o.matches).toBe(stats[i].totalMatches);
        expect(o.pointsPerMatch).toBeCloseTo(stats[i].totalPoints / stats[i].totalMatches, 3);
        expect(o.outcomeAccuracy.toFixed(1)).toBe(stats[i].accuracyPercent);
        // The statistical oracles store their probabilities, so every prediction counts for RPS.
        expect(o.probabilisticMatches).toBe(o.matches);
        expect(o.rps).toBeGreaterThan(0);
        expect(o.rps).toBeLessThan(0.5);
        expect(o.brier).toBeGreaterThan(0);
        expect(o.reliability.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(o.matches);
        expect(o.calibrating).toBe(o.matches < 30);
      }
    });

    it("publishes a verifiable hash chain and refuses predictions after kick-off", async () => {
      const { app, database } = ctx();
      const log = (await app.inject({ url: "/api/predictions/log" })).json().entries;
      expect(log.length).toBeGreaterThan(50);
      expect(await verifyChain(log)).toEqual({ ok: true, length: log.length });
      const tampered = log.map((e: { predictedScore: string }, i: number) => (i === 3 ? { ...e, predictedScore: "9-9" } : e));
      expect(await verifyChain(tampered)).toEqual({ ok: false, index: 3, reason: expect.stringContaining("hash") });

      const [past] = await database.db.select().from(matches).where(eq(matches.status, "completed")).limit(1);
      await expect(
        database.db.transaction((tx) =>
          appendPrediction(tx, {
            matchId: past!.id,
            aiName: "ChatGPT",
            kickoff: past!.matchDate,
            prediction: {
              predictedScore: "1-0",
              confidence: 50,
              reasoning: "late",
              goalScorers: null,
              boldPrediction: null,
              model: "x",
              scoreGrid: evenGrid(),
            },
          }),
        ),
      ).rejects.toBeInstanceOf(PredictionTooLateError);
    });

    it("imports up to 10 new fixtures on fetch-new, and says so", async () => {
      const { app, database } = ctx();
      const before = (await database.db.select({ n: sql<number>`count(*)::int` }).from(matches))[0]!.n;
      const response = await app.inject({ method: "POST", url: "/api/matches/real/fetch-new", headers: { cookie }, payload: { count: 10 } });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toMatch(/10 new matches added/);
      const after = (await database.db.select({ n: sql<number>`count(*)::int` }).from(matches))[0]!.n;
      expect(after - before).toBe(10);
      const unpredicted = await database.db.execute(
        sql`select count(*)::int as n from matches m where not exists (select 1 from ${predictions} p where p.match_id = m.id)`,
      );
      expect((unpredicted as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
    });

    it("refuses bad input on every match endpoint with a clear message", async () => {
      const { app } = ctx();
      for (const url of ["/api/matches", "/api/matches/1", "/api/matches/1/distribution", "/api/activity/live", "/api/stats/match-viewers/1"]) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(401);
      }
      const cases: Array<[string, number]> = [
        ["/api/matches/abc", 400],
        ["/api/matches/0", 400],
        ["/api/matches/-4", 400],
        ["/api/matches/1.5", 400],
        ["/api/matches/99999999999999", 400],
        ["/api/matches/999999", 404],
        ["/api/matches/abc/distribution", 400],
        ["/api/matches/999999/distribution", 404],
        ["/api/stats/match-viewers/abc", 400],
        ["/api/stats/match-viewers/999999", 404],
      ];
      for (const [url, status] of cases) {
        const response = await app.inject({ url, headers: { cookie } });
        expect(response.statusCode, url).toBe(status);
        expect(typeof response.json().message).toBe("string");
      }
      for (const payload of [{ count: "ten" }, { count: 11 }, { count: 0 }, { count: 10, extra: 1 }, { count: 1e12 }]) {
        const response = await app.inject({ method: "POST", url: "/api/matches/real/fetch-new", headers: { cookie }, payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
    });

    it("counts viewers and live activity, and reports an empty distribution", async () => {
      const { app } = ctx();
      const match = (await list())[0]!;
      const viewers = await app.inject({ url: `/api/stats/match-viewers/${match.id}`, headers: { cookie } });
      expect(viewers.json()).toEqual({ count: 1 });
      const other = await signUp(app);
      const two = await app.inject({ url: `/api/stats/match-viewers/${match.id}`, headers: { cookie: other.cookie } });
      expect(two.json()).toEqual({ count: 2 });
      const activity = (await app.inject({ url: "/api/activity/live", headers: { cookie } })).json();
      expect(activity.totalUsers).toBeGreaterThanOrEqual(2);
      expect(activity.onlineNow).toBeGreaterThanOrEqual(1);
      const distribution = await app.inject({ url: `/api/matches/${match.id}/distribution`, headers: { cookie } });
      expect(distribution.json()).toEqual({ chatGPT: 0, grok: 0, totalBets: 0 });
    });
  },
  { env: { SIM_SPEED: "60", SIM_SEED: "11" }, app: { clock: "process" } },
);
