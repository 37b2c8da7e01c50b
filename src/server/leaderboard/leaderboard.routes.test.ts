import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { queryRows } from "../platform/db/client";
import { users } from "../platform/db/schema";
import { BETTING_ENV, settledDuel, upcomingMatches } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";

describeEachDatabase(
  "player leaderboard",
  (ctx) => {
    // Players apart by XP (a won bet) and by credits (a lost one), and some level with each other.
    beforeAll(async () => {
      const { app } = ctx();
      await settledDuel(ctx(), await upcomingMatches(app));
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
      const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from ${users}`);
      expect(board).toHaveLength(Math.min(row!.n, 100));
      expect((await app.inject({ url: "/api/leaderboard/players" })).statusCode).toBe(401);
    });
  },
  { env: BETTING_ENV, app: { clock: "process" } },
);
