import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import type { Database } from "../db/client";
import { describeEachDatabase, openTestDatabase, testConfig } from "../../testing/harness";

describeEachDatabase("health and readiness", (ctx) => {
  it("says the process serves and is ready on a migrated database, and where it counts limits", async () => {
    const { app, database } = ctx();
    const live = await app.inject({ url: "/healthz" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    const ready = await app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    // PostgreSQL is the store every instance shares; the embedded database's one process counts in its memory.
    expect(ready.json()).toEqual({ status: "ready", limitStore: database.kind === "postgres" ? "shared" : "local" });
  });

  it("answers many polls from one address without a rate limit", async () => {
    const { app } = ctx();
    const replies = await Promise.all(Array.from({ length: 300 }, () => app.inject({ url: "/readyz", remoteAddress: "203.0.113.9" })));
    expect(new Set(replies.map((r) => r.statusCode))).toEqual(new Set([200]));
  });

  it("is not ready while a migration of this build is missing", async () => {
    const { app, database } = ctx();
    await database.db.execute(sql`create table held_migration as select * from drizzle.__drizzle_migrations order by created_at desc limit 1`);
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    try {
      const reply = await app.inject({ url: "/readyz" });
      expect(reply.statusCode).toBe(503);
      expect(reply.json().message).toMatch(/^Migrations not applied: \d+ of \d+$/);
    } finally {
      await database.db.execute(sql`insert into drizzle.__drizzle_migrations select * from held_migration`);
      await database.db.execute(sql`drop table held_migration`);
    }
    expect((await app.inject({ url: "/readyz" })).statusCode).toBe(200);
  });
});

describe("readiness when the server is shutting down or the database is gone", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    app = await buildApp({ config: testConfig(), database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("turns /readyz to 503 first when draining, while /healthz still serves", async () => {
    app.readiness.startDraining();
    const ready = await app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: "Shutting down" });
    expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
  });

  it("says the database is unreachable once it is closed", async () => {
    const other = await openTestDatabase("pglite");
    const probe = await buildApp({ config: testConfig(), database: other, logger: false });
    await probe.ready();
    await other.close();
    const ready = await probe.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: "Database unreachable" });
    await probe.close();
  });
});
