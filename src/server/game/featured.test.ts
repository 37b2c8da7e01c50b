import { and, eq, ne } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { matches } from "../platform/db/schema";
import { placeBet } from "../testing/betting-arena";
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
