import { and, eq, ne } from "drizzle-orm";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import type { ListedMatch } from "../../shared/api/matches";
import { matches } from "../platform/db/schema";
import { BETTING_ENV, placeBet, upcomingMatches } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";

// The featured match is the upcoming one most backed, an hour or more from kick-off, soonest first on a tie
// (docs/rules.md#matches). The sync picks it on every run; a run that picks the one it featured last writes nothing.

describeEachDatabase("the featured match", (ctx) => {
  beforeAll(async () => {
    await ctx().app.game.sync.runOnce();
  });

  const featured = async () =>
    (await ctx().database.db.select({ id: matches.id }).from(matches).where(eq(matches.featured, true))).map((row) => row.id);

  it("goes to the lower id of two unbacked matches that kick off together, the order the arena lists them in", async () => {
    const db = ctx().database.db;
    const [soonest] = await db.select({ id: matches.id, matchDate: matches.matchDate }).from(matches).where(eq(matches.featured, true));
    const [other] = await db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.status, "upcoming"), ne(matches.id, soonest!.id)))
      .orderBy(matches.id)
      .limit(1);
    expect(soonest && other).toBeTruthy();
    // The other match is moved to the featured one's kick-off: the two now tie on bets and on time.
    await db.update(matches).set({ matchDate: soonest!.matchDate }).where(eq(matches.id, other!.id));
    await ctx().app.game.sync.runOnce();
    expect(await featured()).toEqual([Math.min(soonest!.id, other!.id)]);
  });

  it("moves to the most backed match, and a run that picks the same one writes nothing", async () => {
    const first = await featured();
    expect(first).toHaveLength(1);

    // The last upcoming match, backed once, becomes the featured one alone.
    const upcoming = await ctx()
      .database.db.select({ id: matches.id })
      .from(matches)
      .where(eq(matches.status, "upcoming"))
      .orderBy(matches.matchDate);
    const backed = upcoming.filter((m) => m.id !== first[0]).at(-1)!;
    const { cookie } = await signUp(ctx().app);
    const bet = await placeBet(ctx().app, cookie, { matchId: backed.id, aiSelected: "ChatGPT", stake: 100 });
    expect(bet.statusCode, bet.body).toBe(201);
    await ctx().app.game.sync.runOnce();
    expect(await featured()).toEqual([backed.id]);

    // Set back behind the sync's back, the flag stays as it is while the sync picks the same match: it wrote nothing.
    await ctx().database.db.update(matches).set({ featured: false }).where(eq(matches.id, backed.id));
    await ctx().app.game.sync.runOnce();
    expect(await featured()).toEqual([]);
  });
});

// The league of the betting suites (SIM_SPEED 60: a kick-off every 30 s, a simulated hour a minute), its clock held.
describeEachDatabase(
  "the featured match at a kick-off",
  (ctx) => {
    afterEach(() => vi.useRealTimers());

    it("has already moved on when the kick-off is pushed, so the list read on hearing it heads with the new one", async () => {
      const { app } = ctx();
      const upcoming = (await upcomingMatches(app)).sort((a, b) => a.matchDate.localeCompare(b.matchDate));
      const kicksOff = upcoming[0]!;
      vi.setSystemTime(Date.parse(kicksOff.matchDate) - 5_000);
      await app.game.sync.runOnce();
      const { cookie } = await signUp(app);
      const featuredIn = async () => {
        const list: ListedMatch[] = (await app.inject({ url: "/api/matches", headers: { cookie } })).json();
        return list.find((m) => m.featured)?.id;
      };
      const before = await featuredIn();

      // A read of the list as an arena makes on hearing each push: the sync waits for it, as a push's delivery.
      const heard: Array<{ matchId: number; status: string; featured: number | undefined }> = [];
      const publish = app.game.hub.publish.bind(app.game.hub);
      vi.spyOn(app.game.hub, "publish").mockImplementation(async (message, lineId) => {
        if ("status" in message) heard.push({ matchId: message.matchId, status: message.status, featured: await featuredIn() });
        return publish(message, lineId);
      });
      vi.setSystemTime(Date.parse(kicksOff.matchDate) + 1_000);
      await app.game.sync.runOnce();
      const after = await featuredIn();

      // The match a simulated hour after the next one to kick off lost its hour with this kick-off.
      expect(after).not.toBe(before);
      expect(heard.find((h) => h.matchId === kicksOff.id)).toEqual({ matchId: kicksOff.id, status: "live", featured: after });
    });
  },
  { env: BETTING_ENV },
);
