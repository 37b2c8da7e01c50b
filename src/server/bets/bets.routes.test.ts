import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import type { Match } from "../../shared/api/matches";
import type { AiName } from "../../shared/constants";
import { parseScore, scorePrediction } from "../../shared/scoring";
import { chanceOf } from "../../shared/sealed-forecast";
import { bets, creditLedger, matches, predictions, users } from "../db/schema";
import { settleMatch } from "../settlement/settlement.service";
import { describeEachDatabase, signUp } from "../testing/harness";

const START = new Date("2025-04-02T09:00:05Z");

describeEachDatabase(
  "betting and settlement",
  (ctx) => {
    let upcoming: Match[] = [];
    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: START });
      const { app } = ctx();
      await app.game.sync.runOnce();
      const { cookie } = await signUp(app);
      await app.inject({ method: "POST", url: "/api/matches/real/fetch-new", headers: { cookie }, payload: { count: 10 } });
      const all: Match[] = (await app.inject({ url: "/api/matches", headers: { cookie } })).json();
      upcoming = all.filter((m) => m.status === "upcoming");
      expect(upcoming.length).toBeGreaterThanOrEqual(55);
    });

    const bet = (cookie: string, payload: unknown) => ctx().app.inject({ method: "POST", url: "/api/bets", headers: { cookie }, payload: payload as object });
    const me = async (cookie: string) => (await ctx().app.inject({ url: "/api/auth/user", headers: { cookie } })).json();
    /** A match whose two oracles disagree on the score, so an exact result names a winner. */
    const disagreeing = (offset: number) => upcoming.filter((m) => m.predictions[0]!.predictedScore !== m.predictions[1]!.predictedScore)[offset]!;

    it("places a bet: stake debited in the ledger, the bet visible to its owner only", async () => {
      const { app, database } = ctx();
      const player = await signUp(app);
      const match = upcoming[0]!;
      const response = await bet(player.cookie, { matchId: match.id, aiSelected: "Grok", stake: 750 });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ credits: 9_250, bet: { matchId: match.id, aiSelected: "Grok", stake: 750, payout: null, outcome: null } });
      expect((await me(player.cookie)).credits).toBe(9_250);
      const ledger = await database.db.select().from(creditLedger).where(eq(creditLedger.userId, player.user.id));
      expect(ledger.map((r) => [r.delta, r.reason])).toEqual([[10_000, "signup"], [-750, "bet_stake"]]);

      const mine = await app.inject({ url: `/api/bets/match/${match.id}`, headers: { cookie: player.cookie } });
      expect(mine.json()).toMatchObject({ aiSelected: "Grok", stake: 750 });
      const other = await signUp(app);
      expect((await app.inject({ url: `/api/bets/match/${match.id}`, headers: { cookie: other.cookie } })).json()).toBeNull();
      const history = (await app.inject({ url: "/api/bets/history", headers: { cookie: player.cookie } })).json();
      expect(history).toHaveLength(1);
      expect(history[0].match).toMatchObject({ homeTeam: match.homeTeam, awayTeam: match.awayTeam });
      expect((await app.inject({ url: "/api/bets/history", headers: { cookie: other.cookie } })).json()).toEqual([]);
      const distribution = (await app.inject({ url: `/api/matches/${match.id}/distribution`, headers: { cookie: other.cookie } })).json();
      expect(distribution).toEqual({ chatGPT: 0, grok: 100, totalBets: 1 });
    });

    it("refuses every bad bet with a clear message and changes nothing", async () => {
      const { app } = ctx();
      const player = await signUp(app);
      const match = upcoming[1]!;
      const [past] = (await app.inject({ url: "/api/matches", headers: { cookie: player.cookie } }))
        .json()
        .filter((m: Match) => m.status === "completed");
      const cases: Array<[unknown, number, RegExp]> = [
        [{ matchId: match.id, aiSelected: "Grok", stake: 10_001 }, 400, /Insufficient credits/],
        [{ matchId: match.id, aiSelected: "Grok", stake: 0 }, 400, /at least/],
        [{ matchId: match.id, aiSelected: "Grok", stake: -50 }, 400, /at least/],
        [{ matchId: match.id, aiSelected: "Grok", stake: 12.5 }, 400, /whole number/],
        [{ matchId: match.id, aiSelected: "Grok", stake: "500" }, 400, /number/],
        [{ matchId: match.id, aiSelected: "Grok", stake: 1e15 }, 400, /Insufficient credits/],
        [{ matchId: match.id, aiSelected: "Gemini", stake: 100 }, 400, /ChatGPT or Grok/],
        [{ matchId: match.id, stake: 100 }, 400, /ChatGPT or Grok/],
        [{ aiSelected: "Grok", stake: 100 }, 400, /matchId/],
        [{ matchId: "1; drop table bets", aiSelected: "Grok", stake: 100 }, 400, /matchId/],
        [{ matchId: match.id, aiSelected: "Grok", stake: 100, userId: 1 }, 400, /Unknown field/],
        [{ matchId: 999_999, aiSelected: "Grok", stake: 100 }, 404, /Match not found/],
        [{ matchId: past.id, aiSelected: "Grok", stake: 100 }, 409, /Betting is closed/],
      ];
      for (const [payload, status, message] of cases) {
        const response = await bet(player.cookie, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
        expect(response.json().message).toMatch(message);
      }
      expect((await bet("", { matchId: match.id, aiSelected: "Grok", stake: 100 })).statusCode).toBe(401);
      expect((await me(player.cookie)).credits).toBe(10_000);
      expect((await app.inject({ url: "/api/bets/history", headers: { cookie: player.cookie } })).json()).toEqual([]);

      expect((await bet(player.cookie, { matchId: match.id, aiSelected: "ChatGPT", stake: 100 })).statusCode).toBe(201);
      const again = await bet(player.cookie, { matchId: match.id, aiSelected: "Grok", stake: 100 });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe("You already backed an oracle in this match");
      expect((await me(player.cookie)).credits).toBe(9_900);
      for (const url of ["/api/bets/match/abc", "/api/bets/match/0"]) {
        expect((await app.inject({ url, headers: { cookie: player.cookie } })).statusCode).toBe(400);
      }
    });

    it("takes exactly 7 of 50 simultaneous bets when credits cover 7, and 1 of 20 on one match", async () => {
      const { app, database } = ctx();
      const player = await signUp(app);
      const stake = 1_400; // 7 × 1,400 = 9,800 ≤ 10,000 < 8 × 1,400
      const responses = await Promise.all(
        upcoming.slice(2, 52).map((m) => bet(player.cookie, { matchId: m.id, aiSelected: "ChatGPT", stake })),
      );
      expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(7);
      expect(responses.filter((r) => r.statusCode === 400).every((r) => r.json().message === "Insufficient credits")).toBe(true);
      expect((await me(player.cookie)).credits).toBe(10_000 - 7 * stake);

      const second = await signUp(app);
      const same = await Promise.all(
        Array.from({ length: 20 }, (_, i) => bet(second.cookie, { matchId: upcoming[3]!.id, aiSelected: i % 2 ? "Grok" : "ChatGPT", stake: 100 })),
      );
      expect(same.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(same.filter((r) => r.statusCode === 409)).toHaveLength(19);
      expect((await me(second.cookie)).credits).toBe(9_900);
      const rows = await database.db.select().from(bets).where(eq(bets.userId, second.user.id));
      expect(rows).toHaveLength(1);
    });

    it("settles once: winners paid floor(1.8×), streak and XP up; losers reset; re-running changes nothing", async () => {
      const { app, database } = ctx();
      const match = disagreeing(0);
      const [chat, grok] = [match.predictions.find((p) => p.aiName === "ChatGPT")!, match.predictions.find((p) => p.aiName === "Grok")!];
      const winner = await signUp(app);
      const loser = await signUp(app);
      expect((await bet(winner.cookie, { matchId: match.id, aiSelected: "ChatGPT", stake: 333 })).statusCode).toBe(201);
      expect((await bet(loser.cookie, { matchId: match.id, aiSelected: "Grok", stake: 500 })).statusCode).toBe(201);
      // The actual score is El Divino's exact pick: 10 points against at most 5.
      const outcome = await settleMatch(database.db, match.id, { status: "completed", score: parseScore(chat.predictedScore)! });
      expect(outcome).toEqual({ settled: true, duel: { winner: "ChatGPT", by: "points" } });
      expect(grok.predictedScore).not.toBe(chat.predictedScore);
      expect(await me(winner.cookie)).toMatchObject({ credits: 10_000 - 333 + 599, streak: 1, xp: 1 });
      expect(await me(loser.cookie)).toMatchObject({ credits: 9_500, streak: 0, xp: 0 });
      const [won] = (await app.inject({ url: "/api/bets/history", headers: { cookie: winner.cookie } })).json();
      expect(won).toMatchObject({ outcome: "won", payout: 599 });
      const [lost] = (await app.inject({ url: "/api/bets/history", headers: { cookie: loser.cookie } })).json();
      expect(lost).toMatchObject({ outcome: "lost", payout: 0 });

      expect(await settleMatch(database.db, match.id, { status: "completed", score: { home: 0, away: 9 } })).toEqual({ settled: false, duel: { winner: "void" } });
      await app.game.sync.runOnce();
      expect((await me(winner.cookie)).credits).toBe(10_266);
      const payouts = await database.db.select().from(creditLedger).where(eq(creditLedger.userId, winner.user.id));
      expect(payouts.filter((r) => r.reason === "bet_payout")).toHaveLength(1);
    });

    it("decides equal points by the sealed forecasts; refunds an exact tie and a cancelled match, streak unchanged", async () => {
      const { app, database } = ctx();
      const player = await signUp(app);
      // Build a streak of 1 first.
      const first = disagreeing(1);
      const chat = first.predictions.find((p) => p.aiName === "ChatGPT")!;
      await bet(player.cookie, { matchId: first.id, aiSelected: "ChatGPT", stake: 100 });
      await settleMatch(database.db, first.id, { status: "completed", score: parseScore(chat.predictedScore)! });
      expect((await me(player.cookie)).streak).toBe(1);

      /** A final score on which both picks earn the same points (tried up to 6-6). */
      const equalPointsScore = (match: Match) => {
        const [a, b] = match.predictions.map((p) => parseScore(p.predictedScore)!);
        for (let h = 0; h <= 6; h++) for (let w = 0; w <= 6; w++) if (scorePrediction(a!, { home: h, away: w }) === scorePrediction(b!, { home: h, away: w })) return { home: h, away: w };
        throw new Error("no equal-points score");
      };
      const gridsOf = async (matchId: number) => {
        const rows = await database.db.select().from(predictions).where(eq(predictions.matchId, matchId));
        return Object.fromEntries(rows.map((r) => [r.aiName, r.scoreGrid!])) as Record<AiName, number[]>;
      };

      // Equal points: the forecast that gave the final score the higher chance wins the duel.
      const tieMatch = disagreeing(2);
      const tieScore = equalPointsScore(tieMatch);
      const grids = await gridsOf(tieMatch.id);
      const [divinoChance, eternoChance] = [chanceOf(grids.ChatGPT, tieScore), chanceOf(grids.Grok, tieScore)];
      expect(divinoChance).not.toBe(eternoChance);
      const clearer: AiName = divinoChance > eternoChance ? "ChatGPT" : "Grok";
      await bet(player.cookie, { matchId: tieMatch.id, aiSelected: clearer, stake: 1_000 });
      expect(await settleMatch(database.db, tieMatch.id, { status: "completed", score: tieScore })).toEqual({ settled: true, duel: { winner: clearer, by: "tiebreak" } });
      const [settled] = await database.db.select().from(matches).where(eq(matches.id, tieMatch.id));
      expect(settled).toMatchObject({ duelWinner: clearer, duelDecidedBy: "tiebreak" });
      expect(await me(player.cookie)).toMatchObject({ credits: 10_000 - 100 + 180 - 1_000 + 1_800, streak: 2, xp: 2 });

      // Equal points and exactly equal chances: nobody saw clearer, every stake comes back.
      const exactTie = disagreeing(4);
      const exactScore = equalPointsScore(exactTie);
      const same = await gridsOf(exactTie.id);
      await database.db.update(predictions).set({ scoreGrid: same.ChatGPT }).where(eq(predictions.matchId, exactTie.id));
      await bet(player.cookie, { matchId: exactTie.id, aiSelected: "Grok", stake: 1_000 });
      expect(await settleMatch(database.db, exactTie.id, { status: "completed", score: exactScore })).toEqual({ settled: true, duel: { winner: "void" } });

      const cancelled = disagreeing(3);
      await bet(player.cookie, { matchId: cancelled.id, aiSelected: "ChatGPT", stake: 2_000 });
      expect(await settleMatch(database.db, cancelled.id, { status: "cancelled" })).toEqual({ settled: true, duel: { winner: "void" } });
      expect(await me(player.cookie)).toMatchObject({ credits: 10_880, streak: 2, xp: 2 });
      const history = (await app.inject({ url: "/api/bets/history", headers: { cookie: player.cookie } })).json();
      expect(history.filter((h: { outcome: string }) => h.outcome === "void").map((h: { payout: number }) => h.payout).sort()).toEqual([1000, 2000]);
    });

    it("pays the referrer ₡2,000 on the friend's first bet, once", async () => {
      const { app } = ctx();
      const referrer = await signUp(app);
      const friend = await signUp(app, { referralCode: referrer.user.referralCode });
      expect((await me(referrer.cookie)).credits).toBe(15_000);
      await bet(friend.cookie, { matchId: upcoming[52]!.id, aiSelected: "Grok", stake: 100 });
      await bet(friend.cookie, { matchId: upcoming[53]!.id, aiSelected: "Grok", stake: 100 });
      expect(await me(referrer.cookie)).toMatchObject({ credits: 17_000, referralEarnings: 7_000 });
    });

    it("pays the first-bet bonus only from a real stake: a ₡1 first bet leaves it for the next bet of ₡100", async () => {
      const { app } = ctx();
      const referrer = await signUp(app);
      const friend = await signUp(app, { referralCode: referrer.user.referralCode });
      expect((await bet(friend.cookie, { matchId: upcoming[50]!.id, aiSelected: "Grok", stake: 1 })).statusCode).toBe(201);
      expect((await bet(friend.cookie, { matchId: upcoming[51]!.id, aiSelected: "Grok", stake: 99 })).statusCode).toBe(201);
      expect(await me(referrer.cookie)).toMatchObject({ credits: 15_000, referralEarnings: 5_000 });
      expect((await bet(friend.cookie, { matchId: upcoming[52]!.id, aiSelected: "Grok", stake: 100 })).statusCode).toBe(201);
      expect(await me(referrer.cookie)).toMatchObject({ credits: 17_000, referralEarnings: 7_000 });
    });

    it("sums the platform stats the /stats page shows from the bets themselves", async () => {
      const { app, database } = ctx();
      const player = await signUp(app);
      const get = async (url: string) => (await app.inject({ url, headers: { cookie: player.cookie } })).json();
      const [users, matchesStats, betsStats] = [await get("/api/stats/users"), await get("/api/stats/matches"), await get("/api/stats/bets")];
      const [row] = (
        (await database.db.execute(sql`select count(*)::int as n, sum(stake)::int as staked, coalesce(sum(payout), 0)::int as paid,
          count(*) filter (where outcome is null)::int as pending from ${bets}`)) as unknown as {
          rows: Array<{ n: number; staked: number; paid: number; pending: number }>;
        }
      ).rows;
      expect(betsStats).toMatchObject({ totalBets: row!.n, totalWagered: row!.staked, totalPaidOut: row!.paid, pending: row!.pending });
      expect(betsStats.backers.ChatGPT + betsStats.backers.Grok).toBe(row!.n);
      expect(users.totalUsers).toBeGreaterThan(5);
      expect(users.topWinners.length).toBeGreaterThan(0);
      expect(users.topWinners.length).toBeLessThanOrEqual(3);
      expect(users.topWinners[0].netProfit).toBeGreaterThan(0);
      expect(users.topLosers.every((l: { netProfit: number }) => l.netProfit < 0)).toBe(true);
      expect(JSON.stringify(users)).not.toContain("@");
      expect(matchesStats.recentCompleted).toHaveLength(5);
      expect(matchesStats.upcoming + matchesStats.live + matchesStats.completed).toBeLessThanOrEqual(matchesStats.total);
      expect(matchesStats.completed).toBeGreaterThanOrEqual(5);
      for (const url of ["/api/stats/users", "/api/stats/matches", "/api/stats/bets"]) {
        expect((await app.inject({ url })).statusCode).toBe(401);
      }
    });

    it("ranks the player leaderboard by XP then credits", async () => {
      const { app, database } = ctx();
      const player = await signUp(app);
      const board = (await app.inject({ url: "/api/leaderboard/players", headers: { cookie: player.cookie } })).json();
      expect(Object.keys(board[0]).sort()).toEqual(["credits", "id", "streak", "username", "xp"]);
      for (let i = 1; i < board.length; i++) {
        const [prev, cur] = [board[i - 1], board[i]];
        expect(prev.xp > cur.xp || (prev.xp === cur.xp && prev.credits >= cur.credits)).toBe(true);
      }
      const [row] = (await database.db.execute(sql`select count(*)::int as n from ${users}`) as unknown as { rows: Array<{ n: number }> }).rows;
      expect(board).toHaveLength(Math.min(row!.n, 100));
      expect((await app.inject({ url: "/api/leaderboard/players" })).statusCode).toBe(401);
    });
  },
  { env: { SIM_SPEED: "60", SIM_SEED: "5" } },
);
