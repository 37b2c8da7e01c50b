import { sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import type { LeagueSummary, LeagueTable } from "../../shared/api/leagues";
import type { Notification } from "../../shared/api/notifications";
import { PROPHET_WEEK_GRACE_DAYS } from "../../shared/constants";
import { periodEndOf, periodStartOf } from "../../shared/season";
import { settleMatch } from "../game/settlement.service";
import { queryRows } from "../platform/db/client";
import { arenaStory, BETTING_ENV } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";
import { tellLeaguePeriodEnds } from "./period-ends";

const DAY_MS = 86_400_000;

// A month's or a season's end told to each league's members (docs/rules.md#period-ends): where each finished, once, only when its
// matches have settled (or their grace ran out), only soon after it ended, and not to a member who picked nothing.
describeEachDatabase(
  "a league's month and season told at their end",
  (ctx) => {
    const arena = arenaStory(ctx);
    const { call, pick } = arena;
    const told = async (cookie: string) => {
      const reply = await call(cookie, "/api/notifications");
      expect(reply.statusCode, reply.body).toBe(200);
      return reply
        .json<{ items: Notification[] }>()
        .items.filter((n) => n.kind === "league_month" || n.kind === "league_season")
        .map((n) => [n.kind, n.title, n.body, n.link]);
    };

    it("tells each member who picked where they finished the month, once, after its matches settle", async () => {
      const { app, database } = ctx();
      const [ann, bob, cat, eve] = [await signUp(app), await signUp(app), await signUp(app), await signUp(app)];
      const league: LeagueSummary = (await call(ann.cookie, "/api/leagues", "POST", { name: "Month Pool" })).json();
      for (const p of [bob, cat, eve]) await call(p.cookie, "/api/leagues/join", "POST", { code: league.inviteCode });
      const [first, second] = [arena.upcoming[0]!, arena.upcoming[1]!];
      // ann: 10 + 10; bob: 10 + 5 (the outcome); cat: 5; eve: no pick.
      await pick(ann.cookie, first, "2-1");
      await pick(ann.cookie, second, "0-0");
      await pick(bob.cookie, first, "2-1");
      await pick(bob.cookie, second, "1-1");
      await pick(cat.cookie, first, "1-0");
      vi.setSystemTime(new Date(Date.parse(second.matchDate) + 3 * 3_600_000));
      await settleMatch(database.db, first.id, { status: "completed", score: { home: 2, away: 1 } });
      await settleMatch(database.db, second.id, { status: "completed", score: { home: 0, away: 0 } });

      const month = periodStartOf("month", new Date(first.matchDate));
      expect(periodStartOf("month", new Date(second.matchDate))).toEqual(month);
      const end = periodEndOf("month", month);
      // A day after the month: its other matches are still to settle.
      expect(await tellLeaguePeriodEnds(database.db, new Date(end.getTime() + DAY_MS))).toBe(0);
      expect(await told(bob.cookie)).toEqual([]);
      // Its grace over, the month is told, once however many callers.
      const graceOver = new Date(end.getTime() + PROPHET_WEEK_GRACE_DAYS * DAY_MS);
      vi.setSystemTime(graceOver);
      // The players' sessions outlive the month (they would have been renewed by their visits).
      await database.db.execute(sql`update sessions set expires_at = expires_at + interval '60 days'`);
      const [one, two] = await Promise.all([tellLeaguePeriodEnds(database.db, graceOver), tellLeaguePeriodEnds(database.db, graceOver)]);
      expect(one + two).toBe(1);
      expect(await tellLeaguePeriodEnds(database.db, graceOver)).toBe(0);

      const name = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(month);
      const link = `/leagues/${league.id}?period=month&from=${month.toISOString().slice(0, 10)}`;
      expect(await told(ann.cookie)).toEqual([["league_month", `You won Month Pool (${name})`, "20 points in all. See the final table.", link]]);
      expect(await told(bob.cookie)).toEqual([
        ["league_month", `You finished 2nd of 4 in Month Pool (${name})`, "15 points in all. See the final table.", link],
      ]);
      expect(await told(cat.cookie)).toEqual([
        ["league_month", `You finished 3rd of 4 in Month Pool (${name})`, "5 points in all. See the final table.", link],
      ]);
      expect(await told(eve.cookie)).toEqual([]);

      // A month told of more than two weeks after it ended is not told at all (a server that was down, a new one).
      await database.db.execute(sql`delete from league_period_ends`);
      await database.db.execute(sql`delete from notifications where kind = 'league_month'`);
      expect(await tellLeaguePeriodEnds(database.db, new Date(end.getTime() + 15 * DAY_MS))).toBe(0);
      const rows = await queryRows(database.db, sql`select 1 from notifications where kind in ('league_month', 'league_season')`);
      expect(rows).toEqual([]);
    });

    it("places each member on the season with its questions' points, as the season's table ranks them", async () => {
      const { app, database } = ctx();
      const match = arena.upcoming[2]!;
      const [ann, bob] = [await signUp(app), await signUp(app)];
      const league: LeagueSummary = (await call(ann.cookie, "/api/leagues", "POST", { name: "Season Pool" })).json();
      // Made before the match's season, whatever the database's clock says, so the season's table is the league's.
      await database.db.execute(sql`update leagues set created_at = ${match.matchDate}::timestamptz - interval '1 year' where id = ${league.id}`);
      await call(bob.cookie, "/api/leagues/join", "POST", { code: league.inviteCode });
      // ann: 10 on the pick; bob: 5 on the pick and 20 for the champion he named.
      await pick(ann.cookie, match, "2-1");
      await pick(bob.cookie, match, "1-0");
      vi.setSystemTime(new Date(Date.parse(match.matchDate) + 3 * 3_600_000));
      await settleMatch(database.db, match.id, { status: "completed", score: { home: 2, away: 1 } });
      const [question] = await queryRows<{ id: number }>(
        database.db,
        sql`insert into season_questions (league_id, league_name, season, kind, points, choices, opens_at, deadline, result, scored_at)
          select league_id, league_name, 1, 'champion', 20, '[{"value": "Arsenal", "club": null}]'::jsonb, match_date, match_date,
            '["Arsenal"]'::jsonb, match_date + interval '4 hours'
          from matches where id = ${match.id} returning id`,
      );
      await database.db.execute(
        sql`insert into season_answers (question_id, user_id, answer, points) values (${question!.id}, ${bob.user.id}, 'Arsenal', 20)`,
      );

      const season = periodStartOf("season", new Date(match.matchDate));
      const graceOver = new Date(periodEndOf("season", season).getTime() + PROPHET_WEEK_GRACE_DAYS * DAY_MS);
      vi.setSystemTime(graceOver);
      await database.db.execute(sql`update sessions set expires_at = expires_at + interval '400 days'`);
      await tellLeaguePeriodEnds(database.db, graceOver);
      const table = await call(ann.cookie, `/api/leagues/${league.id}/table?period=season&back=1`);
      expect(table.statusCode, table.body).toBe(200);
      expect(table.json<LeagueTable>().rows.map((r) => [r.userId, r.rank, r.points + r.questionPoints])).toEqual([
        [bob.user.id, 1, 25],
        [ann.user.id, 2, 10],
      ]);
      const name = `Season ${season.getUTCFullYear()}/${String((season.getUTCFullYear() + 1) % 100).padStart(2, "0")}`;
      const link = `/leagues/${league.id}?period=season&from=${season.toISOString().slice(0, 10)}`;
      expect(await told(bob.cookie)).toEqual([["league_season", `You won Season Pool (${name})`, "25 points in all. See the final table.", link]]);
      expect(await told(ann.cookie)).toEqual([
        ["league_season", `You finished 2nd of 2 in Season Pool (${name})`, "10 points in all. See the final table.", link],
      ]);
    });
  },
  { env: BETTING_ENV, app: { clock: "process" } },
);
