import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { parseScore } from "../../shared/scoring";
import { users } from "../db/schema";
import { settleMatch } from "../settlement/settlement.service";
import { BETTING_ENV, disagreeing, placeBet, upcomingMatches } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";

describeEachDatabase(
  "player leaderboard",
  (ctx) => {
    // Players apart by XP (a won bet) and by credits (a lost one), and some level with each other.
    beforeAll(async () => {
      const { app, database } = ctx();
      const upcoming = await upcomingMatches(app);
      const match = disagreeing(upcoming, 0);
      const chat = match.predictions.find((p) => p.aiName === "ChatGPT")!;
      const [winner, loser] = [await signUp(app), await signUp(app)];
      await placeBet(app, winner.cookie, { matchId: match.id, aiSelected: "ChatGPT", stake: 400 });
      await placeBet(app, loser.cookie, { matchId: match.id, aiSelected: "Grok", stake: 300 });
      await settleMatch(database.db, match.id, { status: "completed", score: parseScore(chat.predictedScore)! });
      await Promise.all([signUp(app), signUp(app), signUp(app)]);
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
      const [row] = ((await database.db.execute(sql`select count(*)::int as n from ${users}`)) as unknown as { rows: Array<{ n: number }> }).rows;
      expect(board).toHaveLength(Math.min(row!.n, 100));
      expect((await app.inject({ url: "/api/leaderboard/players" })).statusCode).toBe(401);
    });
  },
  { env: BETTING_ENV },
);
