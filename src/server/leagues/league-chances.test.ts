import { sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import type { LeagueChances, LeagueSummary, LeagueTable } from "../../shared/api/leagues";
import { periodEndOf, periodStartOf } from "../../shared/season";
import { queryRows } from "../platform/db/client";
import { settleMatch } from "../game/settlement.service";
import { arenaStory, BETTING_ENV, BETTING_START } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";

// "Can I still win?" through GET /api/leagues/:id/chances (docs/rules.md#can-i-still-win): the exact "out of the
// running" as the week's matches kick off and a goal goes in, the same figures for every reader, and bad input.
describeEachDatabase(
  "a league's chances of winning the week",
  (ctx) => {
    const arena = arenaStory(ctx);
    const { call, pick } = arena;
    const chances = async (cookie: string, id: number, period = "week"): Promise<LeagueChances> => {
      const reply = await call(cookie, `/api/leagues/${id}/chances?period=${period}`);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json();
    };

    it("marks out of the running exactly by the most still possible, as matches kick off and goals go in", async () => {
      const { app, database } = ctx();
      const [ann, bob, cat] = [await signUp(app), await signUp(app), await signUp(app)];
      const made = await call(ann.cookie, "/api/leagues", "POST", { name: "Still In It" });
      const league: LeagueSummary = made.json();
      for (const p of [bob, cat]) await call(p.cookie, "/api/leagues/join", "POST", { code: league.inviteCode });

      // The week's matches in kick-off order: three to play out now, two left open, the others called off.
      const weekEnd = periodEndOf("week", BETTING_START).getTime();
      const week = arena.upcoming.filter((m) => Date.parse(m.matchDate) < weekEnd).sort((a, b) => Date.parse(a.matchDate) - Date.parse(b.matchDate));
      expect(week.length).toBeGreaterThanOrEqual(5);
      const [one, two, three, last] = [week[0]!, week[1]!, week[2]!, week.at(-1)!];
      // The last but one kicks off a while before the last, so there is a moment with one under way and one still open.
      const lastButOne = week.findLast((m) => Date.parse(m.matchDate) < Date.parse(last.matchDate) - 60_000)!;
      expect([one, two, three]).not.toContain(lastButOne);
      // ann calls all three exactly with her joker on the first (40); bob one exactly (10); cat picks none of them (0).
      for (const m of [one, two, three]) await pick(ann.cookie, m, "1-0");
      expect((await call(ann.cookie, `/api/matches/${one.id}/joker`, "PUT")).statusCode).toBe(200);
      await pick(bob.cookie, one, "1-0");
      await pick(bob.cookie, lastButOne, "1-0");
      for (const m of [one, two, three]) await settleMatch(database.db, m.id, { status: "completed", score: { home: 1, away: 0 } });
      const kept = [one, two, three, lastButOne, last].map((m) => m.id);
      const from = periodStartOf("week", BETTING_START).toISOString();
      const to = new Date(weekEnd).toISOString();
      await database.db.execute(sql`
        update matches set status = 'cancelled', settled_at = now()
        where match_date >= ${from}::timestamptz and match_date < ${to}::timestamptz and settled_at is null
          and id not in ${sql`(${sql.join(kept, sql`, `)})`}`);
      const left = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from matches where match_date >= ${from}::timestamptz and match_date < ${to}::timestamptz and settled_at is null`,
      );
      expect(Number(left[0]!.n)).toBe(2);
      const table = (await call(ann.cookie, `/api/leagues/${league.id}/table?period=week`)).json();
      // The table counts ann's joker twice, and says how much it added.
      expect(table.rows.map((r: LeagueTable["rows"][number]) => [r.userId, r.points, r.exact, r.jokerPoints])).toEqual([
        [ann.user.id, 40, 3, 10],
        [bob.user.id, 10, 1, 0],
        [cat.user.id, 0, 0, 0],
      ]);

      const byName = (figures: LeagueChances) => {
        const of = (p: typeof ann) => figures.members.find((m) => m.userId === p.user.id)!;
        return { ann: of(ann), bob: of(bob), cat: of(cat) };
      };
      // Before either kicks off, a pick can still be made on both: 20 more for anyone, and 10 more for a joker not yet
      // locked (ann's is, on a match played). bob's 10 + 30 reaches ann's 40 (level on points, exact hits may still
      // put him first); cat's 0 + 30 does not.
      const before = await chances(bob.cookie, league.id);
      expect(before.matchesLeft).toBe(2);
      // It names them, so the page reads the figures again on a goal or a result in either.
      expect([...before.matchIds].sort((x, y) => x - y)).toEqual([lastButOne.id, last.id].sort((x, y) => x - y));
      let { ann: a, bob: b, cat: c } = byName(before);
      expect([a.mostStillPossible, b.mostStillPossible, c.mostStillPossible]).toEqual([20, 30, 30]);
      expect([a.outOfRunning, b.outOfRunning, c.outOfRunning]).toEqual([false, false, true]);
      expect(c.chance).toBe(0);
      expect(a.chance + b.chance).toBeCloseTo(1, 9);
      expect(a.chance).toBeGreaterThan(0.9);
      // Everyone who reads one state reads the same figures.
      expect(await chances(ann.cookie, league.id)).toEqual(before);

      // The last but one kicks off at 0-0: bob's 1-0 can still be exact (10), the last is open (10) and his joker can go
      // on it (10); ann has no pick on the one under way, so 10 is her most.
      vi.setSystemTime(new Date(Date.parse(lastButOne.matchDate) + 60_000));
      ({ ann: a, bob: b, cat: c } = byName(await chances(bob.cookie, league.id)));
      expect([a.mostStillPossible, b.mostStillPossible, c.mostStillPossible]).toEqual([10, 30, 20]);
      expect(b.outOfRunning).toBe(false);

      // A second home goal: 1-0 can no longer be exact, only the home win's 5. bob's 10 + 5 + 10 + 10 falls short of 40.
      await database.db.execute(sql`update matches set status = 'live', actual_score = '2-0', minute = 30 where id = ${lastButOne.id}`);
      const afterGoal = await chances(bob.cookie, league.id);
      ({ ann: a, bob: b, cat: c } = byName(afterGoal));
      expect(b.mostStillPossible).toBe(25);
      expect([a.outOfRunning, b.outOfRunning, c.outOfRunning]).toEqual([false, true, true]);
      expect([a.chance, b.chance, c.chance]).toEqual([1, 0, 0]);

      // The month's table is asked the same way; the season's is not a race this answers.
      expect((await chances(cat.cookie, league.id, "month")).period).toBe("month");
    });

    it("refuses bad input and other leagues' members with a clear message, and changes nothing", async () => {
      const { app } = ctx();
      const [owner, stranger] = [await signUp(app), await signUp(app)];
      const league: LeagueSummary = (await call(owner.cookie, "/api/leagues", "POST", { name: "Closed Door" })).json();
      const url = `/api/leagues/${league.id}/chances`;
      for (const [cookie, target, status] of [
        [stranger.cookie, url, 403],
        [undefined, url, 401],
        [owner.cookie, "/api/leagues/999999/chances", 404],
        [owner.cookie, "/api/leagues/abc/chances", 400],
        [owner.cookie, "/api/leagues/99999999999999999999/chances", 400],
        [owner.cookie, `${url}?period=season`, 400],
        [owner.cookie, `${url}?period=year`, 400],
        [owner.cookie, `${url}?period=week&extra=1`, 400],
      ] as const) {
        const reply = await call(cookie, target);
        expect(reply.statusCode, target).toBe(status);
        expect(typeof reply.json().message, target).toBe("string");
      }
      expect((await call(owner.cookie, `${url}?period=season`)).json().message).toBe("Invalid period: period must be week or month");
      // A league of one: its member tops it whatever happens, and is never out.
      const alone = await chances(owner.cookie, league.id);
      expect(alone.members).toEqual([expect.objectContaining({ userId: owner.user.id, outOfRunning: false, chance: 1 })]);
    });
  },
  { env: BETTING_ENV, app: { clock: "process" } },
);
