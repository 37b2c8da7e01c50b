import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import type { Match, PredictionLogPage } from "../../shared/api/matches";
import { CROWD_MODEL, CROWD_NAME } from "../../shared/constants";
import { verifyChain } from "../../shared/prediction-hash";
import { parseScore, scorePrediction } from "../../shared/scoring";
import { predictions } from "../platform/db/schema";
import { settleMatch } from "../game/settlement.service";
import { BETTING_ENV, BETTING_START, disagreeing, placeBet, upcomingMatches } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";
import { freezeCrowdPick } from "./crowd.service";

describeEachDatabase(
  "the crowd, a third oracle",
  (ctx) => {
    let upcoming: Match[] = [];
    beforeAll(async () => {
      upcoming = await upcomingMatches(ctx().app);
    });
    afterEach(() => vi.setSystemTime(BETTING_START));

    /** Players pick the given scores on a match, one player each; returns their cookies. */
    async function crowdPicks(match: Match, scores: string[]): Promise<string[]> {
      const cookies: string[] = [];
      for (const score of scores) {
        const { cookie } = await signUp(ctx().app);
        const { home, away } = parseScore(score)!;
        const put = await ctx().app.inject({ method: "PUT", url: `/api/matches/${match.id}/pick`, headers: { cookie }, payload: { home, away } });
        expect(put.statusCode).toBe(200);
        cookies.push(cookie);
      }
      return cookies;
    }
    const crowdRows = (matchId: number) =>
      ctx()
        .database.db.select()
        .from(predictions)
        .where(and(eq(predictions.matchId, matchId), eq(predictions.aiName, CROWD_NAME)));
    const matchReply = async (cookie: string, id: number): Promise<Match> =>
      (await ctx().app.inject({ url: `/api/matches/${id}`, headers: { cookie } })).json();

    it("freezes the crowd's pick into the hash chain at kick-off, once, from 5 picks", async () => {
      const { database, app } = ctx();
      const [full, thin] = [upcoming[10]!, upcoming[11]!];
      const cookies = await crowdPicks(full, ["2-1", "2-1", "1-1", "0-0", "3-1", "1-2"]);
      await crowdPicks(thin, ["1-0", "1-0", "2-2", "0-1"]);
      // Before kick-off there is nothing to freeze from, and nothing shows.
      expect((await matchReply(cookies[0]!, full.id)).crowd).toBeNull();

      vi.setSystemTime(new Date(Date.parse(full.matchDate) + 1_000));
      expect(await freezeCrowdPick(database.db, full.id)).toBe(true);
      expect(await freezeCrowdPick(database.db, full.id)).toBe(false);
      vi.setSystemTime(new Date(Date.parse(thin.matchDate) + 1_000));
      expect(await freezeCrowdPick(database.db, thin.id)).toBe(false);
      expect(await crowdRows(thin.id)).toEqual([]);

      const [entry] = await crowdRows(full.id);
      expect(entry).toMatchObject({ model: CROWD_MODEL, predictedScore: "2-1", crowdPicks: 6, points: null, scoreGrid: null });
      expect(entry!.reasoning).toMatch(/^From 6 players' picks at kick-off: 50% home wins, 33% draws, 17% away wins\./);
      expect(entry!.confidence).toBe(50);
      const reply = await matchReply(cookies[0]!, full.id);
      expect(reply.crowd).toEqual({ predictedScore: "2-1", picks: 6, points: null, hash: entry!.hash });
      expect(reply.predictions.map((p) => p.aiName).sort()).toEqual(["ChatGPT", "Grok"]);

      // The whole chain, the crowd's entry in it, still verifies in order.
      let cursor: string | null = "";
      const entries: PredictionLogPage["entries"] = [];
      while (cursor !== null) {
        const page: PredictionLogPage = (await app.inject({ url: `/api/predictions/log${cursor ? `?cursor=${cursor}` : ""}` })).json();
        entries.push(...page.entries);
        cursor = page.nextCursor;
      }
      expect(entries.some((e) => e.hash === entry!.hash && e.aiName === CROWD_NAME)).toBe(true);
      expect(await verifyChain(entries)).toEqual({ ok: true, length: entries.length });
    });

    it("is scored like the oracles, takes no part in the duel, and shows in the track record and against the player", async () => {
      const { database, app } = ctx();
      const match = disagreeing(upcoming, 3);
      const chat = match.predictions.find((p) => p.aiName === "ChatGPT")!;
      const grok = match.predictions.find((p) => p.aiName === "Grok")!;
      const cookies = await crowdPicks(match, ["1-1", "1-1", "1-1", "0-0", "2-2"]);
      const backer = await signUp(app);
      expect((await placeBet(app, backer.cookie, { matchId: match.id, aiSelected: "ChatGPT", stake: 100 })).statusCode).toBe(201);

      // The match ends on El Divino's pick; the crowd's 1-1 scores by the same rule.
      const actual = parseScore(chat.predictedScore)!;
      vi.setSystemTime(new Date(Date.parse(match.matchDate) + 3 * 3_600_000));
      const outcome = await settleMatch(database.db, match.id, { status: "completed", score: actual });
      expect(outcome.duel.winner).toBe("ChatGPT");
      const [entry] = await crowdRows(match.id);
      expect(entry!.points).toBe(scorePrediction({ home: 1, away: 1 }, actual));
      const reply = await matchReply(cookies[0]!, match.id);
      expect(reply.crowd).toMatchObject({ predictedScore: "1-1", picks: 5, points: entry!.points });
      expect((await app.inject({ url: `/api/bets/match/${match.id}`, headers: { cookie: backer.cookie } })).json()).toMatchObject({
        outcome: "won",
        payout: 180,
      });

      const record = (await app.inject({ url: "/api/ai-stats/track-record" })).json();
      expect(record.crowd).toMatchObject({ matches: expect.any(Number), averagePicks: expect.any(Number) });
      expect(record.crowd.matches).toBeGreaterThanOrEqual(1);
      expect(record.oracles.map((o: { aiName: string }) => o.aiName)).not.toContain(CROWD_NAME);

      const summary = (await app.inject({ url: "/api/picks/summary", headers: { cookie: cookies[0]! } })).json();
      const mine = scorePrediction({ home: 1, away: 1 }, actual);
      expect(summary.versus).toEqual({
        matches: 1,
        you: mine,
        chatGPT: scorePrediction(actual, actual),
        grok: scorePrediction(parseScore(grok.predictedScore)!, actual),
        crowdMatches: 1,
        youWithCrowd: mine,
        crowd: entry!.points,
      });
    });
  },
  { env: BETTING_ENV, app: { clock: "process" } },
);
