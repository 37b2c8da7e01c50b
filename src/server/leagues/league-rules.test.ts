import { sql } from "drizzle-orm";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import type { League, LeagueRulesView, LeagueSummary, LeagueTable } from "../../shared/api/leagues";
import type { Match } from "../../shared/api/matches";
import { parseScore } from "../../shared/scoring";
import { periodStartOf } from "../../shared/season";
import { queryRows } from "../platform/db/client";
import { settleMatch } from "../game/settlement.service";
import { awardProphetBadges } from "./prophet-badges";
import { BETTING_ENV, BETTING_START, upcomingMatches } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";

// A league's rules (docs/rules.md#league-rules) through PUT /api/leagues/:id/rules and the tables: the owner's change
// applies from next Monday, a change back before then takes it back, every week keeps the rules it was counted under.
describeEachDatabase(
  "a league's rules",
  (ctx) => {
    let upcoming: Match[] = [];
    beforeAll(async () => {
      upcoming = await upcomingMatches(ctx().app);
    });
    afterEach(() => vi.setSystemTime(BETTING_START));

    const call = (cookie: string | undefined, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
      ctx().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
    const nextMonday = new Date(periodStartOf("week", BETTING_START).getTime() + 7 * 86_400_000).toISOString();
    const table = async (cookie: string, id: number, period: string): Promise<LeagueTable> =>
      (await call(cookie, "GET", `/api/leagues/${id}/table?period=${period}`)).json();

    it("changes from next week, can be taken back before then, and is refused to members and bad bodies", async () => {
      const [owner, member, stranger] = [await signUp(ctx().app), await signUp(ctx().app), await signUp(ctx().app)];
      const league: LeagueSummary = (await call(owner.cookie, "POST", "/api/leagues", { name: "House Rules" })).json();
      await call(member.cookie, "POST", "/api/leagues/join", { code: league.inviteCode });
      const url = `/api/leagues/${league.id}/rules`;
      const page = async (): Promise<League> => (await call(member.cookie, "GET", `/api/leagues/${league.id}`)).json();
      const all = { jokers: true, oraclePicks: true, competitions: null };
      const first = (await page()).rules;
      expect(first).toMatchObject({ rules: all, next: null, history: [] } satisfies Partial<LeagueRulesView>);
      // The competitions to choose from: those the game has matches of.
      expect(first.competitionList.map((c) => c.id)).toEqual(expect.arrayContaining([...new Set(upcoming.map((m) => m.leagueId))]));

      const changed = await call(owner.cookie, "PUT", url, { jokers: false, oraclePicks: true, competitions: null });
      expect(changed.statusCode, changed.body).toBe(200);
      const waiting = { jokers: false, oraclePicks: true, competitions: null, fromWeek: nextMonday };
      expect(changed.json()).toMatchObject({ rules: all, next: waiting, history: [waiting] });
      expect((await page()).rules.next).toEqual(waiting);
      // Back to the rules in force before Monday: nothing changes after all.
      expect((await call(owner.cookie, "PUT", url, all)).json()).toMatchObject({ rules: all, next: null, history: [] });

      const before = (await page()).rules;
      const off = { jokers: false, oraclePicks: false, competitions: null };
      for (const [cookie, payload, status] of [
        [member.cookie, off, 403],
        [stranger.cookie, off, 403],
        [undefined, off, 401],
        [owner.cookie, { ...off, jokers: "no" }, 400],
        [owner.cookie, { jokers: false, oraclePicks: false }, 400],
        [owner.cookie, { ...off, fromWeek: "2020-01-06" }, 400],
        [owner.cookie, { ...off, competitions: [] }, 400],
        [owner.cookie, { ...off, competitions: [987_654] }, 400],
        [owner.cookie, { ...off, competitions: ["1"] }, 400],
        [owner.cookie, { ...off, competitions: Array.from({ length: 21 }, (_, i) => i + 1) }, 400],
        [owner.cookie, [], 400],
      ] as const) {
        const reply = await call(cookie, "PUT", url, payload);
        expect(reply.statusCode, JSON.stringify(payload)).toBe(status);
        expect(typeof reply.json().message).toBe("string");
      }
      expect((await call(owner.cookie, "PUT", "/api/leagues/999999/rules", off)).statusCode).toBe(404);
      expect((await call(owner.cookie, "PUT", "/api/leagues/abc/rules", off)).statusCode).toBe(400);
      expect((await page()).rules).toEqual(before);
    });

    it("counts each week under its own rules: a joker double this week and single the next, an oracle's pick left out", async () => {
      const { app, database } = ctx();
      const [owner, ann, bob] = [await signUp(app), await signUp(app), await signUp(app)];
      const league: LeagueSummary = (await call(owner.cookie, "POST", "/api/leagues", { name: "Week By Week" })).json();
      for (const p of [ann, bob]) await call(p.cookie, "POST", "/api/leagues/join", { code: league.inviteCode });
      const thisWeek = periodStartOf("week", BETTING_START).getTime();
      const [x, y] = upcoming.filter((m) => periodStartOf("week", new Date(m.matchDate)).getTime() === thisWeek).slice(10, 12) as [Match, Match];
      // y moves to next Tuesday, 18:00 UTC, in the same month: a week of its own.
      const tuesday = new Date(Date.parse(nextMonday) + 42 * 3_600_000);
      expect(tuesday.getUTCMonth()).toBe(BETTING_START.getUTCMonth());
      await database.db.execute(sql`update matches set match_date = ${tuesday.toISOString()}::timestamptz where id = ${y.id}`);
      for (const m of [x, y]) {
        expect((await call(ann.cookie, "PUT", `/api/matches/${m.id}/pick`, { home: 1, away: 1 })).statusCode).toBe(200);
        expect((await call(ann.cookie, "PUT", `/api/matches/${m.id}/joker`)).statusCode).toBe(200);
      }
      // bob forgot y, and El Divino picked 1-1 for him (as kick-off does, oracle-picks.ts).
      await database.db.execute(
        sql`insert into match_picks (user_id, match_id, home, away, by_oracle) values (${bob.user.id}, ${y.id}, 1, 1, 'ChatGPT')`,
      );
      // From next week: jokers single, oracles' picks left out.
      expect(
        (await call(owner.cookie, "PUT", `/api/leagues/${league.id}/rules`, { jokers: false, oraclePicks: false, competitions: null })).statusCode,
      ).toBe(200);
      for (const m of [x, y]) await settleMatch(database.db, m.id, { status: "completed", score: parseScore("1-1")! });

      // This week: x's joker counts double, under this week's rules.
      const week = await table(ann.cookie, league.id, "week");
      expect(week.rows.find((r) => r.userId === ann.user.id)).toMatchObject({ points: 20, jokerPoints: 10, exact: 1 });
      expect(week).toMatchObject({ rules: { jokers: true, oraclePicks: true, competitions: null }, rulesChanged: false });

      vi.setSystemTime(new Date(tuesday.getTime() + 6 * 3_600_000));
      const next = await table(ann.cookie, league.id, "week");
      expect(next.rows.find((r) => r.userId === ann.user.id)).toMatchObject({ points: 10, jokerPoints: 0, exact: 1, picks: 1 });
      expect(next.rows.find((r) => r.userId === bob.user.id)).toMatchObject({ points: 0, picks: 0 });
      expect(next).toMatchObject({ rules: { jokers: false, oraclePicks: false, competitions: null }, rulesChanged: false });
      // The month: x double (20) and y single (10); bob's half points for El Divino's pick (5) left out.
      const month = await table(ann.cookie, league.id, "month");
      expect(month.rows.find((r) => r.userId === ann.user.id)).toMatchObject({ points: 30, jokerPoints: 10, exact: 2 });
      expect(month.rows.find((r) => r.userId === bob.user.id)).toMatchObject({ points: 0, picks: 0 });
      expect(month).toMatchObject({ rules: { jokers: false, oraclePicks: false, competitions: null }, rulesChanged: true });
      // Prophet of the Week is the league's week as its rules counted it: 20 in the first, 10 (the joker single) in the next.
      await awardProphetBadges(database.db, new Date(Date.parse(nextMonday) + 14 * 86_400_000 + 4 * 86_400_000));
      const badges = await queryRows<{ week_start: Date | string; points: number }>(
        database.db,
        sql`select week_start, points from league_badges where league_id = ${league.id} and user_id = ${ann.user.id} order by week_start`,
      );
      expect(badges.map((b) => Number(b.points))).toEqual([20, 10]);
      // bob's one scored pick, El Divino's for him, is left out of the second week: he played no week the league counts,
      // so no week tells him a place.
      const told = await queryRows<{ user_id: number }>(
        database.db,
        sql`select user_id from notifications where kind = 'league_week' and league_id = ${league.id}`,
      );
      expect(told).toEqual([]);
      expect(
        (await queryRows(database.db, sql`select 1 from player_period_totals where user_id = ${bob.user.id} and period = 'week' and picks > 0`))
          .length,
      ).toBe(1);
      // The player's own season still counts everything: a league's rules are its own.
      const [own] = await queryRows<{ points: number }>(
        database.db,
        sql`select points from player_period_totals where user_id = ${bob.user.id} and period = 'month'`,
      );
      expect(Number(own!.points)).toBe(5);
    });

    it("counts only the chosen competitions from the week they are chosen, whole matches, for the table and its guests", async () => {
      const { app, database } = ctx();
      const [owner, ann] = [await signUp(app), await signUp(app)];
      const league: LeagueSummary = (await call(owner.cookie, "POST", "/api/leagues", { name: "Only One Cup" })).json();
      await call(ann.cookie, "POST", "/api/leagues/join", { code: league.inviteCode });
      const thisWeek = periodStartOf("week", BETTING_START).getTime();
      const mine = upcoming.filter((m) => periodStartOf("week", new Date(m.matchDate)).getTime() === thisWeek).slice(20);
      const kept = mine[0]!;
      const other = mine.find((m) => m.leagueId !== kept.leagueId)!;
      const otherNext = mine.filter((m) => m.leagueId === other.leagueId)[1]!;
      const keptNext = mine.filter((m) => m.leagueId === kept.leagueId)[1]!;
      // Two matches move to next Tuesday: one of the chosen competition, one of another.
      const tuesday = new Date(Date.parse(nextMonday) + 42 * 3_600_000);
      for (const m of [keptNext, otherNext]) {
        await database.db.execute(sql`update matches set match_date = ${tuesday.toISOString()}::timestamptz where id = ${m.id}`);
      }
      for (const m of [kept, other, keptNext, otherNext])
        expect((await call(ann.cookie, "PUT", `/api/matches/${m.id}/pick`, { home: 2, away: 2 })).statusCode).toBe(200);
      expect((await call(ann.cookie, "PUT", `/api/matches/${otherNext.id}/joker`)).statusCode).toBe(200);
      const chose = await call(owner.cookie, "PUT", `/api/leagues/${league.id}/rules`, {
        jokers: true,
        oraclePicks: true,
        competitions: [kept.leagueId],
      });
      expect(chose.json().next).toMatchObject({ competitions: [kept.leagueId] });
      for (const m of [kept, other, keptNext, otherNext]) await settleMatch(database.db, m.id, { status: "completed", score: { home: 2, away: 2 } });

      // This week counts every competition: two exact hits.
      expect((await table(ann.cookie, league.id, "week")).rows.find((r) => r.userId === ann.user.id)).toMatchObject({
        points: 20,
        exact: 2,
        picks: 2,
      });
      vi.setSystemTime(new Date(tuesday.getTime() + 6 * 3_600_000));
      // Next week: only the chosen competition; the other's exact hit, joker and all, is not counted.
      const next = await table(ann.cookie, league.id, "week");
      expect(next.rows.find((r) => r.userId === ann.user.id)).toMatchObject({ points: 10, exact: 1, picks: 1, jokerPoints: 0 });
      expect(next.rules.competitions).toEqual([kept.leagueId]);
      expect(next.guests.find((g) => g.name === "ChatGPT")?.picks).toBe(1);
      // The month, week by week: 20 + 10.
      const month = await table(ann.cookie, league.id, "month");
      expect(month.rows.find((r) => r.userId === ann.user.id)).toMatchObject({ points: 30, exact: 3, picks: 3 });
      expect(month.rulesChanged).toBe(true);
    });
  },
  { env: BETTING_ENV, app: { clock: "process" } },
);
