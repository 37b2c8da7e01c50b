import { beforeAll, expect, it, vi } from "vitest";
import type { Match } from "../../shared/api/matches";
import { bets } from "../platform/db/schema";
import { describeEachDatabase, signUp } from "../testing/harness";
import { MatchListCache } from "./match-list-cache";

const START = new Date("2025-03-01T12:00:10Z");

describeEachDatabase(
  "match list cache",
  (ctx) => {
    let cookie = "";
    let player = 0;
    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: START });
      const signedUp = await signUp(ctx().app);
      cookie = signedUp.cookie;
      player = signedUp.user.id;
      await ctx().app.game.sync.runOnce();
    });

    const listed = async (): Promise<Match[]> => (await ctx().app.inject({ url: "/api/matches", headers: { cookie } })).json();
    const upcoming = async () => (await listed()).filter((m) => m.status === "upcoming");

    it("counts a placed bet into the cached list at once", async () => {
      const [first, second] = await upcoming();
      for (const match of [first!, second!]) {
        const placed = await ctx().app.inject({
          method: "POST",
          url: "/api/bets",
          headers: { cookie },
          payload: { matchId: match.id, aiSelected: "Grok", stake: 100 },
        });
        expect(placed.statusCode).toBe(201);
      }
      const after = await listed();
      expect(after.find((m) => m.id === first!.id)!.betCount).toBe(first!.betCount + 1);
      expect(after.find((m) => m.id === second!.id)!.betCount).toBe(second!.betCount + 1);
    });

    it("patches the cached list on a bet instead of reading the database again, until the TTL", async () => {
      const cache = new MatchListCache(ctx().database.db, 60_000);
      const before = JSON.parse((await cache.get()).plain.toString()) as Match[];
      const [, , a, b] = before.filter((m) => m.status === "upcoming");
      // A bet written behind the cache's back stays unseen; the one it is told about is counted.
      await ctx().database.db.insert(bets).values({ userId: player, matchId: b!.id, aiSelected: "ChatGPT", stake: 1 });
      cache.betPlaced(a!.id);
      const patched = JSON.parse((await cache.get()).plain.toString()) as Match[];
      expect(patched.find((m) => m.id === a!.id)!.betCount).toBe(a!.betCount + 1);
      expect(patched.find((m) => m.id === b!.id)!.betCount).toBe(b!.betCount);
      // A sync's invalidation drops the list: the next read is the database's (a's count is the
      // database's too, where no bet on a was written here).
      cache.invalidate();
      const rebuilt = JSON.parse((await cache.get()).plain.toString()) as Match[];
      expect(rebuilt.find((m) => m.id === b!.id)!.betCount).toBe(b!.betCount + 1);
      expect(rebuilt.find((m) => m.id === a!.id)!.betCount).toBe(a!.betCount);
    });

    it("ignores a bet on a match it does not list, and a bet before the first build", async () => {
      const cache = new MatchListCache(ctx().database.db, 60_000);
      cache.betPlaced(999_999);
      const list = JSON.parse((await cache.get()).plain.toString()) as Match[];
      cache.betPlaced(999_999);
      expect(JSON.parse((await cache.get()).plain.toString())).toEqual(list);
    });
  },
  { env: { SIM_SPEED: "60" }, app: { clock: "process" } },
);
