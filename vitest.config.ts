import { fileURLToPath } from "node:url";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";
import { compileCatalogues } from "./scripts/catalogues-plugin.ts";

/** Files that must not share modules with others (see `projects`). */
const ISOLATED = [
  "src/server/stats/platform-stats-shared.test.ts",
  "src/server/oracles/llm/llm-oracle-calls.test.ts",
  "src/server/game/football-data-sync.test.ts",
];

/**
 * The files that took 15 s or more of a worker in the last measured run, longest first (docs/decisions.md, CI time).
 * A fresh clone has no timings cached, so Vitest would start the largest files first, and these are short ones
 * that start servers or databases: they ran last, one or two at a time, while the other workers stood idle.
 */
const LONG_FILES = [
  "src/server/platform/http/hostile-input.test.ts",
  "src/server/platform/db/backup.test.ts",
  "src/server/main.test.ts",
  "src/server/platform/http/server-render-limit.test.ts",
  "src/server/share/share-images.test.ts",
  "src/server/platform/logging.test.ts",
];

/** Vitest's order (a project's files together, then cached timings or size), with the long files first. */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = LONG_FILES.findIndex((long) => file.moduleId.endsWith(long));
      return at < 0 ? LONG_FILES.length : at;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

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
    sequence: { sequencer: LongFilesFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // PGlite's WebAssembly on V8's baseline compiler alone: TurboFan's optimizing of PostgreSQL's hot functions cost more
    // CPU than it saved in a worker's few minutes, 10 % of the PGlite suites' CPU (docs/decisions.md, CI time).
    execArgv: ["--liftoff-only"],
    // The suites mostly wait on their databases, so three at once on two cores finish far sooner
    // (docs/decisions.md, CI time).
    maxWorkers: 3,
    // CI adds a JSON report that scripts/test-summary.mjs turns into the closing "N passed" line.
    reporters: process.env.CI ? ["default", "json"] : ["default"],
    outputFile: { json: "reports/unit.json" },
  },
});
