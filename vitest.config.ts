import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
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
    // The suites mostly wait on their databases: three at once on two cores ran every test on both
    // databases in 233 s against 493 s one at a time (the default here), all passing.
    maxWorkers: 3,
    // CI adds a JSON report that scripts/test-summary.mjs turns into the closing "N passed" line.
    reporters: process.env.CI ? ["default", "json"] : ["default"],
    outputFile: { json: "reports/unit.json" },
  },
});
