import { sql } from "drizzle-orm";
import { queryRows } from "../src/server/platform/db/client";
import { prophetsTable } from "../src/server/picks/prophets.service";
import { periodStartOf, type LeaguePeriod } from "../src/shared/season";
import { benchKinds, openBenchDatabase, percentile } from "./bench-database";

// The Prophets table (every player ranked by pick points) for 20,000 players: each has a row of the
// season's totals, three in five one of this month's, three in ten one of this week's. 300 finished
// matches over the last five weeks carry the oracles' and the crowd's points, each picked by 50
// players, so the guests have matches to be scored on. Then the table for the week, the month and the
// season, read as the player at the top and as the player at the bottom (who is counted past
// everyone), without and then with an index in the table's order.
const PLAYERS = 20_000;
const MATCHES = 300;
const READS = 30;
const INDEX =
  "create index player_period_totals_rank_idx on player_period_totals (period, period_start, points desc, exact desc, user_id) where picks > 0";

for (const kind of benchKinds) {
  const { database, drop } = await openBenchDatabase(kind);
  const { db } = database;
  try {
    const setUp = performance.now();
    const now = new Date();
    await db.execute(sql`insert into matches (home_team, away_team, match_date, status, league_id, league_name, provider, api_fixture_id, actual_score)
      select 'Home ' || g, 'Away ' || g, now() - (g * interval '3 hours'), 'completed', 39, 'Premier League', 'bench', 'bench-' || g, (g % 4) || '-' || (g % 3)
      from generate_series(1, ${MATCHES}) g`);
    await db.execute(sql`insert into predictions (match_id, ai_name, model, predicted_score, confidence, reasoning, prev_hash, hash, points, crowd_picks)
      select m.id, n.name, 'bench', '1-1', 50, 'bench', md5(m.id || n.name || 'prev'), md5(m.id || n.name), (array[0, 3, 5, 10])[1 + (m.id + length(n.name)) % 4],
        case when n.name = 'Crowd' then 50 end
      from matches m cross join (values ('ChatGPT'), ('Grok'), ('Crowd')) n(name)`);
    await db.execute(sql`insert into users (username, email, credits, referral_code)
      select 'prophet' || g, 'prophet' || g || '@example.com', 0, 'PROPHET-' || lpad(g::text, 8, '0') from generate_series(1, ${PLAYERS}) g`);
    await db.execute(sql`insert into match_picks (user_id, match_id, home, away, points)
      select u.id, m.id, 1, 1, (array[0, 3, 5, 10])[1 + (u.id + m.id) % 4]
      from matches m cross join lateral (select id from users where id % ${MATCHES} = m.id % ${MATCHES} limit 50) u`);
    const rows = (period: LeaguePeriod, share: number) => sql`
      insert into player_period_totals (user_id, period, period_start, points, exact, picks)
      select id, ${period}, ${periodStartOf(period, now).toISOString()}::timestamptz, (id * 7919) % ${Math.round(400 * share)}, (id * 31) % 12, 1 + id % 40
      from users where (id * 7) % 10 < ${Math.round(share * 10)}`;
    await db.execute(rows("season", 1));
    await db.execute(rows("month", 0.6));
    await db.execute(rows("week", 0.3));
    await db.execute(sql`analyze`);
    console.log(
      `${kind}: ${PLAYERS.toLocaleString("en-US")} players, ${MATCHES} finished matches (set up in ${((performance.now() - setUp) / 1000).toFixed(1)} s)`,
    );

    for (const indexed of [false, true]) {
      if (indexed) {
        await db.execute(sql.raw(INDEX));
        await db.execute(sql`analyze player_period_totals`);
        console.log(`  with ${INDEX}`);
      } else console.log("  with the primary key (period, period_start, user_id) only");
      for (const period of ["week", "month", "season"] as LeaguePeriod[]) {
        const [ends] = await queryRows<{ top: number; bottom: number; n: number }>(
          db,
          sql`select (array_agg(user_id order by points desc, exact desc))[1] as top, (array_agg(user_id order by points, exact))[1] as bottom, count(*)::int as n
              from player_period_totals where period = ${period} and period_start = ${periodStartOf(period, now).toISOString()}::timestamptz`,
        );
        for (const [who, userId] of [
          ["top", Number(ends!.top)],
          ["bottom", Number(ends!.bottom)],
        ] as const) {
          const times: number[] = [];
          let rank = 0;
          for (let i = 0; i < READS; i++) {
            const started = performance.now();
            const table = await prophetsTable(db, userId, period, now);
            times.push(performance.now() - started);
            rank = table.you?.rank ?? 0;
          }
          times.sort((a, b) => a - b);
          console.log(
            `    ${period.padEnd(6)} ${String(ends!.n).padStart(6)} ranked, caller ${who.padEnd(6)} (rank ${String(rank).padStart(5)}): p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms over ${READS} reads`,
          );
        }
      }
    }
  } finally {
    await drop();
  }
}
