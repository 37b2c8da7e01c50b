import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, openTestDatabase } from "../../testing/harness";
import { executeNamed, openDatabase, queryRows, type Database } from "./client";

// A named statement is rendered once per name on PostgreSQL and each call fills in its own values; elsewhere the
// values go straight into the statement (client.ts, executeNamed).

for (const kind of databaseKinds) {
  describe(`executeNamed [${kind}]`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(() => database.close());

    const probe = (values: { n: number; label: string }) =>
      executeNamed(
        database.db,
        "probe_values",
        (p) => sql`select ${p.n}::int * 2 as twice, ${p.label}::text as label, ${"fixed"}::text as fixed`,
        values,
      );

    it("answers each call with its own values, and keeps what the statement holds as it is", async () => {
      expect((await probe({ n: 2, label: "first" })).rows).toEqual([{ twice: 4, label: "first", fixed: "fixed" }]);
      expect((await probe({ n: 21, label: "second" })).rows).toEqual([{ twice: 42, label: "second", fixed: "fixed" }]);
      // Many at once, as bets come: none takes another's values.
      const replies = await Promise.all(Array.from({ length: 12 }, (_, n) => probe({ n, label: `call ${n}` })));
      expect(replies.map((reply) => reply.rows[0])).toEqual(
        Array.from({ length: 12 }, (_, n) => ({ twice: n * 2, label: `call ${n}`, fixed: "fixed" })),
      );
    });

    if (kind === "postgres")
      it("prepares it once under its name, with the placeholders' text", async () => {
        // One connection, so the read of what it prepared lands where the statement ran.
        const one = await openDatabase({ databaseUrl: database.pool!.options.connectionString!, poolSize: 1 });
        try {
          const twice = (n: number) => executeNamed(one.db, "probe_once", (p) => sql`select ${p.n}::int * 2 as twice`, { n });
          expect((await twice(3)).rows).toEqual([{ twice: 6 }]);
          expect((await twice(5)).rows).toEqual([{ twice: 10 }]);
          const prepared = await queryRows<{ statement: string }>(
            one.db,
            sql`select statement from pg_prepared_statements where name = 'probe_once'`,
          );
          expect(prepared).toEqual([{ statement: "select $1::int * 2 as twice" }]);
        } finally {
          await one.close();
        }
      });
  });
}
