import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import type { Match } from "../../shared/api/matches";
import type { BatchPicksReply, OpenPicks } from "../../shared/api/picks";
import { MAX_OPEN_PICKS, MAX_PICKS_PER_SAVE } from "../../shared/pick-rules";
import { queryRows } from "../platform/db/client";
import { matches } from "../platform/db/schema";
import { SHARED_REPLY_MS } from "../platform/http/shared-reply";
import { BETTING_ENV, BETTING_START, upcomingMatches } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";

describeEachDatabase(
  "the picks page: open matches and saving many picks at once",
  (ctx) => {
    const kickOff = (match: Match) => Date.parse(match.matchDate);
    // The upcoming matches by kick-off; each test takes matches of its own from it.
    let sorted: Match[] = [];
    beforeAll(async () => {
      sorted = (await upcomingMatches(ctx().app)).sort((a, b) => kickOff(a) - kickOff(b) || a.id - b.id);
    });
    afterEach(() => vi.setSystemTime(BETTING_START));

    const saveMany = (cookie: string | undefined, payload: unknown, contentType = "application/json") =>
      ctx().app.inject({
        method: "PUT",
        url: "/api/picks",
        headers: { ...(cookie ? { cookie } : {}), "content-type": contentType },
        payload: typeof payload === "string" ? payload : JSON.stringify(payload),
      });
    const saveOne = (cookie: string, id: number, home: number, away: number) =>
      ctx().app.inject({ method: "PUT", url: `/api/matches/${id}/pick`, headers: { cookie }, payload: { home, away } });
    const openList = async (cookie: string): Promise<OpenPicks> => {
      const reply = await ctx().app.inject({ url: "/api/picks/open", headers: { cookie } });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json();
    };
    const storedPicks = async () =>
      queryRows<{ user_id: number; match_id: number; home: number; away: number; updated_at: Date }>(
        ctx().database.db,
        sql`select user_id, match_id, home, away, updated_at from match_picks order by user_id, match_id`,
      );
    it("saves every open pick, refuses the one whose match has kicked off with the reason, and touches no one else's", async () => {
      const [alice, bob] = [await signUp(ctx().app), await signUp(ctx().app)];
      // Three matches kicking off in turn; the clock will stand at the first one's kick-off.
      const [gone, open, changed] = sorted.filter((m, i) => i === 0 || kickOff(m) > kickOff(sorted[0]!));
      expect(kickOff(open!)).toBeGreaterThan(kickOff(gone!));
      expect((await saveOne(alice.cookie, changed!.id, 0, 0)).statusCode).toBe(200);
      expect((await saveOne(alice.cookie, gone!.id, 1, 1)).statusCode).toBe(200);
      for (const m of [gone!, open!, changed!]) expect((await saveOne(bob.cookie, m.id, 4, 4)).statusCode).toBe(200);
      const bobsBefore = (await storedPicks()).filter((p) => p.user_id === bob.user.id);

      vi.setSystemTime(new Date(kickOff(gone!)));
      const reply = await saveMany(alice.cookie, {
        picks: [
          { matchId: gone!.id, home: 3, away: 0 },
          { matchId: open!.id, home: 2, away: 1 },
          { matchId: changed!.id, home: 1, away: 2 },
        ],
      });
      expect(reply.statusCode, reply.body).toBe(200);
      const body: BatchPicksReply = reply.json();
      expect(body.saved.map((p) => [p.matchId, p.home, p.away, p.points])).toEqual([
        [open!.id, 2, 1, null],
        [changed!.id, 1, 2, null],
      ]);
      expect(body.saved.every((p) => Date.parse(p.updatedAt) === kickOff(gone!))).toBe(true);
      expect(body.refused).toEqual([{ matchId: gone!.id, message: "Picks are locked at kick-off: this match is no longer open" }]);

      const after = await storedPicks();
      const alices = Object.fromEntries(after.filter((p) => p.user_id === alice.user.id).map((p) => [p.match_id, `${p.home}-${p.away}`]));
      // The refused pick keeps what was there before kick-off.
      expect(alices).toEqual({ [gone!.id]: "1-1", [open!.id]: "2-1", [changed!.id]: "1-2" });
      expect(after.filter((p) => p.user_id === bob.user.id)).toEqual(bobsBefore);

      // Every pick refused is still a 200 that says so, per match.
      vi.setSystemTime(new Date(kickOff(changed!) + 1));
      const late = await saveMany(alice.cookie, { picks: [{ matchId: changed!.id, home: 5, away: 5 }] });
      expect(late.statusCode).toBe(200);
      expect(late.json()).toEqual({ saved: [], refused: [{ matchId: changed!.id, message: expect.stringMatching(/locked at kick-off/) }] });
    });

    it("refuses broken requests with a clear message and changes nothing", async () => {
      const player = await signUp(ctx().app);
      const other = await signUp(ctx().app);
      const [m1, m2] = [sorted[10]!, sorted[11]!];
      expect((await saveOne(other.cookie, m1.id, 1, 1)).statusCode).toBe(200);
      expect((await saveOne(player.cookie, m2.id, 0, 0)).statusCode).toBe(200);
      const before = await storedPicks();
      const pick = (matchId: number, home: unknown = 1, away: unknown = 0) => ({ matchId, home, away });
      const many = (n: number) => Array.from({ length: n }, (_, i) => pick(i + 1));
      const cases: Array<[string | undefined, unknown, number, RegExp]> = [
        [undefined, { picks: [pick(m1.id)] }, 401, /sign in/],
        [player.cookie, {}, 400, /picks must be a list of picks/],
        [player.cookie, { picks: "2-1" }, 400, /picks must be a list of picks/],
        [player.cookie, { picks: [] }, 400, /Send at least one pick/],
        [player.cookie, { picks: [1, 2] }, 400, /Invalid picks\.0/],
        [player.cookie, { picks: [pick(m1.id, "2")] }, 400, /home must be a number/],
        [player.cookie, { picks: [pick(m1.id, 2, 21)] }, 400, /away can be at most 20/],
        [player.cookie, { picks: [pick(m1.id, -1)] }, 400, /home cannot be below 0/],
        [player.cookie, { picks: [pick(m1.id, 1.5)] }, 400, /whole number/],
        [player.cookie, { picks: [{ matchId: m1.id, home: 1 }] }, 400, /away/],
        [player.cookie, { picks: [{ home: 1, away: 1 }] }, 400, /matchId/],
        [player.cookie, { picks: [pick(String(m1.id) as unknown as number)] }, 400, /matchId must be a match id/],
        [player.cookie, { picks: [pick(0)] }, 400, /matchId must be positive/],
        [player.cookie, { picks: [pick(2 ** 31)] }, 400, /matchId is too large/],
        [player.cookie, { picks: [{ ...pick(m1.id), userId: other.user.id }] }, 400, /Unknown field: userId/],
        [player.cookie, { picks: [pick(m1.id)], userId: other.user.id }, 400, /Unknown field: userId/],
        [player.cookie, { picks: [pick(m1.id, 2, 0), pick(m2.id), pick(m1.id, 3, 3)] }, 400, new RegExp(`Match ${m1.id} is picked twice`)],
        [player.cookie, { picks: many(MAX_PICKS_PER_SAVE + 1) }, 400, new RegExp(`At most ${MAX_PICKS_PER_SAVE} picks`)],
        // Past the body limit altogether.
        [player.cookie, { picks: many(5_000) }, 413, /./],
        [player.cookie, null, 400, /./],
        [player.cookie, [pick(m1.id)], 400, /./],
        // An unknown match refuses the whole request, the open match beside it included.
        [player.cookie, { picks: [pick(m1.id, 3, 3), pick(999_999)] }, 404, /Match not found: 999999\. Nothing was saved/],
      ];
      for (const [cookie, payload, status, message] of cases) {
        const response = await saveMany(cookie, payload);
        expect(response.statusCode, `${JSON.stringify(payload).slice(0, 80)} → ${response.body}`).toBe(status);
        expect(response.json().message).toMatch(message);
      }
      const notJson = await saveMany(player.cookie, "picks=1", "application/x-www-form-urlencoded");
      expect(notJson.statusCode).toBe(415);
      expect(notJson.json().message).toEqual(expect.any(String));
      expect(await storedPicks()).toEqual(before);
    });

    it("lists the matches still open, soonest first, each with the caller's own pick and no one else's", async () => {
      const [alice, bob] = [await signUp(ctx().app), await signUp(ctx().app)];
      const [first, second] = [sorted[30]!, sorted[31]!];
      expect((await saveMany(alice.cookie, { picks: [{ matchId: second.id, home: 3, away: 2 }] })).json().saved).toHaveLength(1);
      expect((await saveOne(bob.cookie, first.id, 0, 1)).statusCode).toBe(200);

      const list = await openList(alice.cookie);
      const open = await queryRows<{ id: number }>(
        ctx().database.db,
        sql`select id from matches where status = 'upcoming' and match_date > ${BETTING_START.toISOString()}::timestamptz order by match_date, id`,
      );
      expect(list.total).toBe(open.length);
      expect(list.matches.map((m) => m.matchId)).toEqual(open.slice(0, MAX_OPEN_PICKS).map((m) => Number(m.id)));
      const entry = (l: OpenPicks, id: number) => l.matches.find((m) => m.matchId === id)!;
      expect(entry(list, second.id)).toMatchObject({ homeTeam: second.homeTeam, awayTeam: second.awayTeam, leagueName: second.leagueName });
      expect(entry(list, second.id).pick).toMatchObject({ matchId: second.id, home: 3, away: 2, points: null });
      expect(entry(list, first.id).pick).toBeNull();
      expect(entry(await openList(bob.cookie), first.id).pick).toMatchObject({ home: 0, away: 1 });
      expect(entry(await openList(bob.cookie), second.id).pick).toBeNull();

      // At a match's kick-off it leaves the list.
      vi.setSystemTime(new Date(kickOff(first)));
      const later = await openList(alice.cookie);
      expect(later.matches.some((m) => m.matchId === first.id)).toBe(false);
      expect(later.matches.every((m) => Date.parse(m.matchDate) > kickOff(first))).toBe(true);
      expect(entry(later, second.id).pick).toMatchObject({ home: 3, away: 2 });

      expect((await ctx().app.inject({ url: "/api/picks/open" })).statusCode).toBe(401);
    });

    it("names each match's matchday where its provider gave one, and null where it gave none", async () => {
      const player = await signUp(ctx().app);
      const [named, unnamed] = [sorted[40]!, sorted[41]!];
      // As an importer stores a provider's round, and a cup's knock-out round that names none.
      await ctx().database.db.execute(sql`update matches set matchday = 12 where id = ${named.id}`);
      await ctx().database.db.execute(sql`update matches set matchday = null where id = ${unnamed.id}`);
      // The importer's run then drops the reads kept of the matches, as the sync's does (app.ts).
      ctx().app.game.sync.onChange?.();
      const list = await openList(player.cookie);
      const entry = (id: number) => list.matches.find((m) => m.matchId === id);
      expect(entry(named.id)?.matchday).toBe(12);
      expect(entry(unnamed.id)?.matchday).toBeNull();
    });

    // The open matches are read once for everyone and kept; each player's picks and jokers on every request, and a
    // player with neither gets the kept sheet itself, tagged. These cases move a kick-off in the database directly,
    // which tells no one, to see which sheet a player gets.
    const sheet = async (cookie: string, headers: Record<string, string> = {}) =>
      ctx().app.inject({ url: "/api/picks/open", headers: { cookie, ...headers } });
    const ids = async (cookie: string) => (await sheet(cookie)).json<OpenPicks>().matches.map((m) => m.matchId);
    /** Moves a match's kick-off to the past behind everyone's back, as another instance's sync would close it. */
    const closeUntold = (id: number) =>
      ctx()
        .database.db.update(matches)
        .set({ matchDate: new Date(Date.now() - 60_000) })
        .where(eq(matches.id, id));
    const reopen = (match: Match) =>
      ctx()
        .database.db.update(matches)
        .set({ matchDate: new Date(match.matchDate) })
        .where(eq(matches.id, match.id));

    it("gives a player with no pick the kept sheet, tagged, and one with a pick their own, at once", async () => {
      const [reader, picker] = [await signUp(ctx().app), await signUp(ctx().app)];
      const first = await sheet(reader.cookie, { "accept-encoding": "gzip" });
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toMatch(/^"[\w-]{22}"$/);
      expect((await sheet(reader.cookie, { "if-none-match": String(first.headers.etag) })).statusCode).toBe(304);

      const match = sorted[50]!;
      const saved = await ctx().app.inject({
        method: "PUT",
        url: `/api/matches/${match.id}/pick`,
        headers: { cookie: picker.cookie },
        payload: { home: 2, away: 0 },
      });
      expect(saved.statusCode).toBe(200);
      const own = (await sheet(picker.cookie)).json<OpenPicks>();
      expect(own.matches.find((m) => m.matchId === match.id)?.pick).toMatchObject({ home: 2, away: 0, joker: false });
      expect(own.matches.filter((m) => m.pick !== null)).toHaveLength(1);
      // The other player's sheet is still the kept one, with no one's pick on it.
      const again = await sheet(reader.cookie, { "if-none-match": String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
    });

    it("keeps the open matches until SHARED_REPLY_MS.match old, the sync's run here, or a state told of one of them", async () => {
      const { app } = ctx();
      const { cookie } = await signUp(app);
      const [a, b, c] = [sorted[45]!, sorted[46]!, sorted[47]!];
      expect(await ids(cookie)).toContain(a.id);
      await closeUntold(a.id);
      expect(await ids(cookie)).toContain(a.id);
      vi.setSystemTime(Date.now() + SHARED_REPLY_MS.match);
      expect(await ids(cookie)).not.toContain(a.id);

      await closeUntold(b.id);
      expect(await ids(cookie)).toContain(b.id);
      app.game.sync.onChange?.();
      expect(await ids(cookie)).not.toContain(b.id);

      await closeUntold(c.id);
      expect(await ids(cookie)).toContain(c.id);
      await app.game.hub.publish({ type: "match", matchId: c.id, status: "live", actualScore: "0-0", minute: 1 });
      // On PostgreSQL the state comes back through NOTIFY, as another instance's would.
      for (let waited = 0; (await ids(cookie)).includes(c.id) && waited < 5_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
      expect(await ids(cookie)).not.toContain(c.id);
      for (const match of [a, b, c]) await reopen(match);
      app.game.sync.onChange?.();
    });
  },
  { env: BETTING_ENV, app: { clock: "process" } },
);
