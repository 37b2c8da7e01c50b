import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { databaseKinds, openTestDatabase } from "../../testing/harness";
import { BatchedHits } from "./batched-hits";
import { postgresAddHits, postgresHitCounter } from "./postgres-limits";

// The limits' counts in PostgreSQL's rate_limit_hits, as every instance shares them: several keys' hits in one
// statement, counted with the hits one at a time, and two instances' batches adding up to every hit.

describe.skipIf(!databaseKinds.includes("postgres"))("rate limits counted in PostgreSQL [postgres]", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase("postgres");
  });
  afterAll(() => database.close());

  it("adds several keys' hits in one statement, on top of the ones counted one at a time", async () => {
    const pool = database.pool!;
    const one = postgresHitCounter(pool);
    await one("pg-a", 60_000, 100);
    const answers = await postgresAddHits(pool)([
      { key: "pg-a", hits: 4, windowMs: 60_000 },
      { key: "pg-b", hits: 2, windowMs: 60_000 },
    ]);
    expect(answers.get("pg-a")).toMatchObject({ current: 5 });
    expect(answers.get("pg-b")).toMatchObject({ current: 2 });
    expect(answers.get("pg-b")!.ttl).toBeGreaterThan(59_000);
    expect((await one("pg-b", 60_000, 100)).current).toBe(3);
  });

  it("starts a key's window again at its hits once it has passed", async () => {
    const add = postgresAddHits(database.pool!);
    await add([{ key: "pg-short", hits: 3, windowMs: 50 }]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await add([{ key: "pg-short", hits: 2, windowMs: 60_000 }])).get("pg-short")).toMatchObject({ current: 2 });
  });

  it("counts every hit of two instances' batches, and lets through at most 5 % of the limit each beyond it", async () => {
    const instances = [new BatchedHits(postgresAddHits(database.pool!)), new BatchedHits(postgresAddHits(database.pool!))];
    let accepted = 0;
    for (let i = 0; i < 300; i++) if ((await instances[i % 2]!.count("pg-hot", 60_000, 100)).current <= 100) accepted += 1;
    await Promise.all(instances.map((instance) => instance.close()));
    expect(accepted).toBeGreaterThanOrEqual(100);
    expect(accepted).toBeLessThanOrEqual(110);
    const { rows } = await database.pool!.query<{ hits: number }>("select hits from rate_limit_hits where key = 'pg-hot'");
    expect(rows[0]!.hits).toBe(300);
  });
});
