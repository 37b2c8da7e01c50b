import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../src/server/db/client";

// Benchmarks run on PGlite always and on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL)
// names a server; each run gets a scratch database it drops afterwards.
export const benchPostgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

export async function openBenchDatabase(kind: "pglite" | "postgres"): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  if (kind === "pglite") {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const admin = new pg.Client({ connectionString: benchPostgresUrl });
  await admin.connect();
  const name = `pl_bench_${randomBytes(5).toString("hex")}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(benchPostgresUrl!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const dropper = new pg.Client({ connectionString: benchPostgresUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export const benchKinds: Array<"pglite" | "postgres"> = benchPostgresUrl ? ["pglite", "postgres"] : ["pglite"];

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
