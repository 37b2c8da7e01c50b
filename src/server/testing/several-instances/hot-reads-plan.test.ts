import { sql, type SQLWrapper } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type Database, type Db } from "../../platform/db/client";
import * as schema from "../../platform/db/schema";
import { playerLeaderboardQuery } from "../../leaderboard/leaderboard.service";
import { listMatches } from "../../matches/match-view";
import { recentWinsQuery } from "../../stats/stats.service";
import { databaseKinds, openTestDatabase } from "../harness";

// The reads every instance serves to everyone stay cheap as the tables grow: on 100,000 players and
// 100,000 bets, PostgreSQL reads the leaderboard's top and the newest wins from their indexes, with no
// sequential scan of either table, and builds the match list without reading bets at all.

if (!databaseKinds.includes("postgres")) {
  console.info("Hot reads' plans not checked: TEST_DATABASE_URL is not set (it needs PostgreSQL).");
}

describe.skipIf(!databaseKinds.includes("postgres"))("hot shared reads on 100,000 players and bets [postgres]", () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase("postgres");
    const { db } = database;
    await db.execute(sql`insert into users (username, referral_code, xp, credits)
      select 'p' || n, 'R' || n, (n::bigint * 7919) % 5000, 10000 + (n::bigint * 104729) % 90000 from generate_series(1, 100000) as n`);
    await db.execute(sql`insert into matches (home_team, away_team, match_date, league_id, league_name, provider, api_fixture_id, status)
      values ('Home', 'Away', now() - interval '1 day', 39, 'Premier League', 'simulated', 'plan-1', 'completed')`);
    await db.execute(sql`insert into bets (user_id, match_id, ai_selected, stake, payout, outcome, settled_at)
      select u.id, m.id, 'ChatGPT', 100, case when u.id % 3 = 0 then 180 else 0 end,
             case when u.id % 3 = 0 then 'won' else 'lost' end, now() - (u.id || ' seconds')::interval
      from users u, matches m where m.api_fixture_id = 'plan-1'`);
    await db.execute(sql`analyze users`);
    await db.execute(sql`analyze bets`);
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  const plan = async (query: SQLWrapper) =>
    (await queryRows<{ "QUERY PLAN": string }>(database.db, sql`explain ${query}`)).map((row) => row["QUERY PLAN"]).join("\n");

  it("reads the leaderboard's top 100 from its index", async () => {
    const text = await plan(playerLeaderboardQuery(database.db));
    expect(text).toContain("users_leaderboard_idx");
    expect(text).not.toMatch(/Seq Scan on users/);
  });

  it("reads the newest wins from their index", async () => {
    const text = await plan(recentWinsQuery(database.db));
    expect(text).toContain("bets_recent_wins_idx");
    expect(text).not.toMatch(/Seq Scan on (bets|users)/);
  });

  it("builds the match list from the matches' kept bet counts, reading no bet", async () => {
    // Every statement the list sends, caught on its way out, then explained with its own parameters.
    const sent: Array<{ query: string; params: unknown[] }> = [];
    const logger = { logQuery: (query: string, params: unknown[]) => void sent.push({ query, params }) };
    const watched = drizzle(database.pool!, { schema, logger }) as unknown as Db;
    const listed = await listMatches(watched);
    expect(listed.find((m) => m.apiFixtureId === "plan-1")?.betCount).toBe(100_000);
    expect(sent.length).toBeGreaterThan(0);
    for (const { query, params } of sent) {
      const text = (await database.pool!.query<{ "QUERY PLAN": string }>(`explain ${query}`, params)).rows.map((row) => row["QUERY PLAN"]).join("\n");
      expect(text, query).not.toMatch(/ on bets\b/);
    }
  });
});
