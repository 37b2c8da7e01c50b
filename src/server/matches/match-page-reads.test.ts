import { eq } from "drizzle-orm";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import type { Match } from "../../shared/api/matches";
import { matches } from "../platform/db/schema";
import { SHARED_REPLY_MS } from "../platform/http/shared-reply";
import { BETTING_ENV, BETTING_START, placeBet, upcomingMatches } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";

// A match page's reply is built once per match and language for everyone reading it, and whatever changes
// the page drops it: a bet here or elsewhere, a state heard from any instance, the sync's run, the kick-off
// that opens the sealed forecasts. A write nothing tells of (another instance's sync) shows within
// SHARED_REPLY_MS.match. Each case writes the match row directly, which tells no one, to see which read it gets.
describeEachDatabase(
  "a match page's shared reply",
  (ctx) => {
    let upcoming: Match[] = [];
    let cookie = "";
    beforeAll(async () => {
      upcoming = await upcomingMatches(ctx().app);
      cookie = (await signUp(ctx().app)).cookie;
    });
    afterEach(() => vi.setSystemTime(vi.getMockedSystemTime() ?? BETTING_START));

    const read = async (id: number, headers: Record<string, string> = {}) => {
      const reply = await ctx().app.inject({ url: `/api/matches/${id}`, headers: { cookie, ...headers } });
      expect(reply.statusCode).toBe(200);
      return reply;
    };
    const page = async (id: number) => (await read(id)).json<Match>();
    /** A change nobody is told of, as another instance's sync writes. */
    const writeUntold = (id: number, featured: boolean) => ctx().database.db.update(matches).set({ featured }).where(eq(matches.id, id));

    it("answers from the reply built moments ago, tagged, and reads the match again once it is SHARED_REPLY_MS.match old", async () => {
      const match = upcoming[0]!;
      const first = await read(match.id, { "accept-encoding": "gzip" });
      expect(first.headers.etag).toMatch(/^"[\w-]{22}"$/);
      expect(first.headers["content-encoding"]).toBe("gzip");
      const again = await ctx().app.inject({ url: `/api/matches/${match.id}`, headers: { cookie, "if-none-match": String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      const before = (await page(match.id)).featured;
      await writeUntold(match.id, !before);
      expect((await page(match.id)).featured).toBe(before);
      vi.setSystemTime(Date.now() + SHARED_REPLY_MS.match);
      expect((await page(match.id)).featured).toBe(!before);
    });

    it("counts a bet placed here into the page at once", async () => {
      const match = upcoming[1]!;
      const backer = await signUp(ctx().app);
      const before = (await page(match.id)).betCount;
      expect((await placeBet(ctx().app, backer.cookie, { matchId: match.id, aiSelected: "ChatGPT", stake: 10 })).statusCode).toBe(201);
      expect((await page(match.id)).betCount).toBe(before + 1);
    });

    it("reads the match again once any instance tells of its state, and after a sync run here that wrote", async () => {
      const { app } = ctx();
      const match = upcoming[2]!;
      const before = (await page(match.id)).featured;
      await writeUntold(match.id, !before);
      await app.game.hub.publish({ type: "match", matchId: match.id, status: "upcoming", actualScore: null, minute: null });
      // On PostgreSQL the state comes back through NOTIFY, as another instance's would.
      for (let waited = 0; (await page(match.id)).featured === before && waited < 5_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
      expect((await page(match.id)).featured).toBe(!before);

      await writeUntold(match.id, before);
      expect((await page(match.id)).featured).toBe(!before);
      app.game.sync.onChange?.();
      expect((await page(match.id)).featured).toBe(before);
    });

    it("opens the sealed forecasts at kick-off, though nothing was written since the reply was built", async () => {
      const match = upcoming[3]!;
      const kickOff = Date.parse(match.matchDate);
      vi.setSystemTime(kickOff - 500);
      const sealed = await page(match.id);
      expect(sealed.predictions.length).toBe(2);
      expect(sealed.predictions.every((p) => p.forecast === null)).toBe(true);
      vi.setSystemTime(kickOff);
      expect((await page(match.id)).predictions.every((p) => p.forecast !== null)).toBe(true);
    });

    it("keeps a reply per language: a German reader and an English one each read their own", async () => {
      const match = upcoming[4]!;
      const german = await signUp(ctx().app);
      const settings = { method: "PATCH" as const, url: "/api/auth/user/settings", headers: { cookie: german.cookie } };
      expect((await ctx().app.inject({ ...settings, payload: { locale: "de" } })).statusCode).toBe(200);
      const english = await page(match.id);
      const inGerman = (await ctx().app.inject({ url: `/api/matches/${match.id}`, headers: { cookie: german.cookie } })).json<Match>();
      expect(inGerman.predictions.map((p) => p.hash)).toEqual(english.predictions.map((p) => p.hash));
      expect(inGerman.predictions[0]!.reasoning).not.toBe(english.predictions[0]!.reasoning);
      expect((await page(match.id)).predictions[0]!.reasoning).toBe(english.predictions[0]!.reasoning);
    });
  },
  { env: BETTING_ENV, app: { clock: "process" } },
);
