import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { compileCatalogues } from "./scripts/catalogues-plugin.ts";

/** Files that must not share modules with others (see `projects`). */
const ISOLATED = [
  "src/server/stats/platform-stats-shared.test.ts",
  "src/server/oracles/llm/llm-oracle-calls.test.ts",
  "src/server/game/football-data-sync.test.ts",
];

export default defineConfig({
  // Catalogues compiled as the client build compiles them (docs/decisions.md#languages).
  plugins: [compileCatalogues()],
  resolve: {
    alias: {
      "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
      "@client": fileURLToPath(new URL("./src/client", import.meta.url)),
    },
  },
  test: {
    // Playwright specs live in tests/e2e and run under Playwright, never Vitest.
    exclude: ["tests/**", "node_modules/**"],
    setupFiles: ["src/server/testing/each-file.ts"],
    // A worker imports the app's modules once for all its files instead of once per file, which was
    // 40 % of the suite's time (docs/decisions.md, CI time): each file makes its own app and database,
    // and each-file.ts puts back the clock and globals it faked. The few files that replace a module
    // (vi.mock) or read the process-wide metrics registry, which every app adds to, run isolated.
    projects: [
      {
        extends: true,
        test: { name: "shared", include: ["src/**/*.test.{ts,tsx}"], exclude: [...ISOLATED, "tests/**", "node_modules/**"], isolate: false },
      },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // The suites mostly wait on their databases, so three at once on two cores finish far sooner
    // (docs/decisions.md, CI time).
    maxWorkers: 3,
    // CI adds a JSON report that scripts/test-summary.mjs turns into the closing "N passed" line.
    reporters: process.env.CI ? ["default", "json"] : ["default"],
    outputFile: { json: "reports/unit.json" },
  },
});
