import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { Match } from "../../shared/api/matches";
import { matches } from "../platform/db/schema";
import type { AppOptions } from "../app";
import { ApiFootballProvider } from "../platform/providers/football/api-football/api-football-provider";
import { FootballDataProvider } from "../platform/providers/football/football-data/football-data-provider";
import type { FootballProvider } from "../platform/providers/football/football-provider";
import { OpenLigaDbProvider } from "../platform/providers/football/openligadb/openligadb-provider";
import { MAX_REPLY_BYTES } from "../platform/providers/football/provider-replies";
import { MAX_NAME_LENGTH } from "../platform/providers/football/provider-schemas";
import { countingFetch } from "../testing/provider-test-kit";
import { startApiFootballWorld } from "../testing/api-football-world";
import { me, placeBet } from "../testing/betting-arena";
import { startFootballDataWorld } from "../testing/football-data-world";
import { describeEachDatabase, type TestContext } from "../testing/harness";
import { startOpenLigaDbWorld } from "../testing/openligadb-world";
import { providerSyncKit } from "../testing/provider-sync";

// A provider's reply is untrusted input (docs/decisions.md#replies-are-untrusted-input), on each real
// provider's local world and both databases: a window whose team names hold a NUL and control characters
// or run to 200,000 characters, beside a broken fixture, is imported cleaned and without the broken one;
// the others go live and settle; and a reply over the 20 MB cap is given up within 64 KB while the game
// keeps serving.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START = new Date("2026-11-28T09:00:00Z");
const KICKOFF = new Date("2026-11-28T14:30:00Z");
const at = (date: Date) => vi.setSystemTime(date);

const NUL_NAME = "\u0000Bayern\u0000 München\u0007\t";
const LONG_NAME = `${"Borussia ".repeat(22_222)}Dortmund`;

/** What a suite asks of a provider's world, whichever shapes it answers in. */
interface World {
  /** A fixture of the followed league kicking off at KICKOFF; its id in the world. */
  add(home: string, away: string): number;
  breakMatch(id: number): void;
  /** Kicked off, 1-0 at 23'. */
  live(id: number): void;
  /** Finished 1-1. */
  finish(id: number): void;
  failOversize(): void;
  close(): Promise<void>;
}

interface Setup {
  world: World;
  provider: FootballProvider;
  bytesRead: () => number;
  problems: string[];
}

const providers: Record<string, () => Promise<Setup>> = {
  async "api-football"() {
    const world = await startApiFootballWorld();
    const counting = countingFetch();
    const problems: string[] = [];
    const provider = new ApiFootballProvider({
      apiKey: world.apiKey,
      baseUrl: world.url,
      leagues: [39],
      fetch: counting.fetch,
      onProblem: (message) => problems.push(message),
    });
    return {
      provider,
      problems,
      bytesRead: counting.bytesRead,
      world: {
        add: (home, away) => world.addMatch({ home, away, kickoff: KICKOFF }),
        breakMatch: (id) => world.breakMatch(id),
        live(id) {
          world.setStatus(id, "1H", 23);
          world.setScore(id, 1, 0);
        },
        finish(id) {
          world.setScore(id, 1, 1);
          world.setStatus(id, "FT");
        },
        failOversize: () => world.failNext("oversize"),
        close: () => world.close(),
      },
    };
  },
  async "football-data"() {
    const world = await startFootballDataWorld({ now: () => new Date() });
    const counting = countingFetch();
    const problems: string[] = [];
    const provider = new FootballDataProvider({
      apiKey: world.apiKey,
      baseUrl: world.url,
      competitions: ["PL"],
      fetch: counting.fetch,
      sleep: async (ms) => void vi.setSystemTime(Date.now() + ms),
      onProblem: (message) => problems.push(message),
    });
    return {
      provider,
      problems,
      bytesRead: counting.bytesRead,
      world: {
        add: (home, away) => world.addMatch({ competition: "PL", home, away, kickoff: KICKOFF }),
        breakMatch: (id) => world.breakMatch(id),
        live(id) {
          world.setStatus(id, "IN_PLAY");
          world.setScore(id, 1, 0, 23);
        },
        finish(id) {
          world.setScore(id, 1, 1, 90);
          world.setStatus(id, "FINISHED");
        },
        failOversize: () => world.failNext("oversize"),
        close: () => world.close(),
      },
    };
  },
  async openligadb() {
    const world = await startOpenLigaDbWorld();
    const counting = countingFetch();
    const problems: string[] = [];
    const provider = new OpenLigaDbProvider({
      baseUrl: world.url,
      leagues: ["bl1"],
      fetch: counting.fetch,
      onProblem: (message) => problems.push(message),
    });
    return {
      provider,
      problems,
      bytesRead: counting.bytesRead,
      world: {
        add: (home, away) => world.addMatch({ league: "bl1", season: 2026, home, away, kickoff: KICKOFF, group: 13 }),
        breakMatch: (id) => world.breakMatch(id),
        // OpenLigaDB has no status: a match is on once its kick-off has passed, and its goals are the score.
        live: (id) => void world.addGoal(id, { minute: 23, scorer: "H. Kane", side: "home" }),
        finish(id) {
          world.addGoal(id, { minute: 81, scorer: "L. Openda", side: "away" });
          world.finish(id);
        },
        failOversize: () => world.failNext("oversize"),
        close: () => world.close(),
      },
    };
  },
};

for (const [name, setUp] of Object.entries(providers)) {
  let setup: Setup;
  const app = async (): Promise<Partial<AppOptions>> => {
    setup = await setUp();
    return { game: { provider: setup.provider }, clock: "process" };
  };

  describeEachDatabase(
    `untrusted replies from ${name}`,
    (ctx: () => TestContext) => {
      const kit = providerSyncKit(ctx);
      const { ids, sync, read } = kit;
      let broken = 0;

      beforeAll(async () => {
        vi.useFakeTimers({ toFake: ["Date"], now: START });
        ids.nul = setup.world.add(NUL_NAME, "RB Leipzig");
        broken = setup.world.add("VfB Stuttgart", "Eintracht Frankfurt");
        setup.world.breakMatch(broken);
        ids.long = setup.world.add(LONG_NAME, "Chelsea FC");
        ids.plain = setup.world.add("Arsenal FC", "Liverpool FC");
        const report = await sync();
        expect(report.imported).toBe(3);
        await kit.storeImported();
        expect((await placeBet(ctx().app, kit.player.cookie, { matchId: kit.stored.nul!.id, aiSelected: "Grok", stake: 100 })).statusCode).toBe(201);
      });

      afterAll(async () => {
        vi.useRealTimers();
        await setup.world.close();
      });

      it("stores a name with a NUL and control characters cleaned, and imports the rest of the window", async () => {
        expect((await read("nul")).homeTeam).toBe("Bayern München");
        expect((await read("plain")).homeTeam).toBe("Arsenal FC");
      });

      it("stores a 200,000-character name cut to 100, and the match list stays small", async () => {
        const long = await read("long");
        expect(long.homeTeam).toBe(LONG_NAME.slice(0, MAX_NAME_LENGTH).trimEnd());
        expect(long.homeTeam.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
        const list = await ctx().app.inject({ url: "/api/matches", headers: { cookie: kit.player.cookie } });
        expect(list.body.length).toBeLessThan(20_000);
      });

      it("skips and logs a broken fixture, short and once, while the others go live and settle", async () => {
        const rows = await ctx().database.db.select({ id: matches.apiFixtureId }).from(matches);
        expect(rows.map((row) => row.id)).not.toContain(String(broken));
        setup.world.live(ids.nul!);
        at(new Date(KICKOFF.getTime() + 25 * MINUTE));
        await sync();
        expect(await read("nul")).toMatchObject({ status: "live", actualScore: "1-0" });

        setup.world.finish(ids.nul!);
        at(new Date(KICKOFF.getTime() + 2 * HOUR));
        const before = (await me(ctx().app, kit.player.cookie)).credits;
        await sync();
        const settled: Match = await read("nul");
        expect(settled).toMatchObject({ status: "completed", actualScore: "1-1" });
        const bets = (await ctx().app.inject({ url: "/api/bets/history", headers: { cookie: kit.player.cookie } })).json<
          Array<{ matchId: number; outcome: string | null; payout: number | null }>
        >();
        const bet = bets.find((b) => b.matchId === settled.id)!;
        expect(bet.outcome).not.toBeNull();
        expect((await me(ctx().app, kit.player.cookie)).credits).toBe(before + (bet.payout ?? 0));

        const told = setup.problems.filter((message) => message.includes("left out"));
        expect(told.length).toBeGreaterThan(0);
        expect(new Set(told).size).toBe(told.length);
        for (const message of told) expect(message.length).toBeLessThanOrEqual(250);
      });

      it("gives up a reply over the cap within 64 KB as a provider error, and the game keeps serving", async () => {
        at(new Date(KICKOFF.getTime() + 3 * HOUR));
        const snapshot = await ctx().database.db.select().from(matches);
        const readBefore = setup.bytesRead();
        setup.world.failOversize();
        await expect(sync()).rejects.toMatchObject({ name: "ProviderError", kind: "too_large" });
        const read = setup.bytesRead() - readBefore;
        expect(read).toBeGreaterThan(MAX_REPLY_BYTES);
        expect(read).toBeLessThanOrEqual(MAX_REPLY_BYTES + 64 * 1024);
        expect(await ctx().database.db.select().from(matches)).toEqual(snapshot);
        expect((await ctx().app.inject({ url: "/api/matches", headers: { cookie: kit.player.cookie } })).statusCode).toBe(200);
        // The next reading is an ordinary one.
        at(new Date(KICKOFF.getTime() + 4 * HOUR));
        await expect(sync()).resolves.toMatchObject({ imported: 0 });
      });
    },
    { app },
  );
}
