import { sql } from "drizzle-orm";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import type { Match } from "../../shared/api/matches";
import type { OpenPicks, PlayerPick, WeekJoker } from "../../shared/api/picks";
import { periodStartOf } from "../../shared/season";
import { queryRows } from "../platform/db/client";
import { settleMatch } from "../game/settlement.service";
import { BETTING_ENV, BETTING_START, upcomingMatches } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";

// The joker (docs/rules.md#joker) through PUT and DELETE /api/matches/:id/joker: on a pick only, one a week, moved
// until the kick-off of the match it is on and locked there, doubling the pick's points where they are summed.
describeEachDatabase(
  "the week's joker",
  (ctx) => {
    let upcoming: Match[] = [];
    beforeAll(async () => {
      upcoming = await upcomingMatches(ctx().app);
    });
    afterEach(() => vi.setSystemTime(BETTING_START));

    const call = (cookie: string | undefined, method: "GET" | "PUT" | "DELETE", url: string, payload?: object) =>
      ctx().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
    const pick = async (cookie: string, match: Match, home: number, away: number) =>
      expect((await call(cookie, "PUT", `/api/matches/${match.id}/pick`, { home, away })).statusCode).toBe(200);
    const mine = async (cookie: string, match: Match): Promise<PlayerPick> => (await call(cookie, "GET", `/api/matches/${match.id}/pick`)).json();
    const jokerRows = (userId: number) =>
      queryRows<{ match_id: number; joker_week: Date | string }>(
        ctx().database.db,
        sql`select match_id, joker_week from match_picks where user_id = ${userId} and joker_week is not null order by match_id`,
      );
    // Matches of BETTING_START's week, in kick-off order.
    const thisWeek = () => {
      const monday = periodStartOf("week", BETTING_START).getTime();
      return upcoming
        .filter((m) => periodStartOf("week", new Date(m.matchDate)).getTime() === monday)
        .sort((a, b) => Date.parse(a.matchDate) - Date.parse(b.matchDate));
    };

    it("goes on a pick only, moves to another open pick of the week, and locks at the kick-off of the match it is on", async () => {
      const player = await signUp(ctx().app);
      const week = thisWeek();
      const [first, second, third] = [week[0]!, week[4]!, week[8]!];
      expect(Date.parse(first.matchDate)).toBeLessThan(Date.parse(second.matchDate));

      const noPick = await call(player.cookie, "PUT", `/api/matches/${first.id}/joker`);
      expect(noPick.statusCode).toBe(409);
      expect(noPick.json().message).toBe("Pick a score first: the joker doubles a pick");
      for (const m of [first, second, third]) await pick(player.cookie, m, 1, 1);

      const put = await call(player.cookie, "PUT", `/api/matches/${first.id}/joker`);
      expect(put.statusCode, put.body).toBe(200);
      const monday = periodStartOf("week", new Date(first.matchDate)).toISOString();
      expect(put.json()).toEqual({ weekStart: monday, matchId: first.id, locked: false } satisfies WeekJoker);
      expect((await mine(player.cookie, first)).joker).toBe(true);
      // Changing the pick's score keeps the joker on it.
      await pick(player.cookie, first, 2, 1);
      expect(await mine(player.cookie, first)).toMatchObject({ home: 2, away: 1, joker: true });

      // Moved: one joker a week, now on the second.
      expect((await call(player.cookie, "PUT", `/api/matches/${second.id}/joker`)).statusCode).toBe(200);
      expect((await jokerRows(player.user.id)).map((r) => Number(r.match_id))).toEqual([second.id]);
      expect((await mine(player.cookie, first)).joker).toBe(false);
      const sheet: OpenPicks = (await call(player.cookie, "GET", "/api/picks/open")).json();
      expect(sheet.jokers).toEqual([{ weekStart: monday, matchId: second.id, locked: false }]);
      expect(sheet.matches.find((m) => m.matchId === second.id)?.pick?.joker).toBe(true);

      // The second kicks off: the joker is locked there, for moving and for taking off.
      vi.setSystemTime(new Date(Date.parse(second.matchDate) + 1_000));
      const locked = await call(player.cookie, "PUT", `/api/matches/${third.id}/joker`);
      expect(locked.statusCode).toBe(409);
      expect(locked.json().message).toBe(`This week's joker is locked on ${second.homeTeam} v ${second.awayTeam} since its kick-off`);
      expect((await call(player.cookie, "DELETE", `/api/matches/${second.id}/joker`)).statusCode).toBe(409);
      expect((await call(player.cookie, "GET", "/api/picks/open")).json().jokers).toEqual([{ weekStart: monday, matchId: second.id, locked: true }]);
      expect((await jokerRows(player.user.id)).map((r) => Number(r.match_id))).toEqual([second.id]);

      // Every match has kicked off, still in that week: the sheet has no match and still carries the joker, which
      // rides on the open matches' read (pick-sheet.service.ts).
      const [{ last }] = (await queryRows<{ last: Date | string }>(ctx().database.db, sql`select max(match_date) as last from matches`)) as [
        { last: Date | string },
      ];
      const allKickedOff = new Date(Date.parse(new Date(last).toISOString()) + 1_000);
      expect(periodStartOf("week", allKickedOff).toISOString()).toBe(monday);
      vi.setSystemTime(allKickedOff);
      expect((await call(player.cookie, "GET", "/api/picks/open")).json()).toEqual({
        total: 0,
        matches: [],
        jokers: [{ weekStart: monday, matchId: second.id, locked: true }],
      } satisfies OpenPicks);
    });

    it("comes off before kick-off, goes with a pick taken back, and is counted twice where points are summed", async () => {
      const { app, database } = ctx();
      const player = await signUp(app);
      const week = thisWeek();
      const [a, b] = [week[1]!, week[5]!];
      await pick(player.cookie, a, 2, 0);
      await pick(player.cookie, b, 0, 0);
      expect((await call(player.cookie, "PUT", `/api/matches/${b.id}/joker`)).statusCode).toBe(200);
      expect((await call(player.cookie, "DELETE", `/api/matches/${b.id}/joker`)).statusCode).toBe(204);
      expect((await mine(player.cookie, b)).joker).toBe(false);
      // Where it is not, taking it off changes nothing.
      expect((await call(player.cookie, "DELETE", `/api/matches/${b.id}/joker`)).statusCode).toBe(204);
      expect((await call(player.cookie, "PUT", `/api/matches/${b.id}/joker`)).statusCode).toBe(200);
      expect((await call(player.cookie, "DELETE", `/api/matches/${b.id}/pick`)).statusCode).toBe(204);
      expect(await jokerRows(player.user.id)).toEqual([]);

      // On a: exact (10) doubled to 20 in the week's total, the season's sums and the bell; the pick keeps its 10.
      expect((await call(player.cookie, "PUT", `/api/matches/${a.id}/joker`)).statusCode).toBe(200);
      await settleMatch(database.db, a.id, { status: "completed", score: { home: 2, away: 0 } });
      expect(await mine(player.cookie, a)).toMatchObject({ points: 10, joker: true });
      const [week1] = await queryRows<{ points: number; joker_points: number; exact: number }>(
        database.db,
        sql`select points, joker_points, exact from player_period_totals where user_id = ${player.user.id} and period = 'week'`,
      );
      expect(week1).toEqual({ points: 20, joker_points: 10, exact: 1 });
      const summary = (await call(player.cookie, "GET", "/api/picks/summary")).json();
      expect(summary).toMatchObject({ points: 20, exact: 1, pointsPerMatch: 20 });
      expect(summary.versus.you).toBe(10);
      // The Prophets table counts it twice and says how much the joker added, for its "×2".
      const prophets = (await call(player.cookie, "GET", "/api/picks/prophets?period=week")).json();
      expect(prophets.you).toMatchObject({ points: 20, jokerPoints: 10, exact: 1 });
      expect(prophets.rows.find((r: { userId: number }) => r.userId === player.user.id)).toMatchObject({ jokerPoints: 10 });
      const [told] = await queryRows<{ amount: number }>(
        database.db,
        sql`select amount from notifications where user_id = ${player.user.id} and kind = 'pick_scored'`,
      );
      expect(Number(told!.amount)).toBe(20);
    });

    it("holds one joker a week when two moves race", async () => {
      const player = await signUp(ctx().app);
      const week = thisWeek();
      const [a, b] = [week[2]!, week[6]!];
      await pick(player.cookie, a, 1, 0);
      await pick(player.cookie, b, 0, 1);
      const replies = await Promise.all([a, b].map((m) => call(player.cookie, "PUT", `/api/matches/${m.id}/joker`)));
      expect(replies.map((r) => r.statusCode).sort()).toEqual(expect.arrayContaining([200]));
      for (const reply of replies) expect([200, 409]).toContain(reply.statusCode);
      expect(await jokerRows(player.user.id)).toHaveLength(1);
    });

    it("refuses bad input, unknown and closed matches with a clear message, and changes nothing", async () => {
      const [player, other] = [await signUp(ctx().app), await signUp(ctx().app)];
      const match = thisWeek()[3]!;
      await pick(other.cookie, match, 3, 3);
      expect((await call(other.cookie, "PUT", `/api/matches/${match.id}/joker`)).statusCode).toBe(200);
      for (const [method, url, status] of [
        ["PUT", "/api/matches/abc/joker", 400],
        ["PUT", "/api/matches/-4/joker", 400],
        ["PUT", "/api/matches/99999999999999/joker", 400],
        ["PUT", "/api/matches/999999/joker", 404],
        ["DELETE", "/api/matches/999999/joker", 404],
        // Another player's pick is not the caller's: the caller has none here.
        ["PUT", `/api/matches/${match.id}/joker`, 409],
      ] as const) {
        const reply = await call(player.cookie, method, url);
        expect(reply.statusCode, `${method} ${url}`).toBe(status);
        expect(typeof reply.json().message).toBe("string");
        expect((await call(undefined, method, url)).statusCode).toBe(401);
      }
      // The other player's joker is untouched by the caller taking "theirs" off.
      expect((await call(player.cookie, "DELETE", `/api/matches/${match.id}/joker`)).statusCode).toBe(204);
      expect((await jokerRows(other.user.id)).map((r) => Number(r.match_id))).toEqual([match.id]);
      expect(await jokerRows(player.user.id)).toEqual([]);
      vi.setSystemTime(new Date(Date.parse(match.matchDate) + 1_000));
      const closed = await call(other.cookie, "PUT", `/api/matches/${match.id}/joker`);
      expect(closed.statusCode).toBe(409);
      expect(closed.json().message).toBe("Picks are locked at kick-off: this match is no longer open");
    });
  },
  { env: BETTING_ENV, app: { clock: "process" } },
);
