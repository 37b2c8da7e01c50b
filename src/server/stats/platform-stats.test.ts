import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { queryRows } from "../platform/db/client";
import { bets } from "../platform/db/schema";
import { BETTING_ENV, placeBet, settledDuel, upcomingMatches } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";

describeEachDatabase(
  "platform stats",
  (ctx) => {
    // A settled match with a winner and a loser, and a pending bet: every figure has something to count.
    beforeAll(async () => {
      const { app } = ctx();
      const upcoming = await upcomingMatches(app);
      await settledDuel(ctx(), upcoming);
      const waiting = await signUp(app);
      await placeBet(app, waiting.cookie, { matchId: upcoming[10]!.id, aiSelected: "Grok", stake: 200 });
      await Promise.all([signUp(app), signUp(app)]);
    });

    it("sums the platform stats the /stats page shows from the bets themselves", async () => {
      const { app, database } = ctx();
      const player = await signUp(app);
      const get = async (url: string) => (await app.inject({ url, headers: { cookie: player.cookie } })).json();
      const [users, matchesStats, betsStats] = [await get("/api/stats/users"), await get("/api/stats/matches"), await get("/api/stats/bets")];
      const [row] = await queryRows<{ n: number; staked: number; paid: number; pending: number }>(
        database.db,
        sql`select count(*)::int as n, sum(stake)::int as staked, coalesce(sum(payout), 0)::int as paid,
          count(*) filter (where outcome is null)::int as pending from ${bets}`,
      );
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
  },
  { env: BETTING_ENV, app: { clock: "process" } },
);
