import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../platform/db/client";
import { databaseKinds, openTestDatabase } from "../testing/harness";
import { ReminderJob } from "./reminder-job";

// On PostgreSQL one instance at a time makes the reminder pass: the others' ticks do nothing while it holds
// the pass's lock, and the next tick after it lets go makes the pass.

const REMINDER_LOCK = 727_003;

describe("stopping the reminder job", () => {
  it("waits for the pass under way, so the database is not closed under it", async () => {
    // A database whose first statement answers only when the test says: the pass is under way until then.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const db = { execute: async () => (await answered, { rows: [] }) } as unknown as Db;
    const job = new ReminderJob(db, { mail: undefined, push: undefined, pushServiceHosts: [] }, () => undefined);
    const events: string[] = [];
    const pass = job.runOnce().then(() => events.push("pass ended"));
    const stopped = job.stop().then(() => events.push("stopped"));
    // A tick while it runs makes no second pass.
    expect(await job.runOnce()).toEqual({ created: 0, sent: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual([]);
    answer();
    await Promise.all([pass, stopped]);
    expect(events).toEqual(["pass ended", "stopped"]);
  });

  it("stops at once when no pass is under way", async () => {
    const job = new ReminderJob({} as Db, { mail: undefined, push: undefined, pushServiceHosts: [] }, () => undefined);
    await expect(job.stop()).resolves.toBeUndefined();
  });
});

if (!databaseKinds.includes("postgres")) {
  console.info("The reminder pass's lock not tested: TEST_DATABASE_URL is not set (it needs PostgreSQL).");
}

describe.skipIf(!databaseKinds.includes("postgres"))("the reminder pass, one instance at a time [postgres]", () => {
  let database: Database;
  let rival: pg.Client;

  beforeAll(async () => {
    database = await openTestDatabase("postgres");
    rival = new pg.Client({ connectionString: database.pool!.options.connectionString });
    await rival.connect();
  });

  afterAll(async () => {
    await rival.end();
    await database.close();
  });

  it("does nothing while another instance makes the pass, then makes it", async () => {
    // A database handle that records every use: the pass reads the due reminders through it.
    const uses: string[] = [];
    const watched = new Proxy(database.db, {
      get(target, property, receiver) {
        uses.push(String(property));
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const errors: unknown[] = [];
    const job = new ReminderJob(watched, { mail: undefined, push: undefined, pushServiceHosts: [] }, (err) => errors.push(err), database.pool);

    await rival.query("select pg_advisory_lock($1)", [REMINDER_LOCK]);
    expect(await job.runOnce()).toEqual({ created: 0, sent: 0 });
    expect(uses).toEqual([]);

    await rival.query("select pg_advisory_unlock($1)", [REMINDER_LOCK]);
    expect(await job.runOnce()).toEqual({ created: 0, sent: 0 });
    expect(uses.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    // The pass let go of its lock: the rival takes it at once.
    expect((await rival.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [REMINDER_LOCK])).rows[0]!.locked).toBe(true);
  });
});
