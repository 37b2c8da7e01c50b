import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { fixturesAhead } from "../platform/db/schema";
import type { ProviderFixture } from "../platform/providers/football/football-provider";
import { describeEachDatabase, type TestContext } from "../testing/harness";
import { providerAnswering, providerFixture } from "../testing/provider-fixtures";
import { MatchImporter } from "./match-import.service";

// The fixtures a window read finds past the sync's import horizon are kept for fetch-new
// (docs/decisions.md#fetch-new); a row the database refuses is left out and never costs the others.

const FROM = new Date("2031-06-10T12:00:00Z");
const HOUR = 60 * 60_000;

const fixture = (id: string, hoursAhead: number, overrides: Partial<ProviderFixture> = {}) =>
  providerFixture(id, new Date(FROM.getTime() + hoursAhead * HOUR), overrides);

describeEachDatabase("fixtures kept ahead for fetch-new", (ctx: () => TestContext) => {
  it("keeps the coming fixtures past the horizon, leaves out one the database refuses, and fetch-new imports the rest", async () => {
    const warnings: string[] = [];
    const log = { info: () => undefined, error: () => undefined, warn: (_obj: object, msg?: string) => warnings.push(msg ?? "") };
    const window = [
      fixture("801", 3, { matchday: 7 }),
      fixture("802", 30, { matchday: 8 }),
      // league_id is a 32-bit integer.
      fixture("803", 31, { leagueId: 2 ** 31 }),
      fixture("804", 32),
      fixture("805", 33, { status: "postponed" }),
    ];
    const importer = new MatchImporter(ctx().database.db, providerAnswering("openligadb", window), ctx().app.game.oracles, log);
    const { imported } = await importer.readWindow(FROM, new Date(FROM.getTime() + 48 * HOUR), new Date(FROM.getTime() + 24 * HOUR));
    expect(imported.map((row) => [row.apiFixtureId, row.matchday])).toEqual([["801", 7]]);
    const kept = await ctx().database.db.select().from(fixturesAhead).where(eq(fixturesAhead.provider, "openligadb"));
    expect(kept.map((row) => row.apiFixtureId).sort()).toEqual(["802", "804"]);
    expect(warnings).toEqual(["fixture not kept ahead: the database refused it"]);

    const added = await importer.importAhead(FROM, new Date(FROM.getTime() + 48 * HOUR), 10);
    // The matchday goes through the fixtures kept ahead into the match.
    expect(added.map((row) => [row.apiFixtureId, row.matchday])).toEqual([
      ["802", 8],
      ["804", null],
    ]);
    expect(await importer.importAhead(FROM, new Date(FROM.getTime() + 48 * HOUR), 10)).toEqual([]);
  });

  it("writes nothing when a read finds the same fixtures ahead, replaces them when it finds others, and writes again for a new leader", async () => {
    const log = { info: () => undefined, error: () => undefined, warn: () => undefined };
    const window = [fixture("901", 30), fixture("902", 31)];
    const importer = new MatchImporter(ctx().database.db, providerAnswering("openligadb", window), ctx().app.game.oracles, log);
    const read = () => importer.readWindow(FROM, new Date(FROM.getTime() + 48 * HOUR), new Date(FROM.getTime() + 24 * HOUR));
    const kept = async () =>
      (await ctx().database.db.select().from(fixturesAhead).where(eq(fixturesAhead.provider, "openligadb"))).map(
        (row) => [row.apiFixtureId, row.readAt.getTime()] as const,
      );
    const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

    await read();
    const first = await kept();
    expect(first.map(([id]) => id).sort()).toEqual(["901", "902"]);
    await pause();
    await read();
    // The same rows, still from the first read: nothing was deleted and written again.
    expect(await kept()).toEqual(first);

    window.push(fixture("903", 32));
    await pause();
    await read();
    const replaced = await kept();
    expect(replaced.map(([id]) => id).sort()).toEqual(["901", "902", "903"]);
    expect(replaced.every(([, at]) => at > first[0]![1])).toBe(true);

    // Another leader may have written since this instance last led: it writes what it reads.
    importer.forgetWrites();
    await pause();
    await read();
    expect((await kept()).every(([, at]) => at > replaced[0]![1])).toBe(true);
  });
});
