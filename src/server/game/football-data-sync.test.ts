import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { matches, predictions } from "../platform/db/schema";
import { registry } from "../platform/metrics/metrics";
import { me, placeBet } from "../testing/betting-arena";
import { addPlayedSeason, footballDataOnTestClock } from "../testing/football-data-game";
import { startFootballDataWorld, type FootballDataWorld } from "../testing/football-data-world";
import { describeEachDatabase, signUp, type TestContext } from "../testing/harness";
import { providerSyncKit } from "../testing/provider-sync";

// The match sync on football-data.org's replies (the local world in its documented shapes): fixtures
// imported and predicted, a match through live to settled with bets paid, a postponement voided, a
// cancellation refunded, a moved kick-off taking a bet after the old one, a move after the reveal, a 429
// honoured and a malformed reply that changes nothing (docs/decisions.md#real-football).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START = new Date("2026-11-28T12:00:00Z");
const KICKOFF = new Date("2026-11-28T15:00:00Z");

let world: FootballDataWorld;

/** prophecy_oracle_predictions_total by "oracle model", as /metrics counts them in this process. */
async function predictionsBy(): Promise<Record<string, number>> {
  const values = (await registry.getSingleMetric("prophecy_oracle_predictions_total")!.get()).values;
  return Object.fromEntries(values.map((v) => [`${v.labels.oracle} ${v.labels.model}`, v.value]));
}
const at = (date: Date) => vi.setSystemTime(date);

async function freshWorld() {
  world = await startFootballDataWorld({ now: () => new Date() });
  // This season's and last season's finished matches, which the oracles fit on.
  const clubs = [
    "Arsenal FC",
    "Chelsea FC",
    "Liverpool FC",
    "Everton FC",
    "Fulham FC",
    "Brentford FC",
    "Wolverhampton Wanderers FC",
    "Brighton & Hove Albion FC",
  ];
  addPlayedSeason(world, clubs, (n) => [(n * 7) % 4, (n * 3) % 3]);
  return { game: { provider: footballDataOnTestClock(world) }, clock: "process" as const };
}

describeEachDatabase(
  "match sync on football-data.org",
  (ctx: () => TestContext) => {
    const kit = providerSyncKit(ctx);
    const { ids, stored, sync, read } = kit;

    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: START });
      for (const [name, home, away] of [
        ["played", "Arsenal FC", "Chelsea FC"],
        ["postponed", "Liverpool FC", "Everton FC"],
        ["cancelled", "Fulham FC", "Brentford FC"],
        ["moved", "Wolverhampton Wanderers FC", "Brighton & Hove Albion FC"],
        ["movedLate", "Chelsea FC", "Arsenal FC"],
      ] as const) {
        ids[name] = world.addMatch({ competition: "PL", home, away, kickoff: KICKOFF });
      }
      const before = await predictionsBy();
      const report = await sync();
      expect(report.imported).toBe(5);
      expect(report.predicted).toBe(5);
      // /metrics names the model that made each stored prediction.
      const made = await ctx().database.db.select({ ai: predictions.aiName, model: predictions.model }).from(predictions);
      const after = await predictionsBy();
      for (const { ai, model } of made)
        expect(after[`${ai} ${model}`]! - (before[`${ai} ${model}`] ?? 0)).toBe(made.filter((p) => p.ai === ai && p.model === model).length);
      await kit.storeImported();
      for (const match of Object.values(stored)) expect(match.leagueName).toBe("Premier League");
      for (const name of ["played", "postponed", "cancelled", "moved"]) {
        expect((await placeBet(ctx().app, kit.player.cookie, { matchId: stored[name]!.id, aiSelected: "Grok", stake: 100 })).statusCode).toBe(201);
      }
    });

    afterAll(async () => {
      vi.useRealTimers();
      await world.close();
    });

    it("refunds a cancelled match's stakes", async () => {
      world.setStatus(ids.cancelled!, "CANCELLED");
      at(new Date(START.getTime() + 30 * MINUTE));
      const before = (await me(ctx().app, kit.player.cookie)).credits;
      expect((await sync()).settled).toBe(1);
      expect((await read("cancelled")).status).toBe("cancelled");
      expect((await me(ctx().app, kit.player.cookie)).credits).toBe(before + 100);
    });

    it("closes a postponed match to bets, and voids it when no new date comes within 48 hours", async () => {
      world.setStatus(ids.postponed!, "POSTPONED");
      at(new Date(START.getTime() + HOUR));
      await sync();
      expect((await read("postponed")).status).toBe("postponed");
      const late = await signUp(ctx().app);
      const refused = await placeBet(ctx().app, late.cookie, { matchId: stored.postponed!.id, aiSelected: "ChatGPT", stake: 50 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: "Betting is closed for this match" });
      // Two days on, still no new date: void, and the stake comes back.
      at(new Date(KICKOFF.getTime() + 48 * HOUR + MINUTE));
      const before = (await me(ctx().app, kit.player.cookie)).credits;
      await sync();
      expect((await read("postponed")).status).toBe("cancelled");
      expect((await me(ctx().app, kit.player.cookie)).credits).toBe(before + 100);
      at(new Date(START.getTime() + HOUR));
    });

    it("moves a kick-off and the betting cut-off with it: a bet after the old kick-off is taken", async () => {
      world.moveKickoff(ids.moved!, new Date(KICKOFF.getTime() + 2 * HOUR));
      // Within 15 minutes of the old kick-off the fixture is read again, so the move is known in time.
      at(new Date(KICKOFF.getTime() - 10 * MINUTE));
      await sync();
      expect((await read("moved")).matchDate).toBe(new Date(KICKOFF.getTime() + 2 * HOUR).toISOString());
      at(new Date(KICKOFF.getTime() + 30 * MINUTE));
      const late = await signUp(ctx().app);
      const taken = await placeBet(ctx().app, late.cookie, { matchId: stored.moved!.id, aiSelected: "ChatGPT", stake: 50 });
      expect(taken.statusCode).toBe(201);
      expect((await read("moved")).predictions.every((p) => p.forecast === null)).toBe(true);
    });

    it("keeps betting closed and the forecasts shown when the kick-off moves after they were revealed", async () => {
      at(new Date(KICKOFF.getTime() + 2 * MINUTE));
      expect((await read("movedLate")).predictions.every((p) => p.forecast !== null)).toBe(true);
      world.moveKickoff(ids.movedLate!, new Date(KICKOFF.getTime() + 3 * HOUR));
      await sync();
      const match = await read("movedLate");
      expect(match.status).toBe("postponed");
      expect(match.matchDate).toBe(new Date(KICKOFF.getTime() + 3 * HOUR).toISOString());
      expect(match.predictions.every((p) => p.forecast !== null)).toBe(true);
      const late = await signUp(ctx().app);
      expect((await placeBet(ctx().app, late.cookie, { matchId: stored.movedLate!.id, aiSelected: "Grok", stake: 50 })).statusCode).toBe(409);
    });

    it("follows a match live and settles it on the provider's full-time score, paying the bets", async () => {
      world.setStatus(ids.played!, "IN_PLAY");
      world.setScore(ids.played!, 1, 0, 23);
      at(new Date(KICKOFF.getTime() + 25 * MINUTE));
      await sync();
      let match = await read("played");
      expect(match.status).toBe("live");
      expect(match.actualScore).toBe("1-0");
      world.setScore(ids.played!, 1, 1, 80);
      world.setStatus(ids.played!, "FINISHED");
      at(new Date(KICKOFF.getTime() + 2 * HOUR));
      const before = (await me(ctx().app, kit.player.cookie)).credits;
      const report = await sync();
      expect(report.settled).toBeGreaterThanOrEqual(1);
      match = await read("played");
      expect(match.status).toBe("completed");
      expect(match.actualScore).toBe("1-1");
      const bets = (await ctx().app.inject({ url: "/api/bets/history", headers: { cookie: kit.player.cookie } })).json();
      const bet = (bets as Array<{ matchId: number; outcome: string }>).find((b) => b.matchId === stored.played!.id)!;
      expect(bet.outcome === "won" || bet.outcome === "lost" || bet.outcome === "refunded").toBe(true);
      const paid = bet.outcome === "won" ? 180 : bet.outcome === "refunded" ? 100 : 0;
      expect((await me(ctx().app, kit.player.cookie)).credits).toBe(before + paid);
    });

    it("waits out a 429 and goes on; a malformed reply changes nothing", async () => {
      const id = world.addMatch({ competition: "PL", home: "Everton FC", away: "Fulham FC", kickoff: new Date(KICKOFF.getTime() + 6 * HOUR) });
      world.failNext("429");
      at(new Date(KICKOFF.getTime() + 3 * HOUR));
      const waitedFrom = Date.now();
      const report = await sync();
      expect(report.imported).toBe(1);
      expect(Date.now()).toBeGreaterThan(waitedFrom);
      const [row] = await ctx()
        .database.db.select()
        .from(matches)
        .where(eq(matches.apiFixtureId, String(id)));
      expect(row!.status).toBe("upcoming");

      world.setStatus(id, "CANCELLED");
      world.failNext("malformed", 3);
      const snapshot = await ctx().database.db.select().from(matches);
      await expect(sync()).rejects.toThrow(/football-data/);
      expect(await ctx().database.db.select().from(matches)).toEqual(snapshot);
    });
  },
  { app: freshWorld },
);
