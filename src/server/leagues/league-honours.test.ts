import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import type { LeagueHonours, LeagueSummary, LeagueTitle, MyLeague } from "../../shared/api/leagues";
import { PROPHET_WEEK_GRACE_DAYS } from "../../shared/constants";
import { periodEndOf, periodStartOf } from "../../shared/season";
import { settleMatch } from "../game/settlement.service";
import { queryRows } from "../platform/db/client";
import { arenaStory, BETTING_ENV } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";
import { tellLeaguePeriodEnds } from "./period-ends";

const DAY_MS = 86_400_000;

// A league's roll of honour (docs/rules.md#honours): each month's and season's winners, crowned when its end is told,
// kept when they leave, for the league's members only; and the months told before the roll existed, from their wrap-ups.
describeEachDatabase(
  "a league's roll of honour",
  (ctx) => {
    const arena = arenaStory(ctx);
    const { call, pick } = arena;
    const honoursOf = async (cookie: string, leagueId: number) => {
      const reply = await call(cookie, `/api/leagues/${leagueId}/honours`);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json<LeagueHonours>();
    };

    it("crowns a month's winners when its end is told, level winners on one line, and keeps one who leaves", async () => {
      const { app, database } = ctx();
      const [ann, bob, cat, dan] = [await signUp(app), await signUp(app), await signUp(app), await signUp(app)];
      const league: LeagueSummary = (await call(ann.cookie, "/api/leagues", "POST", { name: "Honours Pool" })).json();
      for (const p of [bob, cat]) await call(p.cookie, "/api/leagues/join", "POST", { code: league.inviteCode });
      // A league of one has nobody to beat: no honours.
      const solo: LeagueSummary = (await call(dan.cookie, "/api/leagues", "POST", { name: "Solo Pool" })).json();
      expect(await honoursOf(ann.cookie, league.id)).toEqual({ seasons: [], months: [] });

      const match = arena.upcoming[3]!;
      // ann and bob exact (10 each, level), cat the outcome (5), dan exact alone in his league.
      await pick(ann.cookie, match, "2-1");
      await pick(bob.cookie, match, "2-1");
      await pick(cat.cookie, match, "1-0");
      await pick(dan.cookie, match, "2-1");
      vi.setSystemTime(new Date(Date.parse(match.matchDate) + 3 * 3_600_000));
      await settleMatch(database.db, match.id, { status: "completed", score: { home: 2, away: 1 } });
      const month = periodStartOf("month", new Date(match.matchDate));
      const graceOver = new Date(periodEndOf("month", month).getTime() + PROPHET_WEEK_GRACE_DAYS * DAY_MS);
      vi.setSystemTime(graceOver);
      await database.db.execute(sql`update sessions set expires_at = expires_at + interval '60 days'`);
      await tellLeaguePeriodEnds(database.db, graceOver);
      // Told once: a second telling crowns nobody twice.
      await tellLeaguePeriodEnds(database.db, graceOver);

      const usernames = new Map(
        (
          await queryRows<{ id: number; username: string }>(
            database.db,
            sql`select id, username from users where id in (${ann.user.id}, ${bob.user.id})`,
          )
        ).map((u) => [Number(u.id), u.username]),
      );
      const winners = [ann.user.id, bob.user.id]
        .map((userId) => ({ userId, username: usernames.get(userId)! }))
        .sort((a, b) => a.username.localeCompare(b.username));
      const crowned: LeagueHonours = { seasons: [], months: [{ from: month.toISOString(), points: 10, exact: 1, winners }] };
      expect(await honoursOf(cat.cookie, league.id)).toEqual(crowned);
      expect(await honoursOf(dan.cookie, solo.id)).toEqual({ seasons: [], months: [] });
      // A month won is no season: the list of leagues names no champion yet.
      expect((await call(ann.cookie, "/api/leagues")).json<MyLeague[]>().map((l) => "champions" in l)).toEqual([false]);

      // bob leaves: the month he shared stays his on the roll.
      expect((await call(bob.cookie, `/api/leagues/${league.id}/leave`, "POST")).statusCode).toBe(204);
      expect(await honoursOf(ann.cookie, league.id)).toEqual(crowned);
      // ...which only the league's members read.
      expect((await call(bob.cookie, `/api/leagues/${league.id}/honours`)).statusCode).toBe(403);

      // Each winner's profile lists the title, shared; bob's stays with him after leaving, while the league is open.
      const title = {
        leagueId: league.id,
        leagueName: "Honours Pool",
        period: "month",
        from: month.toISOString(),
        points: 10,
        exact: 1,
        shared: true,
      };
      for (const winner of [ann, bob]) expect((await call(winner.cookie, "/api/leagues/titles")).json()).toEqual([title]);
      expect((await call(cat.cookie, "/api/leagues/titles")).json()).toEqual([]);
      expect((await call(dan.cookie, "/api/leagues/titles")).json()).toEqual([]);
      expect((await app.inject({ method: "DELETE", url: `/api/leagues/${league.id}`, headers: { cookie: ann.cookie } })).statusCode).toBe(204);
      expect((await call(bob.cookie, "/api/leagues/titles")).json()).toEqual([]);
    });

    it("refuses strangers, other leagues and bad ids with a clear message", async () => {
      const { app } = ctx();
      const [owner, stranger] = [await signUp(app), await signUp(app)];
      const league: LeagueSummary = (await call(owner.cookie, "/api/leagues", "POST", { name: "Closed Honours" })).json();
      const other: LeagueSummary = (await call(stranger.cookie, "/api/leagues", "POST", { name: "Other Honours" })).json();
      const url = (leagueId: number | string, query = "") => `/api/leagues/${leagueId}/honours${query}`;
      for (const [cookie, target, status, message] of [
        [undefined, url(league.id), 401, ""],
        [undefined, "/api/leagues/titles", 401, ""],
        [stranger.cookie, url(league.id), 403, "Only this league's members can see it"],
        [owner.cookie, url(other.id), 403, "Only this league's members can see it"],
        [owner.cookie, url(999999), 404, "League not found"],
        [owner.cookie, url("abc"), 400, "The id must be a number"],
        [owner.cookie, url(1.5), 400, ""],
        [owner.cookie, url("99999999999999999999"), 400, ""],
      ] as const) {
        const reply = await call(cookie, target);
        expect(reply.statusCode, target).toBe(status);
        expect(typeof reply.json().message, target).toBe("string");
        if (message) expect(reply.json().message, target).toBe(message);
      }
      // A closed league's roll is gone with it.
      expect((await app.inject({ method: "DELETE", url: `/api/leagues/${league.id}`, headers: { cookie: owner.cookie } })).statusCode).toBe(204);
      expect((await call(owner.cookie, url(league.id))).statusCode).toBe(404);
    });

    it("puts the winners of the months and seasons told before the roll existed on it, from their wrap-ups", async () => {
      const { app, database } = ctx();
      const [ann, bob] = [await signUp(app), await signUp(app)];
      const league: LeagueSummary = (await call(ann.cookie, "/api/leagues", "POST", { name: "Old Pool" })).json();
      await call(bob.cookie, "/api/leagues/join", "POST", { code: league.inviteCode });
      // The wrap-ups as period-ends.ts wrote them: ann won October and the season; bob was second, and nobody scored in September.
      const wrapUp = (userId: number, kind: string, place: number, points: number, from: string) =>
        sql`(${userId}, ${kind}, ${league.id}, ${points}, 1, ${place}, 2, ${from})`;
      await database.db.execute(sql`
        insert into notifications (user_id, kind, league_id, amount, exact, place, members, detail) values
        ${wrapUp(ann.user.id, "league_month", 1, 23, "2026-10-01T00:00:00.000Z")},
        ${wrapUp(bob.user.id, "league_month", 2, 15, "2026-10-01T00:00:00.000Z")},
        ${wrapUp(ann.user.id, "league_month", 1, 0, "2026-09-01T00:00:00.000Z")},
        ${wrapUp(ann.user.id, "league_season", 1, 112, "2025-07-01T00:00:00.000Z")}`);
      const migration = readFileSync(new URL("../platform/db/migrations/0042_league_honours.sql", import.meta.url), "utf8");
      const backfill = migration.split("--> statement-breakpoint").find((statement) => statement.includes('INSERT INTO "league_honours"'))!;
      await database.db.execute(sql.raw(backfill));

      const annUser = (await queryRows<{ username: string }>(database.db, sql`select username from users where id = ${ann.user.id}`))[0]!;
      const winner = [{ userId: ann.user.id, username: annUser.username }];
      expect(await honoursOf(bob.cookie, league.id)).toEqual({
        seasons: [{ from: "2025-07-01T00:00:00.000Z", points: 112, exact: 1, winners: winner }],
        months: [{ from: "2026-10-01T00:00:00.000Z", points: 23, exact: 1, winners: winner }],
      });
      // The player's list of leagues names the reigning champion: last season's.
      const [listed] = (await call(bob.cookie, "/api/leagues")).json<MyLeague[]>();
      expect(listed!.champions).toEqual({ from: "2025-07-01T00:00:00.000Z", usernames: [annUser.username] });
      // The latest first: October, then the season.
      const titles = (await call(ann.cookie, "/api/leagues/titles")).json<LeagueTitle[]>();
      expect(titles.map((t) => [t.period, t.from, t.points, t.shared])).toEqual([
        ["month", "2026-10-01T00:00:00.000Z", 23, false],
        ["season", "2025-07-01T00:00:00.000Z", 112, false],
      ]);
    });
  },
  { env: BETTING_ENV, app: { clock: "process" } },
);
