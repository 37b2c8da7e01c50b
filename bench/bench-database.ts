import { openDatabase, type Database } from "../src/server/platform/db/client";
import { createScratchDatabase } from "../src/server/testing/scratch-database";

// Benchmarks run on PGlite always and on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL)
// names a server; each run gets a scratch database it drops afterwards.
export const benchPostgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

export async function openBenchDatabase(kind: "pglite" | "postgres"): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  if (kind === "pglite") {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const scratch = await createScratchDatabase(benchPostgresUrl!, "pl_bench");
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 20 });
  return {
    database,
    url: scratch.url,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
}

export const benchKinds: Array<"pglite" | "postgres"> = benchPostgresUrl ? ["pglite", "postgres"] : ["pglite"];

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
