import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import type { Match } from "../../shared/api/matches";
import { scorePrediction } from "../../shared/scoring";
import { queryRows } from "../platform/db/client";
import { matchPicks } from "../platform/db/schema";
import { settleMatch } from "../game/settlement.service";
import { BETTING_ENV, BETTING_START, upcomingMatches } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";

describeEachDatabase(
  "players' own picks",
  (ctx) => {
    let upcoming: Match[] = [];
    beforeAll(async () => {
      upcoming = await upcomingMatches(ctx().app);
    });

    const put = (cookie: string | undefined, id: number | string, payload: unknown) =>
      ctx().app.inject({ method: "PUT", url: `/api/matches/${id}/pick`, headers: cookie ? { cookie } : {}, payload: payload as object });
    const get = (cookie: string | undefined, url: string) => ctx().app.inject({ url, headers: cookie ? { cookie } : {} });
    const remove = (cookie: string, id: number) => ctx().app.inject({ method: "DELETE", url: `/api/matches/${id}/pick`, headers: { cookie } });
    const storedPicks = async () =>
      queryRows<{ user_id: number; match_id: number; home: number; away: number; updated_at: Date }>(
        ctx().database.db,
        sql`select user_id, match_id, home, away, updated_at from match_picks order by user_id, match_id`,
      );
    /** The clock at a moment relative to a match's kick-off, for the rest of a test. */
    const clockAt = (match: Match, offsetMs: number) => vi.setSystemTime(new Date(Date.parse(match.matchDate) + offsetMs));

    it("makes, changes, reads and takes back a pick, which only its owner sees", async () => {
      const match = upcoming[0]!;
      const [alice, bob] = [await signUp(ctx().app), await signUp(ctx().app)];
      const made = await put(alice.cookie, match.id, { home: 2, away: 1 });
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json()).toMatchObject({ matchId: match.id, home: 2, away: 1, points: null });
      expect((await put(alice.cookie, match.id, { home: 0, away: 0 })).json()).toMatchObject({ home: 0, away: 0 });
      expect((await get(alice.cookie, `/api/matches/${match.id}/pick`)).json()).toMatchObject({ home: 0, away: 0, points: null });
      expect((await get(bob.cookie, `/api/matches/${match.id}/pick`)).json()).toBeNull();
      // Nothing of anybody's pick rides on the match or the list.
      expect((await get(bob.cookie, `/api/matches/${match.id}`)).body).not.toMatch(/"(pick|picks|home|away)"/);

      expect((await remove(alice.cookie, match.id)).statusCode).toBe(204);
      expect((await get(alice.cookie, `/api/matches/${match.id}/pick`)).json()).toBeNull();
      expect((await remove(alice.cookie, match.id)).statusCode).toBe(204);
    });

    it("refuses bad picks with a clear message and changes nothing", async () => {
      const match = upcoming[1]!;
      const player = await signUp(ctx().app);
      const other = await signUp(ctx().app);
      expect((await put(other.cookie, match.id, { home: 1, away: 1 })).statusCode).toBe(200);
      const before = await storedPicks();
      const cases: Array<[string | undefined, number | string, unknown, number, RegExp]> = [
        [player.cookie, match.id, { home: 21, away: 0 }, 400, /home can be at most 20/],
        [player.cookie, match.id, { home: 0, away: 1e9 }, 400, /away can be at most 20/],
        [player.cookie, match.id, { home: -1, away: 0 }, 400, /home cannot be below 0/],
        [player.cookie, match.id, { home: 1.5, away: 0 }, 400, /whole number/],
        [player.cookie, match.id, { home: "2", away: 0 }, 400, /home must be a number/],
        [player.cookie, match.id, { home: 2 }, 400, /away/],
        [player.cookie, match.id, { home: 2, away: 1, userId: other.user.id }, 400, /userId/],
        [player.cookie, match.id, null, 400, /./],
        [player.cookie, match.id, [2, 1], 400, /./],
        [player.cookie, 999_999, { home: 2, away: 1 }, 404, /Match not found/],
        [player.cookie, "abc", { home: 2, away: 1 }, 400, /id must be a number/],
        [player.cookie, "99999999999", { home: 2, away: 1 }, 400, /too large/],
        [undefined, match.id, { home: 2, away: 1 }, 401, /sign in/],
      ];
      for (const [cookie, id, payload, status, message] of cases) {
        const response = await put(cookie, id, payload);
        expect(response.statusCode, `${JSON.stringify(payload)} → ${response.body}`).toBe(status);
        expect(response.json().message).toMatch(message);
      }
      expect((await get(player.cookie, `/api/matches/999999/pick`)).statusCode).toBe(404);
      expect((await get(undefined, `/api/matches/${match.id}/pick`)).statusCode).toBe(401);
      expect((await get(undefined, `/api/picks/summary`)).statusCode).toBe(401);
      expect((await ctx().app.inject({ method: "DELETE", url: `/api/matches/${match.id}/pick` })).statusCode).toBe(401);
      expect((await remove(player.cookie, 999_999)).statusCode).toBe(404);
      // Another player's pick cannot be reached: the paths name a match, and the pick is always the caller's.
      expect((await remove(player.cookie, match.id)).statusCode).toBe(204);
      expect(await storedPicks()).toEqual(before);
    });

    it("locks at kick-off by the server's clock: no pick, change or removal after it", async () => {
      const match = upcoming[2]!;
      const player = await signUp(ctx().app);
      clockAt(match, -1);
      expect((await put(player.cookie, match.id, { home: 3, away: 1 })).statusCode).toBe(200);
      const before = await storedPicks();
      clockAt(match, 0);
      for (const response of [await put(player.cookie, match.id, { home: 0, away: 0 }), await remove(player.cookie, match.id)]) {
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toMatch(/locked at kick-off/);
      }
      const late = await signUp(ctx().app);
      expect((await put(late.cookie, match.id, { home: 1, away: 0 })).statusCode).toBe(409);
      expect(await storedPicks()).toEqual(before);
      vi.setSystemTime(BETTING_START);
    });

    it("a pick racing kick-off is either in before it or refused, never stored after it", async () => {
      const match = upcoming[3]!;
      const players = await Promise.all(Array.from({ length: 6 }, () => signUp(ctx().app)));
      const kickOff = Date.parse(match.matchDate);
      // Every player has a pick in well before kick-off, so what the race may store is a change.
      clockAt(match, -3);
      for (const [i, p] of players.entries()) expect((await put(p.cookie, match.id, { home: 9, away: i })).statusCode).toBe(200);
      const replies: Array<{ status: number; sentAt: number; updatedAt?: string }> = [];
      // Requests leave while the clock crosses kick-off, a millisecond at a time, all at once in flight:
      // sent at -2 and -1 ms they may land either side of it (the handler reads the clock when it runs);
      // sent at 0, 1 and 2 ms they must be refused.
      const inFlight: Array<Promise<void>> = [];
      for (let step = 1; step < 6; step++) {
        vi.setSystemTime(new Date(kickOff - 3 + step));
        for (const [i, p] of players.entries()) {
          const sentAt = Date.now();
          inFlight.push(
            put(p.cookie, match.id, { home: step, away: i }).then((r) => {
              replies.push({ status: r.statusCode, sentAt, ...(r.statusCode === 200 ? { updatedAt: r.json().updatedAt } : {}) });
            }),
          );
        }
        // Let this step's requests reach their handlers (which read the clock) before it moves on.
        for (let tick = 0; tick < 3; tick++) await new Promise((resolve) => setImmediate(resolve));
      }
      await Promise.all(inFlight);
      expect(replies.every((r) => r.status === 200 || r.status === 409)).toBe(true);
      expect(replies.filter((r) => r.sentAt >= kickOff)).toHaveLength(3 * players.length);
      for (const r of replies.filter((x) => x.status === 200)) expect(Date.parse(r.updatedAt!)).toBeLessThan(kickOff);
      for (const r of replies.filter((x) => x.sentAt >= kickOff)) expect(r.status).toBe(409);
      const stored = (await storedPicks()).filter((p) => p.match_id === match.id);
      expect(stored).toHaveLength(players.length);
      for (const pick of stored) expect(new Date(pick.updated_at).getTime()).toBeLessThan(kickOff);
      vi.setSystemTime(BETTING_START);
    });

    it("keeps the crowd sealed until kick-off, then shows shares, the commonest scores and the crowd's pick", async () => {
      const match = upcoming[4]!;
      const picks = ["2-1", "2-1", "2-1", "1-1", "1-1", "0-2", "3-0"];
      const players = await Promise.all(picks.map(() => signUp(ctx().app)));
      for (const [i, score] of picks.entries()) {
        const [home, away] = score.split("-").map(Number);
        expect((await put(players[i]!.cookie, match.id, { home, away })).statusCode).toBe(200);
      }
      const sealed = await get(players[0]!.cookie, `/api/matches/${match.id}/crowd`);
      expect(sealed.statusCode).toBe(409);
      expect(sealed.json().message).toMatch(/from kick-off/);
      expect((await get(players[0]!.cookie, `/api/matches/999999/crowd`)).statusCode).toBe(404);
      expect((await get(undefined, `/api/matches/${match.id}/crowd`)).statusCode).toBe(401);

      clockAt(match, 1_000);
      const crowd = await get(players[0]!.cookie, `/api/matches/${match.id}/crowd`);
      expect(crowd.statusCode).toBe(200);
      const body = crowd.json();
      expect(body).toMatchObject({ picks: 7, crowdPick: "2-1" });
      expect(body.home).toBeCloseTo(4 / 7);
      expect(body.draw).toBeCloseTo(2 / 7);
      expect(body.away).toBeCloseTo(1 / 7);
      expect(body.topScores[0]).toEqual({ score: "2-1", share: 3 / 7 });
      expect(body.topScores).toHaveLength(4);
      expect(crowd.body).not.toMatch(/userId|username|email/);
      vi.setSystemTime(BETTING_START);
    });

    it("scores every pick at full time like the oracles, and the profile sums the season", async () => {
      const { app, database } = ctx();
      const [scored, cancelled] = [upcoming[5]!, upcoming[6]!];
      const grid = Array.from({ length: 16 }, (_, i) => ({ home: i % 4, away: Math.floor(i / 4) }));
      const players = await Promise.all(grid.map(() => signUp(app)));
      for (const [i, pick] of grid.entries()) {
        expect((await put(players[i]!.cookie, scored.id, pick)).statusCode).toBe(200);
        expect((await put(players[i]!.cookie, cancelled.id, pick)).statusCode).toBe(200);
      }
      const actual = { home: 2, away: 1 };
      await settleMatch(database.db, scored.id, { status: "completed", score: actual });
      await settleMatch(database.db, cancelled.id, { status: "cancelled" });
      const rows = await database.db.select().from(matchPicks).where(eq(matchPicks.matchId, scored.id));
      expect(rows).toHaveLength(16);
      for (const row of rows) expect(row.points, `${row.home}-${row.away}`).toBe(scorePrediction(row, actual));
      const voided = await database.db.select().from(matchPicks).where(eq(matchPicks.matchId, cancelled.id));
      expect(voided.every((r) => r.points === null)).toBe(true);

      const exactPlayer = players[grid.findIndex((g) => g.home === 2 && g.away === 1)]!;
      const mine = await get(exactPlayer.cookie, `/api/matches/${scored.id}/pick`);
      expect(mine.json()).toMatchObject({ home: 2, away: 1, points: 10 });
      const summary = (await get(exactPlayer.cookie, "/api/picks/summary")).json();
      expect(summary).toMatchObject({ points: 10, picks: 2, scored: 1, exact: 1, pointsPerMatch: 10 });
      expect(summary.seasonStart).toBe("2024-07-01T00:00:00.000Z");
      const missPlayer = players[grid.findIndex((g) => g.home === 0 && g.away === 3)]!;
      expect((await get(missPlayer.cookie, "/api/picks/summary")).json()).toMatchObject({ points: 0, picks: 2, scored: 1, exact: 0 });
      const newcomer = await signUp(app);
      expect((await get(newcomer.cookie, "/api/picks/summary")).json()).toMatchObject({ points: 0, picks: 0, scored: 0, pointsPerMatch: null });
    });
  },
  { env: BETTING_ENV, app: { clock: "process" } },
);
