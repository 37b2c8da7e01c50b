import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../../testing/harness";
import { createScratchDatabase } from "../../testing/scratch-database";
import { migrationsFolder, queryRows, type Db } from "./client";

// A database that already holds bets when migration 0023 arrives: the migration counts them onto their
// matches, and the triggers it adds keep counting the bets written after it.

/** The committed migrations as they stood before 0023: the same files, the journal cut short. */
function migrationsBefore0023(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "pl-migrations-"));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((entry) => entry.idx < 23);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

async function emptyDatabase(
  kind: "pglite" | "postgres",
): Promise<{ db: Db; migrate: (folder: string) => Promise<void>; close: () => Promise<void> }> {
  if (kind === "pglite") {
    const client = new PGlite();
    const db = drizzlePglite(client);
    return { db: db as unknown as Db, migrate: (folder) => migratePglite(db, { migrationsFolder: folder }), close: () => client.close() };
  }
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  const db = drizzlePg(pool);
  return {
    db: db as unknown as Db,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    async close() {
      await pool.end();
      await scratch.drop();
    },
  };
}

for (const kind of databaseKinds) {
  describe(`migration 0023 on a database with bets [${kind}]`, () => {
    const before = migrationsBefore0023();
    afterAll(() => rmSync(before, { recursive: true, force: true }));

    it("counts the bets already placed onto their matches, and keeps counting after", async () => {
      const database = await emptyDatabase(kind);
      try {
        const { db } = database;
        await database.migrate(before);
        await db.execute(sql`insert into matches (home_team, away_team, match_date, league_id, league_name, provider, api_fixture_id)
          select 'Home ' || g, 'Away ' || g, now() + interval '1 day', 39, 'Premier League', 'test', 'upgrade-' || g from generate_series(1, 3) g`);
        await db.execute(sql`insert into users (username, referral_code) select 'u' || g, 'R' || g from generate_series(1, 5) g`);
        // Five bets on the first match, two on the second, none on the third.
        await db.execute(sql`insert into bets (user_id, match_id, ai_selected, stake)
          select u.id, m.id, 'Grok', 10 from users u join matches m on m.api_fixture_id = 'upgrade-1'
          union all select u.id, m.id, 'ChatGPT', 10 from users u join matches m on m.api_fixture_id = 'upgrade-2' where u.username in ('u1', 'u2')`);

        await database.migrate(migrationsFolder);
        const counts = () =>
          queryRows<{ api_fixture_id: string; bet_count: number }>(db, sql`select api_fixture_id, bet_count from matches order by api_fixture_id`);
        expect(await counts()).toEqual([
          { api_fixture_id: "upgrade-1", bet_count: 5 },
          { api_fixture_id: "upgrade-2", bet_count: 2 },
          { api_fixture_id: "upgrade-3", bet_count: 0 },
        ]);
        await db.execute(sql`insert into bets (user_id, match_id, ai_selected, stake)
          select u.id, m.id, 'Grok', 10 from users u join matches m on m.api_fixture_id = 'upgrade-3' where u.username = 'u3'`);
        expect((await counts()).map((row) => row.bet_count)).toEqual([5, 2, 1]);
      } finally {
        await database.close();
      }
    });
  });
}
