import { sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import type { LeagueSummary, LeagueTable } from "../../shared/api/leagues";
import { periodEndOf, periodStartOf } from "../../shared/season";
import { settleMatch } from "../game/settlement.service";
import { arenaStory, BETTING_ENV, BETTING_START } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";

const WEEK_MS = 7 * 86_400_000;

// A league's earlier tables through GET /api/leagues/:id/table?back=N (docs/rules.md#leagues): each past week, month
// and season counted as it stood at its end, back to the period the league was made in; and bad input.
describeEachDatabase(
  "a league's earlier tables",
  (ctx) => {
    const arena = arenaStory(ctx);
    const { call, pick } = arena;
    const table = async (cookie: string, id: number, period: string, back: number): Promise<LeagueTable> => {
      const reply = await call(cookie, `/api/leagues/${id}/table?period=${period}&back=${back}`);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json();
    };
    /** Each member as "points exact", by name order of the table's ranks. */
    const standings = (t: LeagueTable, names: Record<number, string>) => t.rows.map((r) => `${names[r.userId]} ${r.points}`);

    it("keeps every week since the league was made, each with its own matches, and nothing before it", async () => {
      const { app, database } = ctx();
      const [ann, bob] = [await signUp(app), await signUp(app)];
      const names = { [ann.user.id]: "ann", [bob.user.id]: "bob" };
      const league: LeagueSummary = (await call(ann.cookie, "/api/leagues", "POST", { name: "Time Travellers" })).json();
      await call(bob.cookie, "/api/leagues/join", "POST", { code: league.inviteCode });
      // Made now by the test's clock (PostgreSQL's own clock is the real one).
      await database.db.execute(sql`update leagues set created_at = ${BETTING_START.toISOString()}::timestamptz where id = ${league.id}`);
      const [first, second] = [arena.upcoming[0]!, arena.upcoming[1]!];
      // The second match is moved a week on: each of the two weeks holds one.
      const later = new Date(Date.parse(first.matchDate) + WEEK_MS);
      await database.db.execute(sql`update matches set match_date = ${later.toISOString()}::timestamptz where id = ${second.id}`);
      await pick(ann.cookie, first, "2-1");
      await pick(bob.cookie, first, "1-0");
      await pick(ann.cookie, second, "0-0");
      vi.setSystemTime(new Date(Date.parse(first.matchDate) + 3 * 3_600_000));
      await settleMatch(database.db, first.id, { status: "completed", score: { home: 2, away: 1 } });
      vi.setSystemTime(new Date(later.getTime() + 3 * 3_600_000));
      await settleMatch(database.db, second.id, { status: "completed", score: { home: 0, away: 0 } });

      // Two weeks after the second match's week: this week's table is empty, the earlier ones are as they ended.
      const now = new Date(later.getTime() + 2 * WEEK_MS);
      vi.setSystemTime(now);
      const weeksBack = (at: Date) => Math.round((periodStartOf("week", now).getTime() - periodStartOf("week", at).getTime()) / WEEK_MS);
      const made = weeksBack(BETTING_START);
      const [firstBack, secondBack] = [weeksBack(new Date(first.matchDate)), weeksBack(later)];
      expect(secondBack).toBe(firstBack - 1);

      const current = await table(bob.cookie, league.id, "week", 0);
      expect([current.back, current.from, current.earlier]).toEqual([0, periodStartOf("week", now).toISOString(), true]);
      expect(standings(current, names)).toEqual(["ann 0", "bob 0"]);

      const firstWeek = await table(bob.cookie, league.id, "week", firstBack);
      expect(standings(firstWeek, names)).toEqual(["ann 10", "bob 5"]);
      expect([firstWeek.back, firstWeek.from, firstWeek.until]).toEqual([
        firstBack,
        periodStartOf("week", new Date(first.matchDate)).toISOString(),
        periodEndOf("week", new Date(first.matchDate)).toISOString(),
      ]);
      // The guests are scored on that week's match alone, not the later one.
      expect(firstWeek.guests.find((g) => g.name === "Crowd")!.picks + firstWeek.guests.find((g) => g.name === "ChatGPT")!.picks).toBeLessThanOrEqual(
        2,
      );
      expect(firstWeek.guests.find((g) => g.name === "ChatGPT")!.picks).toBe(1);

      const secondWeek = await table(bob.cookie, league.id, "week", secondBack);
      expect(standings(secondWeek, names)).toEqual(["ann 10", "bob 0"]);
      expect(secondWeek.guests.find((g) => g.name === "ChatGPT")!.picks).toBe(1);

      // The week the league was made in is the first it has: no earlier one.
      expect((await table(bob.cookie, league.id, "week", made)).earlier).toBe(false);
      const before = await call(bob.cookie, `/api/leagues/${league.id}/table?period=week&back=${made + 1}`);
      expect([before.statusCode, before.json().message]).toEqual([404, "This league's tables start in the period it was made"]);
      // The season it was made in is the current one.
      const season = await table(bob.cookie, league.id, "season", 0);
      expect([season.earlier, standings(season, names)]).toEqual([false, ["ann 20", "bob 5"]]);
      expect((await call(bob.cookie, `/api/leagues/${league.id}/table?period=season&back=1`)).statusCode).toBe(404);
    });

    it("refuses bad input with a clear message and changes nothing", async () => {
      const { app } = ctx();
      const [owner, stranger] = [await signUp(app), await signUp(app)];
      const league: LeagueSummary = (await call(owner.cookie, "/api/leagues", "POST", { name: "Bad Backs" })).json();
      const url = (back: string) => `/api/leagues/${league.id}/table?period=week&back=${back}`;
      for (const [cookie, target, status] of [
        [owner.cookie, url("-1"), 400],
        [owner.cookie, url("abc"), 400],
        [owner.cookie, url("1.5"), 400],
        [owner.cookie, url("521"), 400],
        [owner.cookie, url("99999999999999999999"), 400],
        [owner.cookie, url("1"), 404],
        [stranger.cookie, url("0"), 403],
        [undefined, url("0"), 401],
      ] as const) {
        const reply = await call(cookie, target);
        expect(reply.statusCode, target).toBe(status);
        expect(typeof reply.json().message, target).toBe("string");
      }
      expect((await call(owner.cookie, url("-1"))).json().message).toMatch(/back must be a whole number of periods from 0 to 520/);
    });
  },
  { env: BETTING_ENV, app: { clock: "process" } },
);
