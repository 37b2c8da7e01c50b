import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import type { Match } from "../../shared/api/matches";
import { matches } from "../platform/db/schema";
import { BETTING_START, placeBet, seasonCreditsAgainstBets } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";

const MINUTE = 60_000;
/** Past the final whistle: 90 minutes, the break and the longest stoppage. */
const FULL_TIME = 111 * MINUTE;
/** The sync's base interval at SIM_SPEED 1. */
const BASE_INTERVAL = 10 * MINUTE;

// The period totals and the week's badges are brought up to date by a run that settled, and otherwise at the base
// interval: a live run that changed nothing does not ask again (five times a second on a sped-up league). So is the
// window of coming fixtures.
describeEachDatabase(
  "match sync's totals",
  (ctx) => {
    let match: Match;
    let player: Awaited<ReturnType<typeof signUp>>;

    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: BETTING_START });
      const { app } = ctx();
      await app.game.sync.runOnce();
      player = await signUp(app);
      const all: Match[] = (await app.inject({ url: "/api/matches", headers: { cookie: player.cookie } })).json();
      match = all.filter((m) => m.status === "upcoming" && m.predictions.length === 2).sort((a, b) => a.matchDate.localeCompare(b.matchDate))[0]!;
      expect((await placeBet(app, player.cookie, { matchId: match.id, aiSelected: "Grok", stake: 100 })).statusCode).toBe(201);
    });

    const totalledAt = async () => (await ctx().database.db.select({ at: matches.betTotalsAt }).from(matches).where(eq(matches.id, match.id)))[0]!.at;

    it("adds a settled match's bets to the totals in the run that settles it", async () => {
      vi.setSystemTime(new Date(match.matchDate).getTime() + FULL_TIME);
      expect((await ctx().app.game.sync.runOnce()).settled).toBeGreaterThanOrEqual(1);
      expect(await totalledAt()).not.toBeNull();
    });

    it("makes good totals a crash left owed at the base interval, not on a run that settled nothing", async () => {
      const { app, database } = ctx();
      // As if the process had died between settlement's transaction and its totals.
      await database.db.execute(sql`delete from player_period_totals where user_id = ${player.user.id}`);
      await database.db.execute(sql`update matches set bet_totals_at = null where id = ${match.id}`);
      vi.setSystemTime(Date.now() + MINUTE);
      expect((await app.game.sync.runOnce()).settled).toBe(0);
      expect(await totalledAt()).toBeNull();
      vi.setSystemTime(Date.now() + BASE_INTERVAL);
      await app.game.sync.runOnce();
      expect(await totalledAt()).not.toBeNull();
      // Counted once: the season's row holds what the bet won or lost.
      const won = await seasonCreditsAgainstBets(database.db, player.user.id);
      expect(won.kept).toBe(won.settled);
    });

    it("reads the simulated league's window of coming fixtures at the base interval, not on every live run", async () => {
      const { app } = ctx();
      const windowReads = vi.spyOn(app.game.provider, "fixturesBetween");
      try {
        vi.setSystemTime(Date.now() + BASE_INTERVAL);
        await app.game.sync.runOnce();
        expect(windowReads).toHaveBeenCalledTimes(1);
        // Live runs a simulated minute apart: the matches due are read by id, the window waits.
        for (let run = 0; run < 3; run++) {
          vi.setSystemTime(Date.now() + MINUTE);
          await app.game.sync.runOnce();
        }
        expect(windowReads).toHaveBeenCalledTimes(1);
        vi.setSystemTime(Date.now() + BASE_INTERVAL);
        await app.game.sync.runOnce();
        expect(windowReads).toHaveBeenCalledTimes(2);
      } finally {
        windowReads.mockRestore();
      }
    });
  },
  { app: { clock: "process" } },
);
