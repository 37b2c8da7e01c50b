import { sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import type { LeaguePicks, LeagueSummary } from "../../shared/api/leagues";
import type { Match } from "../../shared/api/matches";
import { periodStartOf } from "../../shared/season";
import { settleMatch } from "../game/settlement.service";
import { arenaStory, BETTING_ENV } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";

// A league's picks match by match through GET /api/leagues/:id/picks (docs/rules.md#league-picks): nobody sees another
// member's pick before kick-off, everyone sees every member's from it, with the points as it stands and then as
// scored, counted by the league's rules; and bad input.
describeEachDatabase(
  "a league's picks by match",
  (ctx) => {
    const arena = arenaStory(ctx);
    const { call, pick } = arena;
    const picksOf = async (cookie: string, id: number): Promise<LeaguePicks> => {
      const reply = await call(cookie, `/api/leagues/${id}/picks`);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json();
    };
    /** Each listed match's picks as "who home-away points" lines. */
    const lines = (picks: LeaguePicks, match: Match) =>
      picks.matches
        .find((m) => m.matchId === match.id)!
        .picks.map((p) => `${p.username} ${p.home}-${p.away} ${p.points ?? "-"}${p.joker ? " joker" : ""}${p.counted ? "" : " uncounted"}`);

    it("shows a member's pick to the others from kick-off, as it stands while live, then as scored by the league's rules", async () => {
      const { app, database } = ctx();
      const tag = Math.random().toString(36).slice(2, 8);
      const player = async (name: string) => ({ ...(await signUp(app, { username: `${name}${tag}` })), username: `${name}${tag}` });
      const [ann, bob, cat] = [await player("ann"), await player("bob"), await player("cat")];
      const league: LeagueSummary = (await call(ann.cookie, "/api/leagues", "POST", { name: "Pick Watchers" })).json();
      await call(bob.cookie, "/api/leagues/join", "POST", { code: league.inviteCode });
      // Nobody has picked: nothing to list.
      expect((await picksOf(ann.cookie, league.id)).matches).toEqual([]);

      // The second kicks off after the first, so there is a moment with one under way and the other still open.
      const first = arena.upcoming[0];
      const [second, third] = arena.upcoming.filter((m) => Date.parse(m.matchDate) > Date.parse(first!.matchDate) + 120_000);
      await pick(ann.cookie, first!, "2-1");
      expect((await call(ann.cookie, `/api/matches/${first!.id}/joker`, "PUT")).statusCode).toBe(200);
      await pick(bob.cookie, first!, "1-0");
      await pick(bob.cookie, second!, "1-1");
      // cat is not in the league: her pick is in no count and no list.
      await pick(cat.cookie, first!, "3-3");
      await pick(cat.cookie, third!, "3-3");

      // Before kick-off: how many picked, and only the reader's own pick.
      const before = await picksOf(ann.cookie, league.id);
      expect(before.matches.map((m) => [m.matchId, m.revealed, m.pickCount, m.status])).toEqual([
        [first!.id, false, 2, "upcoming"],
        [second!.id, false, 1, "upcoming"],
      ]);
      expect(lines(before, first!)).toEqual([`${ann.username} 2-1 - joker`]);
      expect(lines(before, second!)).toEqual([]);
      expect(JSON.stringify(before)).not.toContain(bob.username);
      expect(lines(await picksOf(bob.cookie, league.id), first!)).toEqual([`${bob.username} 1-0 -`]);

      // Kicked off, 2-0 up: every member's pick, as it stands; both have the home win's 5, ann's joker doubles hers.
      vi.setSystemTime(new Date(Date.parse(first!.matchDate) + 60_000));
      await database.db.execute(sql`update matches set status = 'live', actual_score = '2-0', minute = 12 where id = ${first!.id}`);
      const live = await picksOf(bob.cookie, league.id);
      const liveMatch = live.matches.find((m) => m.matchId === first!.id)!;
      expect([liveMatch.revealed, liveMatch.score, liveMatch.minute, liveMatch.picks.every((p) => !p.final)]).toEqual([true, "2-0", 12, true]);
      expect(lines(live, first!)).toEqual([`${ann.username} 2-1 10 joker`, `${bob.username} 1-0 5`]);
      // The second has not kicked off: still hidden from ann.
      expect(lines(await picksOf(ann.cookie, league.id), second!)).toEqual([]);

      // Scored 2-1: ann's exact 10, doubled; bob's home win 5.
      await settleMatch(database.db, first!.id, { status: "completed", score: { home: 2, away: 1 } });
      const scored = await picksOf(ann.cookie, league.id);
      expect(lines(scored, first!)).toEqual([`${ann.username} 2-1 20 joker`, `${bob.username} 1-0 5`]);
      expect(scored.matches.find((m) => m.matchId === first!.id)!.picks.every((p) => p.final)).toBe(true);

      // A league that counts jokers single and leaves out the oracles' picks, from the match's week: bob's pick made by
      // an oracle shows, worth nothing there.
      const week = periodStartOf("week", new Date(first!.matchDate)).toISOString();
      await database.db.execute(sql`insert into league_rules (league_id, from_week, jokers, oracle_picks, competitions)
        values (${league.id}, ${week}::timestamptz, false, false, null)`);
      await database.db.execute(sql`update match_picks set by_oracle = 'Grok' where match_id = ${first!.id} and user_id = ${bob.user.id}`);
      const ruled = await picksOf(bob.cookie, league.id);
      expect(lines(ruled, first!)).toEqual([`${ann.username} 2-1 10`, `${bob.username} 1-0 0 uncounted`]);
      expect(ruled.matches.find((m) => m.matchId === first!.id)!.picks.find((p) => p.isYou)!.byOracle).toBe("Grok");
      // The match that cat alone picked is not the league's.
      expect(ruled.matches.map((m) => m.matchId)).not.toContain(third!.id);
    });

    it("refuses bad input and other leagues' members with a clear message", async () => {
      const { app } = ctx();
      const [owner, stranger] = [await signUp(app), await signUp(app)];
      const league: LeagueSummary = (await call(owner.cookie, "/api/leagues", "POST", { name: "Closed Picks" })).json();
      const url = `/api/leagues/${league.id}/picks`;
      for (const [cookie, target, status] of [
        [stranger.cookie, url, 403],
        [undefined, url, 401],
        [owner.cookie, "/api/leagues/999999/picks", 404],
        [owner.cookie, "/api/leagues/abc/picks", 400],
        [owner.cookie, "/api/leagues/-1/picks", 400],
        [owner.cookie, "/api/leagues/99999999999999999999/picks", 400],
      ] as const) {
        const reply = await call(cookie, target);
        expect(reply.statusCode, target).toBe(status);
        expect(typeof reply.json().message, target).toBe("string");
      }
      expect((await call(stranger.cookie, url)).json().message).toBe("Only this league's members can see it");
    });
  },
  { env: BETTING_ENV, app: { clock: "process" } },
);
