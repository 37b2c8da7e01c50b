import { sql } from "drizzle-orm";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import type { Match } from "../../shared/api/matches";
import type { Prophets } from "../../shared/api/picks";
import { PROPHETS_SHOWN } from "../../shared/pick-rules";
import { parseScore } from "../../shared/scoring";
import { periodStartOf } from "../../shared/season";
import { queryRows } from "../platform/db/client";
import { settleMatch } from "../game/settlement.service";
import { BETTING_ENV, BETTING_START, upcomingMatches } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";

// A fresh database of its own: the Prophets table ranks every player of the game.
describeEachDatabase(
  "the Prophets table",
  (ctx) => {
    let sorted: Match[] = [];
    beforeAll(async () => {
      sorted = (await upcomingMatches(ctx().app)).sort((a, b) => Date.parse(a.matchDate) - Date.parse(b.matchDate) || a.id - b.id);
    });
    afterEach(() => vi.setSystemTime(BETTING_START));

    const get = (cookie: string | undefined, query: string) =>
      ctx().app.inject({ url: `/api/picks/prophets${query}`, headers: cookie ? { cookie } : {} });
    const table = async (cookie: string, period: string): Promise<Prophets> => {
      const reply = await get(cookie, `?period=${period}`);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json();
    };
    const pick = async (cookie: string, match: Match, score: string) => {
      const { home, away } = parseScore(score)!;
      const reply = await ctx().app.inject({
        method: "PUT",
        url: "/api/picks",
        headers: { cookie },
        payload: { picks: [{ matchId: match.id, home, away }] },
      });
      expect(reply.json().saved).toHaveLength(1);
    };

    it("ranks every player by pick points, exact hits breaking ties, by week, month and season, with the guests where they would stand", async () => {
      const { app, database } = ctx();
      const [ann, bob, cat, dan, eve, fay, gus] = [
        await signUp(app),
        await signUp(app),
        await signUp(app),
        await signUp(app),
        await signUp(app),
        await signUp(app),
        await signUp(app),
      ];
      const [first, second] = [sorted[20]!, sorted[21]!];
      expect(periodStartOf("week", new Date(first.matchDate))).toEqual(periodStartOf("week", new Date(second.matchDate)));
      // first ends 2-1, second 0-0. ann: exact + miss (10, 1 exact); bob: outcome twice (10, none);
      // cat and gus: exact twice (20, 2); dan: outcome + exact (15, 1); fay: a miss (0, from one
      // scored pick); eve picks nothing and is not ranked.
      for (const [player, a, b] of [
        [ann, "2-1", "1-0"],
        [bob, "3-1", "1-1"],
        [cat, "2-1", "0-0"],
        [dan, "1-0", "0-0"],
        [gus, "2-1", "0-0"],
      ] as const) {
        await pick(player.cookie, first, a);
        await pick(player.cookie, second, b);
      }
      await pick(fay.cookie, first, "0-5");
      vi.setSystemTime(new Date(Date.parse(second.matchDate) + 3 * 3_600_000));
      await settleMatch(database.db, first.id, { status: "completed", score: { home: 2, away: 1 } });
      await settleMatch(database.db, second.id, { status: "completed", score: { home: 0, away: 0 } });

      const week = await table(bob.cookie, "week");
      const id = (p: typeof ann) => p.user.id;
      expect(week.rows.map((r) => [r.userId, r.rank, r.points, r.exact, r.picks])).toEqual([
        [Math.min(id(cat), id(gus)), 1, 20, 2, 2],
        [Math.max(id(cat), id(gus)), 1, 20, 2, 2],
        [id(dan), 3, 15, 1, 2],
        [id(ann), 4, 10, 1, 2],
        [id(bob), 5, 10, 0, 2],
        [id(fay), 6, 0, 0, 1],
      ]);
      expect(week).toMatchObject({ period: "week", players: 6, from: periodStartOf("week", new Date()).toISOString() });
      expect(week.rows.filter((r) => r.isYou).map((r) => r.userId)).toEqual([id(bob)]);
      expect(week.you).toMatchObject({ userId: id(bob), rank: 5, points: 10, isYou: true });
      expect(week.rows[0]!.username).toMatch(/^p/);
      expect((await table(eve.cookie, "week")).you).toBeNull();

      // The guests: scored on the two matches a player picked (not on the other finished matches),
      // placed where they would stand among the players.
      expect(week.guests.map((g) => g.name).sort()).toEqual(["ChatGPT", "Crowd", "Grok"]);
      for (const guest of week.guests) {
        const [own] = await queryRows<{ points: number; exact: number }>(
          database.db,
          sql`select coalesce(sum(points), 0)::int as points, (count(*) filter (where points = 10))::int as exact
              from predictions where ai_name = ${guest.name} and match_id in (${first.id}, ${second.id})`,
        );
        expect([guest.points, guest.exact]).toEqual([Number(own!.points), Number(own!.exact)]);
        const ahead = week.rows.filter((r) => r.points > guest.points || (r.points === guest.points && r.exact > guest.exact)).length;
        expect(guest.wouldRank).toBe(ahead + 1);
      }
      expect(week.guests.find((g) => g.name === "Crowd")).toMatchObject({ picks: 2 });
      // In the order they stand: guests ahead of the same players by their own points and exact hits.
      const order = (g: Prophets["guests"][number]) => [g.wouldRank, -g.points, -g.exact];
      expect(week.guests.map(order)).toEqual(week.guests.map(order).sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!));

      // The month and the season hold the same matches; next Monday the week starts empty.
      for (const period of ["month", "season"]) {
        expect((await table(bob.cookie, period)).rows.map((r) => [r.userId, r.rank])).toEqual(week.rows.map((r) => [r.userId, r.rank]));
      }
      const kickOff = new Date(first.matchDate);
      const nextMonday = new Date(periodStartOf("week", kickOff).getTime() + 7 * 86_400_000);
      vi.setSystemTime(nextMonday);
      const nextWeek = await table(bob.cookie, "week");
      expect(nextWeek).toMatchObject({ from: nextMonday.toISOString(), players: 0, rows: [], you: null });
      expect(nextWeek.guests.every((g) => g.points === 0 && g.picks === 0 && g.wouldRank === 1)).toBe(true);
      expect((await table(bob.cookie, "season")).players).toBe(6);

      // Past the top: sixty players above everyone, each a point apart. The table shows the top
      // fifty; the caller's own line follows with its true rank.
      const seasonStart = periodStartOf("season", nextMonday).toISOString();
      await database.db.execute(sql`insert into users (username, email, credits, referral_code)
        select 'seer' || g, 'seer' || g || '@example.com', 0, 'PROPHET-S' || lpad(g::text, 5, '0') from generate_series(1, 60) g`);
      await database.db.execute(sql`insert into player_period_totals (user_id, period, period_start, points, exact, picks)
        select id, 'season', ${seasonStart}::timestamptz, 20 + row_number() over (order by id), 0, 4 from users where username like 'seer%'`);
      const season = await table(bob.cookie, "season");
      expect(season.players).toBe(66);
      expect(season.rows).toHaveLength(PROPHETS_SHOWN);
      expect(season.rows.map((r) => r.rank)).toEqual(Array.from({ length: PROPHETS_SHOWN }, (_, i) => i + 1));
      expect(season.rows[0]).toMatchObject({ username: "seer60", points: 80, isYou: false });
      expect(season.rows.some((r) => r.isYou)).toBe(false);
      // bob: behind the sixty, cat and gus (20, 2 exact), dan and ann.
      expect(season.you).toMatchObject({ userId: id(bob), rank: 65, points: 10, exact: 0, isYou: true });
      expect((await table(cat.cookie, "season")).you).toMatchObject({ rank: 61, points: 20 });
      // The week is untouched by the season's rows.
      expect((await table(bob.cookie, "week")).players).toBe(0);
    });

    it("counts the caller's own picks waiting for a result in the period: not yet played, live or postponed, never cancelled", async () => {
      const { app, database } = ctx();
      const [ann, bob] = [await signUp(app), await signUp(app)];
      const [a, b, c, d, e] = [sorted[30]!, sorted[31]!, sorted[32]!, sorted[33]!, sorted[34]!];
      expect(new Set([a, b, c, d, e].map((m) => periodStartOf("week", new Date(m.matchDate)).getTime())).size).toBe(1);
      for (const match of [a, b, c, d]) await pick(ann.cookie, match, "1-1");
      await pick(bob.cookie, e, "2-0");
      expect(await table(ann.cookie, "week")).toMatchObject({ you: null, waiting: 4 });
      expect(await table(bob.cookie, "week")).toMatchObject({ you: null, waiting: 1 });
      const eve = await signUp(app);
      expect(await table(eve.cookie, "week")).toMatchObject({ you: null, waiting: 0 });

      // Live and postponed picks still wait; a cancelled match's pick is never scored, so it waits for nothing.
      await database.db.execute(sql`update matches set status = 'live' where id = ${a.id}`);
      await database.db.execute(sql`update matches set status = 'postponed' where id = ${d.id}`);
      await settleMatch(database.db, c.id, { status: "cancelled" });
      expect(await table(ann.cookie, "week")).toMatchObject({ you: null, waiting: 3 });

      // Scored, a pick stops waiting and the caller has a line of their own.
      vi.setSystemTime(new Date(Date.parse(b.matchDate) + 3 * 3_600_000));
      await settleMatch(database.db, a.id, { status: "completed", score: { home: 1, away: 1 } });
      const week = await table(ann.cookie, "week");
      expect(week.waiting).toBe(2);
      expect(week.you).toMatchObject({ userId: ann.user.id, points: 10, exact: 1, picks: 1 });
      expect((await table(ann.cookie, "month")).waiting).toBe(2);

      // The week after, this week's open picks belong to the week before; the month and season still count them.
      const nextMonday = new Date(periodStartOf("week", new Date(a.matchDate)).getTime() + 7 * 86_400_000);
      vi.setSystemTime(nextMonday);
      expect(await table(ann.cookie, "week")).toMatchObject({ you: null, waiting: 0 });
      expect((await table(ann.cookie, "season")).waiting).toBe(2);
    });

    it("asks for a known period and a signed-in caller", async () => {
      const { cookie } = await signUp(ctx().app);
      expect((await get(undefined, "?period=week")).statusCode).toBe(401);
      for (const query of ["?period=year", "?period=", "?period=WEEK", "?period=week&period=month", "?period=week&sort=name"]) {
        const reply = await get(cookie, query);
        expect(reply.statusCode, `${query} → ${reply.body}`).toBe(400);
        expect(reply.json().message).toEqual(expect.any(String));
      }
      expect((await get(cookie, "?period=year")).json().message).toBe("Invalid period: period must be week, month or season");
      // No period: this week.
      expect((await get(cookie, "")).json()).toMatchObject({ period: "week" });
    });
  },
  { env: BETTING_ENV, app: { clock: "process" } },
);
