import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { Match } from "../../shared/api/matches";
import { bets, matches } from "../platform/db/schema";
import { seasonCreditsAgainstBets } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";

const START = new Date("2025-04-02T09:00:05Z");
const MINUTE = 60_000;
/** Past the final whistle: 90 minutes, the break and the longest stoppage. */
const FULL_TIME = 111 * MINUTE;

/*
 * The security review froze the league with one match that could not settle: the sync walked due
 * matches in date order and the failing one stopped every later one, run after run. Here a trigger
 * makes one match's settlement fail on the database, as any bad row would.
 */
describeEachDatabase(
  "match sync isolates a match that fails",
  (ctx) => {
    let first: Match;
    let second: Match;
    let third: Match;
    let bystander: Awaited<ReturnType<typeof signUp>>;

    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: START });
      const { app, database } = ctx();
      await app.game.sync.runOnce();
      bystander = await signUp(app);
      const all: Match[] = (await app.inject({ url: "/api/matches", headers: { cookie: bystander.cookie } })).json();
      const upcoming = all
        .filter((m) => m.status === "upcoming" && m.predictions.length === 2)
        .sort((a, b) => a.matchDate.localeCompare(b.matchDate));
      [first, second, third] = upcoming as [Match, Match, Match];
      expect(new Date(second.matchDate).getTime()).toBeGreaterThan(new Date(first.matchDate).getTime());
      expect(new Date(third.matchDate).getTime()).toBeGreaterThan(new Date(second.matchDate).getTime());
      for (const match of [first, second, third]) {
        const placed = await app.inject({
          method: "POST",
          url: "/api/bets",
          headers: { cookie: bystander.cookie },
          payload: { matchId: match.id, aiSelected: "Grok", stake: 100 },
        });
        expect(placed.statusCode).toBe(201);
      }
      await database.db.execute(
        sql.raw(`
      create function refuse_settling() returns trigger language plpgsql as $$
      begin
        raise exception 'planted settlement failure';
      end $$`),
      );
      await database.db.execute(
        sql.raw(`
      create trigger refuse_settling before update on matches
        for each row when (new.id = ${first.id} and new.settled_at is not null)
        execute function refuse_settling();
    `),
      );
    });

    afterAll(() => {
      vi.useRealTimers();
    });

    const statusOf = async (ids: number[]) => {
      const rows = await ctx()
        .database.db.select({ id: matches.id, status: matches.status, settledAt: matches.settledAt })
        .from(matches)
        .where(inArray(matches.id, ids));
      return Object.fromEntries(rows.map((r) => [r.id, { status: r.status, settled: r.settledAt !== null }]));
    };
    const pendingBets = async (matchId: number) =>
      (await ctx().database.db.select().from(bets).where(eq(bets.matchId, matchId))).filter((b) => b.outcome === null).length;

    it("keeps the next matches kicking off, running and settling while one fails", async () => {
      const { app } = ctx();
      const sync = app.game.sync;

      // The first match is over; the next two have kicked off.
      vi.setSystemTime(new Date(first.matchDate).getTime() + FULL_TIME);
      const during = await sync.runOnce();
      expect(during.failed).toBe(1);
      expect(sync.failedAttempts).toBe(1);
      let state = await statusOf([first.id, second.id, third.id]);
      expect(state[first.id]?.settled).toBe(false);
      expect(state[second.id]).toEqual({ status: "live", settled: false });
      expect(state[third.id]).toEqual({ status: "live", settled: false });

      // Within the back-off the failing match is left alone: nothing more fails.
      expect((await sync.runOnce()).failed).toBe(0);

      // All three are over: the two later ones settle although the first still fails.
      vi.setSystemTime(new Date(third.matchDate).getTime() + FULL_TIME);
      const after = await sync.runOnce();
      expect(after.failed).toBe(1);
      expect(after.settled).toBeGreaterThanOrEqual(2);
      state = await statusOf([first.id, second.id, third.id]);
      expect(state[first.id]?.settled).toBe(false);
      expect(state[second.id]).toEqual({ status: "completed", settled: true });
      expect(state[third.id]).toEqual({ status: "completed", settled: true });
      expect(await pendingBets(second.id)).toBe(0);
      expect(await pendingBets(third.id)).toBe(0);
      expect(await pendingBets(first.id)).toBe(1);
    });

    it("settles the failed match once the fault is gone and its back-off has passed", async () => {
      const { app, database } = ctx();
      await database.db.execute(sql.raw("drop trigger refuse_settling on matches"));
      vi.setSystemTime(Date.now() + 10 * MINUTE);
      const report = await app.game.sync.runOnce();
      expect(report.failed).toBe(0);
      expect((await statusOf([first.id]))[first.id]).toEqual({ status: "completed", settled: true });
      expect(await pendingBets(first.id)).toBe(0);
      // The same ticks added each settled match's bets to the player's season credits, once.
      const won = await seasonCreditsAgainstBets(database.db, bystander.user.id);
      expect(won.kept).toBe(won.settled);
      const totalled = await database.db
        .select({ at: matches.betTotalsAt })
        .from(matches)
        .where(inArray(matches.id, [first.id, second.id, third.id]));
      expect(totalled.every((m) => m.at !== null)).toBe(true);
    });
  },
  { app: { clock: "process" } },
);
