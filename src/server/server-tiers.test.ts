import { describe, expect, it } from "vitest";
import { importRuleErrors as tierErrors } from "../../scripts/import-rule-lint";

// The server's tiers (docs/architecture.md#the-servers-tiers) are held by lint (eslint.config.js): these lint a
// file's text as if it sat at a real place in the server, and show an import that runs back up fails.

const use = "\nexport const used = [x];\n";

describe("the server's tiers", () => {
  it("refuse the platform importing a capability, the game, a test kit or the app", async () => {
    const file = "src/server/platform/http/route.ts";
    expect(await tierErrors(file, `import { requireUser as x } from "../../auth/auth.plugin";${use}`)).toHaveLength(1);
    expect(await tierErrors(file, `import { fetchNewRoutes as x } from "../../game/fetch-new.routes";${use}`)).toHaveLength(1);
    expect((await tierErrors(file, `import { startReplayServer as x } from "../../testing/replay-server";${use}`)).length).toBeGreaterThan(0);
    expect(await tierErrors(file, `import { buildApp as x } from "../../app";${use}`)).toHaveLength(1);
  });

  it("refuse a capability importing the game", async () => {
    const file = "src/server/matches/match-view.ts";
    expect(await tierErrors(file, `import { fixtureChange as x } from "../game/fixture-change";${use}`)).toHaveLength(1);
  });

  it("let each tier import the ones below it and itself", async () => {
    expect(await tierErrors("src/server/game/kickoff.ts", `import { getMatch as x } from "../matches/match-view";${use}`)).toEqual([]);
    expect(await tierErrors("src/server/game/kickoff.ts", `import { notFound as x } from "../platform/http/errors";${use}`)).toEqual([]);
    expect(await tierErrors("src/server/bets/bets.routes.ts", `import { getMatch as x } from "../matches/match-view";${use}`)).toEqual([]);
    expect(await tierErrors("src/server/platform/http/route.ts", `import { loadConfig as x } from "../config";${use}`)).toEqual([]);
  });
});
