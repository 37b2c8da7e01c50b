import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { LeagueMemberPick, LeagueSummary, MatchLeaguePicks } from "../../shared/api/leagues";
import type { Match } from "../../shared/api/matches";
import { LEAGUE_MATCH_PICKS_SHOWN } from "../../shared/constants";
import { periodStartOf } from "../../shared/season";
import { settleMatch } from "../game/settlement.service";
import { arenaStory, BETTING_ENV } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";
import { shownPicks } from "./match-league-picks";

// One match's picks in the player's leagues through GET /api/leagues/match/:id/picks (docs/rules.md#league-picks):
// each league that counts the match, how many picked before kick-off and nobody's pick but by count, every pick from
// it as that league counts it; and bad input.
describeEachDatabase(
  "a match's picks in the player's leagues",
  (ctx) => {
    const arena = arenaStory(ctx);
    const { call, pick } = arena;
    const picksOn = async (cookie: string, match: Match): Promise<MatchLeaguePicks> => {
      const reply = await call(cookie, `/api/leagues/match/${match.id}/picks`);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json();
    };
    /** Each league as "name: count [who home-away points, ...]". */
    const lines = (reply: MatchLeaguePicks) =>
      reply.leagues.map(
        (l) =>
          `${l.name.slice(0, 5)}: ${l.pickCount}/${l.memberCount} [${l.picks
            .map((p) => `${p.username.slice(0, 3)} ${p.home}-${p.away} ${p.points ?? "-"}${p.joker ? " joker" : ""}${p.counted ? "" : " uncounted"}`)
            .join(", ")}]`,
      );

    it("counts the picks in each of the player's leagues before kick-off, shows them from it, as each league counts them", async () => {
      const { app, database } = ctx();
      const tag = Math.random().toString(36).slice(2, 8);
      const player = async (name: string) => ({ ...(await signUp(app, { username: `${name}${tag}` })), username: `${name}${tag}` });
      const [ann, bob, cat, dan] = [await player("ann"), await player("bob"), await player("cat"), await player("dan")];
      const league = async (owner: string, name: string, ...members: string[]) => {
        const made: LeagueSummary = (await call(owner, "/api/leagues", "POST", { name })).json();
        for (const cookie of members) await call(cookie, "/api/leagues/join", "POST", { code: made.inviteCode });
        return made;
      };
      const match = arena.upcoming[0]!;
      // In no league: nothing to say.
      expect(await picksOn(ann.cookie, match)).toEqual({ revealed: false, leagueCount: 0, leagues: [] });

      await league(ann.cookie, `Alpha ${tag}`, bob.cookie);
      const beta = await league(cat.cookie, `Beta ${tag}`, ann.cookie);
      const gamma = await league(ann.cookie, `Gamma ${tag}`, dan.cookie);
      await league(dan.cookie, `Delta ${tag}`, bob.cookie);
      const week = periodStartOf("week", new Date(match.matchDate)).toISOString();
      // Beta counts jokers single and leaves out the oracles' picks; Gamma counts another competition only.
      await database.db.execute(sql`insert into league_rules (league_id, from_week, jokers, oracle_picks, competitions)
        values (${beta.id}, ${week}::timestamptz, false, false, null), (${gamma.id}, ${week}::timestamptz, true, true, array[987654])`);
      // Leagues that count the match, where nobody picked it yet: counted, not listed.
      expect(await picksOn(ann.cookie, match)).toEqual({ revealed: false, leagueCount: 2, leagues: [] });

      await pick(ann.cookie, match, "2-1");
      expect((await call(ann.cookie, `/api/matches/${match.id}/joker`, "PUT")).statusCode).toBe(200);
      await pick(bob.cookie, match, "1-0");
      await pick(cat.cookie, match, "3-3");
      await pick(dan.cookie, match, "0-2");
      await database.db.execute(sql`update match_picks set by_oracle = 'Grok' where match_id = ${match.id} and user_id = ${cat.user.id}`);

      // Before kick-off: how many picked in each, by the leagues' names, and nobody's pick.
      const before = await picksOn(ann.cookie, match);
      expect([before.revealed, before.leagueCount]).toEqual([false, 2]);
      expect(lines(before)).toEqual(["Alpha: 2/2 []", "Beta : 2/2 []"]);
      for (const name of [bob.username, cat.username, dan.username]) expect(JSON.stringify(before)).not.toContain(name);

      // Kicked off, 2-0 up: every pick as it stands. In Alpha ann's joker doubles her home win; in Beta it counts
      // single, and cat's pick, made by an oracle, is worth nothing. Dan's pick is in none of ann's leagues that count.
      vi.setSystemTime(new Date(Date.parse(match.matchDate) + 60_000));
      await database.db.execute(sql`update matches set status = 'live', actual_score = '2-0', minute = 12 where id = ${match.id}`);
      const live = await picksOn(ann.cookie, match);
      expect(live.revealed).toBe(true);
      expect(lines(live)).toEqual(["Alpha: 2/2 [ann 2-1 10 joker, bob 1-0 5]", "Beta : 2/2 [ann 2-1 5, cat 3-3 0 uncounted]"]);
      expect(live.leagues.flatMap((l) => l.picks).every((p) => !p.final)).toBe(true);
      expect(JSON.stringify(live)).not.toContain(dan.username);
      // Bob sees his leagues' own: Alpha, and Delta with dan's pick (the margin of two, read either way: 3).
      expect(lines(await picksOn(bob.cookie, match))).toEqual(["Alpha: 2/2 [ann 2-1 10 joker, bob 1-0 5]", "Delta: 2/2 [bob 1-0 5, dan 0-2 3]"]);

      // Scored 2-1: ann's exact score, doubled in Alpha only.
      await settleMatch(database.db, match.id, { status: "completed", score: { home: 2, away: 1 } });
      const scored = await picksOn(ann.cookie, match);
      expect(lines(scored)).toEqual(["Alpha: 2/2 [ann 2-1 20 joker, bob 1-0 5]", "Beta : 2/2 [ann 2-1 10, cat 3-3 0 uncounted]"]);
      expect(scored.leagues.flatMap((l) => l.picks).every((p) => p.final)).toBe(true);
    });

    it("refuses bad input with a clear message, and tells a player in no league nothing", async () => {
      const { app } = ctx();
      const stranger = await signUp(app);
      // The last of the day's matches: the story above played out the first.
      const url = `/api/leagues/match/${arena.upcoming.at(-1)!.id}/picks`;
      for (const [cookie, target, status] of [
        [undefined, url, 401],
        [stranger.cookie, "/api/leagues/match/999999/picks", 404],
        [stranger.cookie, "/api/leagues/match/abc/picks", 400],
        [stranger.cookie, "/api/leagues/match/-1/picks", 400],
        [stranger.cookie, "/api/leagues/match/99999999999999999999/picks", 400],
      ] as const) {
        const reply = await call(cookie, target);
        expect(reply.statusCode, target).toBe(status);
        expect(typeof reply.json().message, target).toBe("string");
      }
      expect((await call(stranger.cookie, "/api/leagues/match/999999/picks")).json().message).toBe("Match not found");
      expect((await call(stranger.cookie, url)).json()).toEqual({ revealed: false, leagueCount: 0, leagues: [] });
    });
  },
  { env: BETTING_ENV, app: { clock: "process" } },
);

describe("the picks a league shows on a match page", () => {
  const picks = (count: number, you: number): LeagueMemberPick[] =>
    Array.from({ length: count }, (_, i) => ({
      userId: i,
      username: `p${i}`,
      home: 1,
      away: 0,
      points: count - i,
      final: true,
      joker: false,
      byOracle: null,
      counted: true,
      isYou: i === you,
    }));

  it("keeps every pick of a small league", () => {
    expect(shownPicks(picks(LEAGUE_MATCH_PICKS_SHOWN, 3))).toHaveLength(LEAGUE_MATCH_PICKS_SHOWN);
  });

  it("keeps the best of a large one, the player's in the last place when it is not among them", () => {
    const shown = shownPicks(picks(40, 30));
    expect(shown).toHaveLength(LEAGUE_MATCH_PICKS_SHOWN);
    expect(shown.slice(0, -1).map((p) => p.userId)).toEqual(Array.from({ length: LEAGUE_MATCH_PICKS_SHOWN - 1 }, (_, i) => i));
    expect(shown.at(-1)!.userId).toBe(30);
    expect(shownPicks(picks(40, 2)).map((p) => p.userId)).toEqual(Array.from({ length: LEAGUE_MATCH_PICKS_SHOWN }, (_, i) => i));
  });
});
