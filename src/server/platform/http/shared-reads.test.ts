import { afterEach, beforeAll, expect, it, vi } from "vitest";
import type { Match } from "../../../shared/api/matches";
import { RECENT_SESSION_MS } from "../../auth/session-cache";
import { eq } from "drizzle-orm";
import { matchViewers, sessions } from "../db/schema";
import { BETTING_ENV, BETTING_START, placeBet, upcomingMatches } from "../../testing/betting-arena";
import { describeEachDatabase, signUp } from "../../testing/harness";
import { SHARED_REPLY_MS } from "./shared-reply";
import { FLUSH_EVERY_MS, SubscriptionSupport } from "../../live/subscription-support";

// The replies every player polls are shared, tagged and answered 304 while unchanged; they trust a
// session checked in the last minute, and nothing a player does on this instance goes unseen.
describeEachDatabase(
  "shared reads",
  (ctx) => {
    let upcoming: Match[] = [];
    beforeAll(async () => {
      upcoming = await upcomingMatches(ctx().app);
    });
    afterEach(() => vi.setSystemTime(vi.getMockedSystemTime() ?? BETTING_START));

    const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

    it("answers 304 to a caller that holds the current version of each polled reply", async () => {
      const { app } = ctx();
      const { cookie } = await signUp(app);
      const match = upcoming[0]!;
      for (const url of [
        "/api/matches",
        `/api/matches/${match.id}/distribution`,
        `/api/stats/match-viewers/${match.id}`,
        "/api/activity/live",
        "/api/leaderboard/players",
        "/api/ai-stats",
        "/api/stats/social-proof",
      ]) {
        const first = await app.inject({ url, headers: { cookie, "accept-encoding": "gzip, br" } });
        expect(first.statusCode, url).toBe(200);
        expect(first.headers.etag, url).toMatch(/^"[\w-]{22}"$/);
        const again = await app.inject({ url, headers: { cookie, "if-none-match": String(first.headers.etag) } });
        expect(again.statusCode, url).toBe(304);
        expect(again.rawPayload.length, url).toBe(0);
        const stale = await app.inject({ url, headers: { cookie, "if-none-match": '"not-this-version-at-all"' } });
        expect(stale.statusCode, url).toBe(200);
        expect(stale.json(), url).toEqual(JSON.parse(String(stale.body)));
      }
    });

    it("shows a bet placed on this instance in the distribution at once, and a viewer in the count at once", async () => {
      const { app } = ctx();
      const match = upcoming[1]!;
      const [a, b] = [await signUp(app), await signUp(app)];
      const url = `/api/matches/${match.id}/distribution`;
      expect((await app.inject({ url, headers: { cookie: a.cookie } })).json()).toEqual({ chatGPT: 0, grok: 0, totalBets: 0 });
      expect((await placeBet(app, a.cookie, { matchId: match.id, aiSelected: "Grok", stake: 10 })).statusCode).toBe(201);
      expect((await app.inject({ url, headers: { cookie: b.cookie } })).json()).toEqual({ chatGPT: 0, grok: 100, totalBets: 1 });

      const viewers = `/api/stats/match-viewers/${match.id}`;
      expect((await app.inject({ url: viewers, headers: { cookie: a.cookie } })).json()).toEqual({ count: 1 });
      expect((await app.inject({ url: viewers, headers: { cookie: b.cookie } })).json()).toEqual({ count: 2 });
      // A returning viewer is batched, not counted twice.
      later(SHARED_REPLY_MS.match);
      expect((await app.inject({ url: viewers, headers: { cookie: a.cookie } })).json()).toEqual({ count: 2 });
    });

    it("counts newcomers to a match at once, and stores them within the batch's two seconds", async () => {
      const { app, database } = ctx();
      const match = upcoming[2]!;
      const players = [await signUp(app), await signUp(app), await signUp(app), await signUp(app)];
      const viewers = `/api/stats/match-viewers/${match.id}`;
      const stored = async () => (await database.db.select().from(matchViewers).where(eq(matchViewers.matchId, match.id))).length;
      for (const [i, player] of players.slice(0, 3).entries()) {
        expect((await app.inject({ url: viewers, headers: { cookie: player.cookie } })).json()).toEqual({ count: i + 1 });
      }
      // The batch lands within its two seconds (the app's real timer, so when it fires is not ours to
      // pin here: the next test drives a batch by hand).
      for (let waited = 0; (await stored()) < 3 && waited < 5_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
      expect(await stored()).toBe(3);
      expect((await app.inject({ url: viewers, headers: { cookie: players[3]!.cookie } })).json()).toEqual({ count: 4 });
      later(SHARED_REPLY_MS.match);
      expect((await app.inject({ url: viewers, headers: { cookie: players[0]!.cookie } })).json()).toEqual({ count: 4 });
    });

    it("writes newcomers in one batch at the flush, not a row each as they come", async () => {
      const { database } = ctx();
      const match = upcoming[3]!;
      vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"], now: Date.now() });
      const support = new SubscriptionSupport(database.db, (err) => {
        throw err;
      });
      const rows = () => database.db.select().from(matchViewers).where(eq(matchViewers.matchId, match.id));
      try {
        for (const key of ["u:1", "u:2", "u:3"]) expect(support.visit(match.id, key)).toBe(true);
        expect(support.visit(match.id, "u:1")).toBe(false);
        expect(await support.viewerCount(match.id)).toBe(3);
        expect(await rows()).toEqual([]);
        vi.advanceTimersByTime(FLUSH_EVERY_MS);
        for (let waited = 0; (await rows()).length < 3 && waited < 5_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
        const written = await rows();
        expect(written).toHaveLength(3);
        // One statement: every row carries the batch's one timestamp.
        expect(new Set(written.map((r) => r.seenAt.getTime())).size).toBe(1);
      } finally {
        await support.close();
        vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
      }
    });

    it("answers 404 for an unknown match, and keeps no reply for it", async () => {
      const { app } = ctx();
      const { cookie } = await signUp(app);
      for (const url of ["/api/matches/999999/distribution", "/api/stats/match-viewers/999999"]) {
        for (let i = 0; i < 2; i += 1) {
          const response = await app.inject({ url, headers: { cookie } });
          expect(response.statusCode, url).toBe(404);
          expect(response.json(), url).toEqual({ message: "Match not found" });
        }
      }
    });

    it("trusts a session checked moments ago only for shared reads, and never after signing out here", async () => {
      const { app, database } = ctx();
      const reader = await signUp(app);
      expect((await app.inject({ url: "/api/matches", headers: { cookie: reader.cookie } })).statusCode).toBe(200);
      // Another instance signs the session out (its row is gone): a shared read may still pass for
      // the few seconds of the window, a read of the player's own data is refused at once.
      await database.db.delete(sessions);
      expect((await app.inject({ url: "/api/matches", headers: { cookie: reader.cookie } })).statusCode).toBe(200);
      expect((await app.inject({ url: "/api/auth/user", headers: { cookie: reader.cookie } })).statusCode).toBe(401);
      // The refused lookup dropped the checked session: shared reads are refused too from now on.
      expect((await app.inject({ url: "/api/matches", headers: { cookie: reader.cookie } })).statusCode).toBe(401);

      const other = await signUp(app);
      expect((await app.inject({ url: "/api/leaderboard/players", headers: { cookie: other.cookie } })).statusCode).toBe(200);
      await database.db.delete(sessions);
      later(RECENT_SESSION_MS);
      expect((await app.inject({ url: "/api/leaderboard/players", headers: { cookie: other.cookie } })).statusCode).toBe(401);

      // Signing out on this instance ends shared reads at once.
      const leaving = await signUp(app);
      expect((await app.inject({ url: "/api/matches", headers: { cookie: leaving.cookie } })).statusCode).toBe(200);
      expect(
        (await app.inject({ method: "POST", url: "/api/logout", headers: { cookie: leaving.cookie, origin: "http://127.0.0.1:5000" } })).statusCode,
      ).toBeLessThan(400);
      expect((await app.inject({ url: "/api/matches", headers: { cookie: leaving.cookie } })).statusCode).toBe(401);
    });
  },
  { env: BETTING_ENV, app: { clock: "process" } },
);
