import { expect } from "vitest";
import type { Match } from "../../shared/api/matches";
import { matches } from "../platform/db/schema";
import { signUp, type TestContext } from "./harness";

/**
 * What a suite that runs the match sync on a provider's world needs (game/football-data-sync.test.ts):
 * the world's fixture ids by the suite's names, the matches the game stored for them, a player to read
 * and bet with, and the sync itself.
 */
export function providerSyncKit(ctx: () => TestContext) {
  const ids: Record<string, number> = {};
  const stored: Record<string, Match> = {};
  let player: Awaited<ReturnType<typeof signUp>> | undefined;
  const kit = {
    ids,
    stored,
    get player() {
      if (!player) throw new Error("no player yet: call kit.storeImported() after the first sync");
      return player;
    },
    sync: () => ctx().app.game.sync.runOnce(),
    /** A match as its page reads it now. */
    read: async (name: string): Promise<Match> =>
      (await ctx().app.inject({ url: `/api/matches/${stored[name]!.id}`, headers: { cookie: kit.player.cookie } })).json(),
    /** After the sync imported the world's fixtures: signs a player up and finds each as the game lists it, upcoming and predicted by both oracles. */
    async storeImported(): Promise<void> {
      player = await signUp(ctx().app);
      const list: Match[] = (await ctx().app.inject({ url: "/api/matches", headers: { cookie: player.cookie } })).json();
      const rows = await ctx().database.db.select().from(matches);
      for (const [name, id] of Object.entries(ids)) {
        const row = rows.find((r) => r.apiFixtureId === String(id))!;
        stored[name] = list.find((m) => m.id === row.id)!;
        expect(stored[name].status).toBe("upcoming");
        expect(stored[name].predictions).toHaveLength(2);
      }
    },
  };
  return kit;
}
