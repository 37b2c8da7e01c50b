import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { matches } from "../platform/db/schema";
import { addPlayedSeason, footballDataOnTestClock } from "../testing/football-data-game";
import { startFootballDataWorld, type FootballDataWorld } from "../testing/football-data-world";
import { describeEachDatabase, type TestContext } from "../testing/harness";

// The sync's schedule on football-data.org (docs/rules.md#matches): every match whose kick-off has passed
// is read every live interval (a minute) until it settles, even while the provider still says TIMED, so
// the last match of the day goes live and settles on time; a match moved later in the day is read from
// its new kick-off. The schedule is driven as MatchSync.schedule does it: a run, then the delay it chose.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const START = new Date("2026-11-28T12:00:00Z");
const LAST = new Date("2026-11-28T15:00:00Z");
const CLUBS = ["Arsenal FC", "Chelsea FC", "Liverpool FC", "Everton FC"];

let world: FootballDataWorld;
const ids: Record<string, number> = {};

async function freshWorld() {
  world = await startFootballDataWorld({ now: () => new Date() });
  addPlayedSeason(world, CLUBS, (n) => [n % 3, (n * 5) % 4]);
  // The only fixture of the window: the last of its day.
  ids.last = world.addMatch({ competition: "PL", home: "Arsenal FC", away: "Chelsea FC", kickoff: LAST });
  return { game: { provider: footballDataOnTestClock(world) }, clock: "process" as const };
}

describeEachDatabase(
  "the sync's schedule on football-data.org",
  (ctx: () => TestContext) => {
    /** When each run started, in order. */
    const runs: number[] = [];

    /** Runs the sync as its timer would, until `done` holds after a run or the clock reaches `until`. */
    async function drive(until: Date, done: () => Promise<boolean> = async () => false): Promise<void> {
      const sync = ctx().app.game.sync;
      while (Date.now() < until.getTime()) {
        runs.push(Date.now());
        const report = await sync.runExclusive();
        expect(report).toBeDefined();
        if (await done()) return;
        vi.setSystemTime(Date.now() + sync.delayAfter(report));
      }
    }

    /**
     * Whether the run that started at `at` read the fixture: by id, or in the window of coming fixtures
     * (which holds it until its kick-off).
     */
    const readAt = (at: number, id: number, kickoff: Date) =>
      world.requests.some(
        (request) =>
          request.at.getTime() >= at &&
          request.at.getTime() < at + MINUTE &&
          (request.query.ids?.split(",").includes(String(id)) || (request.query.dateFrom !== undefined && at <= kickoff.getTime())),
      );

    const stored = async (id: number) =>
      (
        await ctx()
          .database.db.select()
          .from(matches)
          .where(eq(matches.apiFixtureId, String(id)))
      )[0]!;

    /** The runs from `from` on: each a live interval at most after the one before, each reading the fixture. */
    function expectReadEveryMinute(from: Date, id: number): void {
      const since = runs.filter((at) => at >= from.getTime());
      expect(since.length).toBeGreaterThan(3);
      for (const [index, at] of since.entries()) {
        expect(readAt(at, id, from), new Date(at).toISOString()).toBe(true);
        if (index > 0) expect(at - since[index - 1]!, new Date(at).toISOString()).toBeLessThanOrEqual(MINUTE);
      }
    }

    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: START });
      const report = await ctx().app.game.sync.runExclusive();
      expect(report?.imported).toBe(1);
    });

    afterAll(async () => {
      vi.useRealTimers();
      await world.close();
    });

    it("reads the last fixture of the window every minute while it is still TIMED after kick-off, and settles it within two minutes of FINISHED", async () => {
      vi.setSystemTime(LAST.getTime() - 20 * MINUTE);
      // The provider keeps saying TIMED for six minutes past the kick-off.
      await drive(new Date(LAST.getTime() + 6 * MINUTE));
      expect(runs.some((at) => at >= LAST.getTime() && at <= LAST.getTime() + SECOND)).toBe(true);
      expectReadEveryMinute(LAST, ids.last!);
      expect((await stored(ids.last!)).status).toBe("upcoming");

      world.setStatus(ids.last!, "IN_PLAY");
      world.setScore(ids.last!, 1, 0, 8);
      const liveFrom = Date.now();
      await drive(new Date(liveFrom + 2 * MINUTE), async () => (await stored(ids.last!)).status === "live");
      expect((await stored(ids.last!)).actualScore).toBe("1-0");
      expect(Date.now() - liveFrom).toBeLessThanOrEqual(2 * MINUTE);

      vi.setSystemTime(Date.now() + 100 * MINUTE);
      world.setScore(ids.last!, 2, 1, 90);
      world.setStatus(ids.last!, "FINISHED");
      const finishedAt = Date.now();
      await drive(new Date(finishedAt + 2 * MINUTE), async () => (await stored(ids.last!)).settledAt !== null);
      const settled = await stored(ids.last!);
      expect(settled.status).toBe("completed");
      expect(settled.actualScore).toBe("2-1");
      expect(Date.now() - finishedAt).toBeLessThanOrEqual(2 * MINUTE);
      // Settled: the sync is back to its base interval.
      const report = await ctx().app.game.sync.runExclusive();
      expect(ctx().app.game.sync.delayAfter(report)).toBe(10 * MINUTE);
    });

    it("reads a match moved later in the day from its new kick-off, every minute until it goes live", async () => {
      const kickoff = new Date("2026-11-28T19:00:00Z");
      const moved = new Date("2026-11-28T21:00:00Z");
      ids.moved = world.addMatch({ competition: "PL", home: "Liverpool FC", away: "Everton FC", kickoff });
      vi.setSystemTime(new Date("2026-11-28T18:00:00Z"));
      await drive(new Date("2026-11-28T18:30:00Z"));
      expect((await stored(ids.moved)).status).toBe("upcoming");
      world.moveKickoff(ids.moved, moved);
      await drive(new Date(moved.getTime() + 5 * MINUTE));
      expect((await stored(ids.moved)).matchDate).toEqual(moved);
      expect(runs.some((at) => at >= moved.getTime() && at <= moved.getTime() + SECOND)).toBe(true);
      expectReadEveryMinute(moved, ids.moved);

      world.setStatus(ids.moved, "IN_PLAY");
      const liveFrom = Date.now();
      await drive(new Date(liveFrom + 2 * MINUTE), async () => (await stored(ids.moved!)).status === "live");
      expect((await stored(ids.moved)).status).toBe("live");
      expect(Date.now() - liveFrom).toBeLessThanOrEqual(2 * MINUTE);
    });

    it("reads a match moved after its kick-off, waiting as postponed, from its new kick-off on", async () => {
      const kickoff = new Date("2026-11-28T22:00:00Z");
      const moved = new Date("2026-11-28T23:30:00Z");
      ids.late = world.addMatch({ competition: "PL", home: "Chelsea FC", away: "Liverpool FC", kickoff });
      // The match before it is over, so nothing else keeps the sync at the live interval.
      world.setStatus(ids.moved!, "FINISHED");
      await drive(kickoff, async () => (await stored(ids.moved!)).settledAt !== null);
      vi.setSystemTime(kickoff.getTime() - 30 * MINUTE);
      await drive(new Date(kickoff.getTime() + MINUTE));
      // Moved once its forecasts were shown: it waits for the new kick-off closed, as postponed.
      world.moveKickoff(ids.late, moved);
      await drive(new Date(kickoff.getTime() + 5 * MINUTE));
      const waiting = await stored(ids.late);
      expect(waiting.status).toBe("postponed");
      expect(waiting.matchDate).toEqual(moved);
      await drive(new Date(moved.getTime() + 5 * MINUTE));
      expect(runs.some((at) => at >= moved.getTime() && at <= moved.getTime() + SECOND)).toBe(true);
      expectReadEveryMinute(moved, ids.late);
    });
  },
  { app: freshWorld },
);
