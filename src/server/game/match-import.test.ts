import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { matches } from "../platform/db/schema";
import type { ProviderFixture } from "../platform/providers/football/football-provider";
import { describeEachDatabase, type TestContext } from "../testing/harness";
import { providerAnswering, providerFixture } from "../testing/provider-fixtures";
import { MatchImporter } from "./match-import.service";

// A fixture the database refuses is left out and logged, and never stops the others of its window from
// being imported (docs/decisions.md#replies-are-untrusted-input). The provider's schemas clean what they can;
// this is the last line, for whatever still gets past them.

const KICKOFF = new Date("2031-05-10T15:00:00Z");

const fixture = (id: string, overrides: Partial<ProviderFixture> = {}) =>
  providerFixture(id, new Date(KICKOFF.getTime() + Number(id) * 60_000), overrides);

describeEachDatabase("importing a window with a fixture the database refuses", (ctx: () => TestContext) => {
  it("imports every other fixture row by row and logs the refused one, short and without its values", async () => {
    const warnings: Array<{ obj: object; msg: string | undefined }> = [];
    const log = { info: () => undefined, error: () => undefined, warn: (obj: object, msg?: string) => warnings.push({ obj, msg }) };
    const window = [
      fixture("901"),
      // PostgreSQL stores no NUL in text, and league_id is a 32-bit integer.
      fixture("902", { homeTeam: "Bayern\u0000 München" }),
      fixture("903"),
      fixture("904", { leagueId: 2 ** 31 }),
      fixture("905"),
    ];
    const importer = new MatchImporter(ctx().database.db, providerAnswering("api-football", window), ctx().app.game.oracles, log);
    const { imported } = await importer.readWindow(KICKOFF, new Date(KICKOFF.getTime() + 24 * 60 * 60_000));
    expect(imported.map((row) => row.apiFixtureId)).toEqual(["901", "903", "905"]);
    const stored = await ctx().database.db.select().from(matches).where(eq(matches.provider, "api-football"));
    expect(stored.map((row) => row.apiFixtureId).sort()).toEqual(["901", "903", "905"]);
    expect(warnings.map((warning) => (warning.obj as { fixtureId: string }).fixtureId)).toEqual(["902", "904"]);
    for (const warning of warnings) expect(warning.msg).toBe("fixture not imported: the database refused it");

    // The next read imports the rest once they are fixed, and nothing twice.
    window[1] = fixture("902");
    window[3] = fixture("904");
    const again = await importer.readWindow(KICKOFF, new Date(KICKOFF.getTime() + 24 * 60 * 60_000));
    expect(again.imported.map((row) => row.apiFixtureId)).toEqual(["902", "904"]);
  });
});
