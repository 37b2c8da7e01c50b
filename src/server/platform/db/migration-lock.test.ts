import { sql } from "drizzle-orm";
import { readdirSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../../testing/harness";
import { createScratchDatabase, type ScratchDatabase } from "../../testing/scratch-database";
import { migrationsFolder, openDatabase, queryRows, type Database } from "./client";

// Instances started together on an empty database: each runs the migrations at start, and without a lock
// they raced (one of three never became ready). Under the advisory lock all three open, and every
// migration is applied once.

if (!databaseKinds.includes("postgres")) {
  console.info("Migration lock not tested: TEST_DATABASE_URL is not set (it needs PostgreSQL).");
}

describe.skipIf(!databaseKinds.includes("postgres"))("three instances starting together on an empty database [postgres]", () => {
  let scratch: ScratchDatabase | undefined;
  const opened: Database[] = [];

  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await scratch?.drop();
  });

  it("all open, and each migration is applied once", async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    const results = await Promise.allSettled([0, 1, 2].map(() => openDatabase({ databaseUrl: scratch!.url, poolSize: 2 })));
    for (const result of results) if (result.status === "fulfilled") opened.push(result.value);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
    const applied = await queryRows<{ n: number }>(opened[0]!.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied[0]!.n).toBe(readdirSync(migrationsFolder).filter((name) => name.endsWith(".sql")).length);
  });
});
