import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { Bet } from "../../shared/api/bets";
import { commentary } from "../platform/db/schema";
import { OpenLigaDbProvider } from "../platform/providers/football/openligadb/openligadb-provider";
import { me, placeBet } from "../testing/betting-arena";
import { describeEachDatabase, signUp, type TestContext } from "../testing/harness";
import { providerSyncKit } from "../testing/provider-sync";
import { startOpenLigaDbWorld, type OpenLigaDbWorld } from "../testing/openligadb-world";

// The match sync on OpenLigaDB's replies (no key; the local world in its shapes): a Bundesliga match from
// upcoming through live goals with their scorers to settled with bets paid, a match with no result long
// after kick-off postponed and then void, and a kick-off moved later that takes a bet after the old one.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START = new Date("2026-11-28T09:00:00Z");
const KICKOFF = new Date("2026-11-28T14:30:00Z");

let world: OpenLigaDbWorld;
const at = (date: Date) => vi.setSystemTime(date);

async function freshWorld() {
  world = await startOpenLigaDbWorld();
  // Last season's and this season's finished matches, which the oracles fit on.
  const clubs = ["FC Bayern München", "RB Leipzig", "Borussia Dortmund", "Bayer 04 Leverkusen", "VfB Stuttgart", "Eintracht Frankfurt"];
  let round = 0;
  for (const home of clubs) {
    for (const away of clubs) {
      if (home === away) continue;
      round += 1;
      const kickoff = new Date(Date.UTC(2026, 0, 10) + round * 3 * 24 * HOUR);
      const id = world.addMatch({ league: "bl1", season: kickoff.getUTCMonth() >= 6 ? 2026 : 2025, home, away, kickoff, group: round });
      if (round % 3 !== 0) world.addGoal(id, { minute: 10 + round, scorer: `${home.split(" ")[0]} Scorer`, side: "home" });
      if (round % 2 === 0) world.addGoal(id, { minute: 70, scorer: `${away.split(" ")[0]} Scorer`, side: "away" });
      world.finish(id);
    }
  }
  return { game: { provider: new OpenLigaDbProvider({ baseUrl: world.url, leagues: ["bl1"] }) }, clock: "process" as const };
}

describeEachDatabase(
  "match sync on OpenLigaDB",
  (ctx: () => TestContext) => {
    const kit = providerSyncKit(ctx);
    const { ids, stored, sync, read } = kit;

    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: START });
      for (const [name, home, away] of [
        ["played", "FC Bayern München", "RB Leipzig"],
        ["postponed", "Borussia Dortmund", "Bayer 04 Leverkusen"],
        ["moved", "VfB Stuttgart", "Eintracht Frankfurt"],
      ] as const) {
        ids[name] = world.addMatch({ league: "bl1", season: 2026, home, away, kickoff: KICKOFF, group: 13 });
      }
      const report = await sync();
      expect(report.imported).toBe(3);
      expect(report.predicted).toBe(3);
      await kit.storeImported();
      for (const match of Object.values(stored)) {
        expect(match.leagueName).toMatch(/Bundesliga/);
        expect((await placeBet(ctx().app, kit.player.cookie, { matchId: match.id, aiSelected: "ChatGPT", stake: 100 })).statusCode).toBe(201);
      }
    });

    afterAll(async () => {
      vi.useRealTimers();
      await world.close();
    });

    it("moves a kick-off and the betting cut-off with it: a bet after the old kick-off is taken", async () => {
      world.moveKickoff(ids.moved!, new Date(KICKOFF.getTime() + 2 * HOUR));
      at(new Date(KICKOFF.getTime() - 10 * MINUTE));
      await sync();
      expect((await read("moved")).matchDate).toBe(new Date(KICKOFF.getTime() + 2 * HOUR).toISOString());
      at(new Date(KICKOFF.getTime() + 30 * MINUTE));
      const late = await signUp(ctx().app);
      expect((await placeBet(ctx().app, late.cookie, { matchId: stored.moved!.id, aiSelected: "Grok", stake: 50 })).statusCode).toBe(201);
    });

    it("follows live goals with their scorers and settles on the final score, paying the bets", async () => {
      world.addGoal(ids.played!, { minute: 23, scorer: "H. Kane", side: "home" });
      at(new Date(KICKOFF.getTime() + 25 * MINUTE));
      await sync();
      let match = await read("played");
      expect(match).toMatchObject({ status: "live", actualScore: "1-0" });
      const lines = await ctx().database.db.select().from(commentary).where(eq(commentary.matchId, stored.played!.id));
      expect(lines.some((line) => line.kind === "goal" && line.message.includes("H. Kane"))).toBe(true);

      world.addGoal(ids.played!, { minute: 81, scorer: "L. Openda", side: "away" });
      world.finish(ids.played!);
      at(new Date(KICKOFF.getTime() + 2 * HOUR));
      const before = (await me(ctx().app, kit.player.cookie)).credits;
      await sync();
      match = await read("played");
      expect(match).toMatchObject({ status: "completed", actualScore: "1-1" });
      const bets = (await ctx().app.inject({ url: "/api/bets/history", headers: { cookie: kit.player.cookie } })).json<Bet[]>();
      const bet = bets.find((b) => b.matchId === stored.played!.id)!;
      expect(bet.outcome).not.toBeNull();
      expect((await me(ctx().app, kit.player.cookie)).credits).toBe(before + (bet.payout ?? 0));
    });

    it("postpones a match with no result long after kick-off, and voids it when no new date comes within 48 hours", async () => {
      at(new Date(KICKOFF.getTime() + 3 * HOUR + 5 * MINUTE));
      await sync();
      expect((await read("postponed")).status).toBe("postponed");
      at(new Date(KICKOFF.getTime() + 48 * HOUR + 5 * MINUTE));
      const before = (await me(ctx().app, kit.player.cookie)).credits;
      await sync();
      expect((await read("postponed")).status).toBe("cancelled");
      expect((await me(ctx().app, kit.player.cookie)).credits).toBe(before + 100);
    });
  },
  { app: freshWorld },
);
