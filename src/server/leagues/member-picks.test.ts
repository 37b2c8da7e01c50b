import { sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import type { LeagueSummary, LeagueTable, MemberPicks } from "../../shared/api/leagues";
import { settleMatch } from "../game/settlement.service";
import { arenaStory, BETTING_ENV } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";

// A member's picks behind their row of a league's table through GET /api/leagues/:id/members/:userId/picks
// (docs/rules.md#member-picks): the period's kicked-off matches, each pick as the league counts it and adding up to the
// table's points; never another member's pick before kick-off; and bad input.
describeEachDatabase(
  "a member's picks behind their row",
  (ctx) => {
    const arena = arenaStory(ctx);
    const { call, pick } = arena;
    const picksOf = async (cookie: string, leagueId: number, userId: number, query = ""): Promise<MemberPicks> => {
      const reply = await call(cookie, `/api/leagues/${leagueId}/members/${userId}/picks${query}`);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json();
    };
    const lines = (picks: MemberPicks) =>
      picks.matches.map((m) => `${m.matchId} ${m.pick.home}-${m.pick.away} ${m.pick.points ?? "-"}${m.pick.joker ? " joker" : ""}`);

    it("lists a member's kicked-off picks as the league counts them, adding up to their row, and hides the rest until kick-off", async () => {
      const { app, database } = ctx();
      const [ann, bob, cat] = [await signUp(app), await signUp(app), await signUp(app)];
      const league: LeagueSummary = (await call(ann.cookie, "/api/leagues", "POST", { name: "Rival Watch" })).json();
      await call(bob.cookie, "/api/leagues/join", "POST", { code: league.inviteCode });
      const first = arena.upcoming[0]!;
      const later = arena.upcoming.filter((m) => Date.parse(m.matchDate) > Date.parse(first.matchDate) + 120_000);
      // The match week of the first: the period the table and the list count.
      vi.setSystemTime(new Date(Date.parse(first.matchDate) - 60_000));
      await pick(bob.cookie, first, "2-1");
      expect((await call(bob.cookie, `/api/matches/${first.id}/joker`, "PUT")).statusCode).toBe(200);
      await pick(bob.cookie, later[0]!, "0-0");

      // Before kick-off: ann sees how many bob has, never which.
      const before = await picksOf(ann.cookie, league.id, bob.user.id);
      expect(before).toMatchObject({ userId: bob.user.id, period: "week", matches: [], more: 0 });
      const hiddenBefore = before.hidden;
      expect(JSON.stringify(before)).not.toContain("2-1");
      expect(hiddenBefore).toBeGreaterThanOrEqual(1);

      // Kicked off, 1-0 up: as it stands, the joker doubled. Scored 2-1: an exact 10, doubled to 20, as the row says.
      vi.setSystemTime(new Date(Date.parse(first.matchDate) + 60_000));
      await database.db.execute(sql`update matches set status = 'live', actual_score = '1-0', minute = 3 where id = ${first.id}`);
      const live = await picksOf(ann.cookie, league.id, bob.user.id);
      expect(lines(live)).toEqual([`${first.id} 2-1 10 joker`]);
      expect(live.matches[0]).toMatchObject({ status: "live", score: "1-0", pick: { final: false, isYou: false } });
      expect(live.hidden).toBe(hiddenBefore - 1);
      await settleMatch(database.db, first.id, { status: "completed", score: { home: 2, away: 1 } });
      const scored = await picksOf(ann.cookie, league.id, bob.user.id);
      expect(lines(scored)).toEqual([`${first.id} 2-1 20 joker`]);
      const table: LeagueTable = (await call(ann.cookie, `/api/leagues/${league.id}/table?period=week`)).json();
      const row = table.rows.find((r) => r.userId === bob.user.id)!;
      expect(scored.matches.reduce((sum, m) => sum + (m.pick.final ? m.pick.points! : 0), 0)).toBe(row.points);
      // The player's own list reads the same way, marked theirs.
      expect((await picksOf(bob.cookie, league.id, bob.user.id)).matches[0]!.pick.isYou).toBe(true);

      // Under rules that count jokers single from that week on, the same pick counts 10.
      const week = new Date(table.from).toISOString();
      await database.db.execute(sql`insert into league_rules (league_id, from_week, jokers, oracle_picks, competitions)
        values (${league.id}, ${week}::timestamptz, false, true, null)`);
      expect(lines(await picksOf(ann.cookie, league.id, bob.user.id))).toEqual([`${first.id} 2-1 10`]);
      // A member with no pick has an empty list; a month's and a season's list hold the week's pick too.
      expect(await picksOf(bob.cookie, league.id, ann.user.id)).toMatchObject({ matches: [], hidden: 0 });
      for (const period of ["month", "season"]) {
        expect(lines(await picksOf(ann.cookie, league.id, bob.user.id, `?period=${period}`))).toContain(`${first.id} 2-1 10`);
      }
      // cat is no member: nobody's list of hers, and she reads none.
      expect((await call(ann.cookie, `/api/leagues/${league.id}/members/${cat.user.id}/picks`)).statusCode).toBe(404);
      expect((await call(cat.cookie, `/api/leagues/${league.id}/members/${bob.user.id}/picks`)).statusCode).toBe(403);
    });

    it("refuses bad input, strangers and other leagues' members with a clear message", async () => {
      const { app } = ctx();
      const [owner, friend, stranger] = [await signUp(app), await signUp(app), await signUp(app)];
      const league: LeagueSummary = (await call(owner.cookie, "/api/leagues", "POST", { name: "Closed Book" })).json();
      await call(friend.cookie, "/api/leagues/join", "POST", { code: league.inviteCode });
      const other: LeagueSummary = (await call(stranger.cookie, "/api/leagues", "POST", { name: "Elsewhere" })).json();
      const url = (leagueId: number | string, userId: number | string, query = "") => `/api/leagues/${leagueId}/members/${userId}/picks${query}`;
      for (const [cookie, target, status, message] of [
        [undefined, url(league.id, friend.user.id), 401, ""],
        [stranger.cookie, url(league.id, friend.user.id), 403, "Only this league's members can see it"],
        [owner.cookie, url(other.id, stranger.user.id), 403, "Only this league's members can see it"],
        [owner.cookie, url(league.id, stranger.user.id), 404, "That player is not in this league"],
        [owner.cookie, url(999999, friend.user.id), 404, "League not found"],
        [owner.cookie, url("abc", friend.user.id), 400, "The id must be a number"],
        [owner.cookie, url(league.id, "bob"), 400, "The user id must be a number"],
        [owner.cookie, url(league.id, 1.5), 400, "The user id must be a whole number"],
        [owner.cookie, url(league.id, "99999999999999999999"), 400, ""],
        [owner.cookie, url(league.id, friend.user.id, "?period=year"), 400, "Invalid period: period must be week, month or season"],
        [owner.cookie, url(league.id, friend.user.id, "?back=-1"), 400, ""],
        [owner.cookie, url(league.id, friend.user.id, "?back=3"), 404, "This league's tables start in the period it was made"],
        [owner.cookie, url(league.id, friend.user.id, "?extra=1"), 400, ""],
      ] as const) {
        const reply = await call(cookie, target);
        expect(reply.statusCode, target).toBe(status);
        expect(typeof reply.json().message, target).toBe("string");
        if (message) expect(reply.json().message, target).toBe(message);
      }
    });
  },
  { env: BETTING_ENV, app: { clock: "process" } },
);
