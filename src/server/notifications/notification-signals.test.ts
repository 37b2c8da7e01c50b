import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../platform/db/client";
import { databaseKinds, openTestDatabase } from "../testing/harness";
import { NotificationSignals } from "./notification-signals";

// Notification ids are handed out in insert order but commit in any order: a row whose transaction
// commits after a later row's must still reach its player's sockets (a look for ids past the newest seen
// skipped it). On PostgreSQL, where two transactions really overlap.

if (!databaseKinds.includes("postgres")) {
  console.info("Out-of-order notification commits not tested: TEST_DATABASE_URL is not set (it needs PostgreSQL).");
}

describe.skipIf(!databaseKinds.includes("postgres"))("notification signals when rows commit out of order [postgres]", () => {
  let database: Database;
  let slow: pg.Client;

  beforeAll(async () => {
    database = await openTestDatabase("postgres");
    slow = new pg.Client({ connectionString: database.pool!.options.connectionString });
    await slow.connect();
  });

  afterAll(async () => {
    await slow.end();
    await database.close();
  });

  it("signals the player of a row committed after a later one", async () => {
    const signals = new NotificationSignals(database.db, (err) => {
      throw err;
    });
    const told: number[] = [];
    signals.connect(1, () => told.push(1));
    signals.connect(2, () => told.push(2));
    await signals.check();

    // The first id goes to a transaction that is still open when a later one commits and is seen.
    await slow.query("begin");
    await slow.query("insert into notifications (user_id, kind, amount) values (1, 'referral_joined', 5000)");
    await database.pool!.query("insert into notifications (user_id, kind, amount) values (2, 'referral_joined', 5000)");
    await signals.check();
    expect(told).toEqual([2]);

    await slow.query("commit");
    await signals.check();
    expect(told).toEqual([2, 1]);
    // Each row is told once.
    await signals.check();
    expect(told).toEqual([2, 1]);
  });
});

describe.each(databaseKinds)("notification signals when a row changes [%s]", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it("signals the player again when their day's scored picks entry is updated, once per change", async () => {
    const signals = new NotificationSignals(database.db, (err) => {
      throw err;
    });
    const told: number[] = [];
    signals.connect(3, () => told.push(3));
    await signals.check();
    const insert = "insert into notifications (user_id, kind, day, picks, amount, exact) values (3, 'pick_scored', '2025-05-03', 1, 5, 0)";
    const update = "update notifications set picks = picks + 1, read_at = null, changed_at = changed_at + interval '1 second' where user_id = 3";
    await database.db.execute(sql.raw(insert));
    await signals.check();
    expect(told).toEqual([3]);
    await signals.check();
    expect(told).toEqual([3]);
    await database.db.execute(sql.raw(update));
    await signals.check();
    expect(told).toEqual([3, 3]);
    await signals.check();
    expect(told).toEqual([3, 3]);
    signals.stop();
  });
});
