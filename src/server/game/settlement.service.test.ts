import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Match } from "../../shared/api/matches";
import type { AiName } from "../../shared/constants";
import { parseScore, scorePrediction } from "../../shared/scoring";
import { chanceOf } from "../../shared/sealed-forecast";
import { creditLedger, matches, predictions } from "../platform/db/schema";
import { BETTING_ENV, disagreeing, me, placeBet, upcomingMatches } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";
import { settleMatch } from "./settlement.service";

// Settlement pays and refunds through the ledger (describeEachDatabase checks the ledger against
// every balance after the suite), on PGlite and on PostgreSQL.
describeEachDatabase(
  "settlement",
  (ctx) => {
    let upcoming: Match[] = [];
    beforeAll(async () => {
      upcoming = await upcomingMatches(ctx().app);
    });

    it("settles once: winners paid floor(1.8×), streak and XP up; losers reset; re-running changes nothing", async () => {
      const { app, database } = ctx();
      const match = disagreeing(upcoming, 0);
      const [chat, grok] = [match.predictions.find((p) => p.aiName === "ChatGPT")!, match.predictions.find((p) => p.aiName === "Grok")!];
      const winner = await signUp(app);
      const loser = await signUp(app);
      expect((await placeBet(app, winner.cookie, { matchId: match.id, aiSelected: "ChatGPT", stake: 333 })).statusCode).toBe(201);
      expect((await placeBet(app, loser.cookie, { matchId: match.id, aiSelected: "Grok", stake: 500 })).statusCode).toBe(201);
      // The actual score is El Divino's exact pick: 10 points against at most 5.
      const outcome = await settleMatch(database.db, match.id, { status: "completed", score: parseScore(chat.predictedScore)! });
      expect(outcome).toEqual({ settled: true, duel: { winner: "ChatGPT", by: "points" } });
      expect(grok.predictedScore).not.toBe(chat.predictedScore);
      expect(await me(app, winner.cookie)).toMatchObject({ credits: 10_000 - 333 + 599, streak: 1, xp: 1 });
      expect(await me(app, loser.cookie)).toMatchObject({ credits: 9_500, streak: 0, xp: 0 });
      const [won] = (await app.inject({ url: "/api/bets/history", headers: { cookie: winner.cookie } })).json();
      expect(won).toMatchObject({ outcome: "won", payout: 599 });
      const [lost] = (await app.inject({ url: "/api/bets/history", headers: { cookie: loser.cookie } })).json();
      expect(lost).toMatchObject({ outcome: "lost", payout: 0 });

      expect(await settleMatch(database.db, match.id, { status: "completed", score: { home: 0, away: 9 } })).toEqual({
        settled: false,
        duel: { winner: "void" },
      });
      await app.game.sync.runOnce();
      expect((await me(app, winner.cookie)).credits).toBe(10_266);
      const payouts = await database.db.select().from(creditLedger).where(eq(creditLedger.userId, winner.user.id));
      expect(payouts.filter((r) => r.reason === "bet_payout")).toHaveLength(1);
    });

    it("decides equal points by the sealed forecasts; refunds an exact tie and a cancelled match, streak unchanged", async () => {
      const { app, database } = ctx();
      const player = await signUp(app);
      // Build a streak of 1 first.
      const first = disagreeing(upcoming, 1);
      const chat = first.predictions.find((p) => p.aiName === "ChatGPT")!;
      await placeBet(app, player.cookie, { matchId: first.id, aiSelected: "ChatGPT", stake: 100 });
      await settleMatch(database.db, first.id, { status: "completed", score: parseScore(chat.predictedScore)! });
      expect((await me(app, player.cookie)).streak).toBe(1);

      /** A final score on which both picks earn the same points (tried up to 6-6). */
      const equalPointsScore = (match: Match) => {
        const [a, b] = match.predictions.map((p) => parseScore(p.predictedScore)!);
        for (let h = 0; h <= 6; h++)
          for (let w = 0; w <= 6; w++)
            if (scorePrediction(a!, { home: h, away: w }) === scorePrediction(b!, { home: h, away: w })) return { home: h, away: w };
        throw new Error("no equal-points score");
      };
      const gridsOf = async (matchId: number) => {
        const rows = await database.db.select().from(predictions).where(eq(predictions.matchId, matchId));
        return Object.fromEntries(rows.map((r) => [r.aiName, r.scoreGrid!])) as Record<AiName, number[]>;
      };

      // Equal points: the forecast that gave the final score the higher chance wins the duel.
      const tieMatch = disagreeing(upcoming, 2);
      const tieScore = equalPointsScore(tieMatch);
      const grids = await gridsOf(tieMatch.id);
      const [divinoChance, eternoChance] = [chanceOf(grids.ChatGPT, tieScore), chanceOf(grids.Grok, tieScore)];
      expect(divinoChance).not.toBe(eternoChance);
      const clearer: AiName = divinoChance > eternoChance ? "ChatGPT" : "Grok";
      await placeBet(app, player.cookie, { matchId: tieMatch.id, aiSelected: clearer, stake: 1_000 });
      expect(await settleMatch(database.db, tieMatch.id, { status: "completed", score: tieScore })).toEqual({
        settled: true,
        duel: { winner: clearer, by: "tiebreak" },
      });
      const [settled] = await database.db.select().from(matches).where(eq(matches.id, tieMatch.id));
      expect(settled).toMatchObject({ duelWinner: clearer, duelDecidedBy: "tiebreak" });
      expect(await me(app, player.cookie)).toMatchObject({ credits: 10_000 - 100 + 180 - 1_000 + 1_800, streak: 2, xp: 2 });

      // Equal points and exactly equal chances: nobody saw clearer, every stake comes back.
      const exactTie = disagreeing(upcoming, 4);
      const exactScore = equalPointsScore(exactTie);
      const same = await gridsOf(exactTie.id);
      await database.db.update(predictions).set({ scoreGrid: same.ChatGPT }).where(eq(predictions.matchId, exactTie.id));
      await placeBet(app, player.cookie, { matchId: exactTie.id, aiSelected: "Grok", stake: 1_000 });
      expect(await settleMatch(database.db, exactTie.id, { status: "completed", score: exactScore })).toEqual({
        settled: true,
        duel: { winner: "void" },
      });

      const cancelled = disagreeing(upcoming, 3);
      await placeBet(app, player.cookie, { matchId: cancelled.id, aiSelected: "ChatGPT", stake: 2_000 });
      expect(await settleMatch(database.db, cancelled.id, { status: "cancelled" })).toEqual({ settled: true, duel: { winner: "void" } });
      expect(await me(app, player.cookie)).toMatchObject({ credits: 10_880, streak: 2, xp: 2 });
      const history = (await app.inject({ url: "/api/bets/history", headers: { cookie: player.cookie } })).json();
      expect(
        history
          .filter((h: { outcome: string }) => h.outcome === "void")
          .map((h: { payout: number }) => h.payout)
          .sort(),
      ).toEqual([1000, 2000]);
    });
  },
  { env: BETTING_ENV, app: { clock: "process" } },
);
