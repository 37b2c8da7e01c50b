import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { compileCatalogues } from "./scripts/catalogues-plugin.ts";

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
    include: ["src/**/*.test.{ts,tsx}"],
    // Playwright specs live in tests/e2e and run under Playwright, never Vitest.
    exclude: ["tests/**", "node_modules/**"],
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
