import { sql } from "drizzle-orm";
import { queryRows } from "../src/server/platform/db/client";
import { findLedgerViolations } from "../src/server/ledger/ledger-check";
import { addBetTotals } from "../src/server/leagues/period-totals";
import { settleMatch } from "../src/server/game/settlement.service";
import { benchKinds, openBenchDatabase } from "./bench-database";

// Settlement of one match with N bets (default 100,000), each bettor's notification written in it,
// on each database: seconds, the ledger
// invariant afterwards, and the seconds the follow-up takes to add the bets to the period totals.
const BETS = Number(process.argv[2] ?? 100_000);

for (const kind of benchKinds) {
  const { database, drop } = await openBenchDatabase(kind);
  const { db } = database;
  try {
    await db.execute(sql`insert into matches (home_team, away_team, match_date, status, league_id, league_name, provider, api_fixture_id)
      values ('Home FC', 'Away FC', now() + interval '1 hour', 'upcoming', 39, 'Premier League', 'bench', 'bench-1')`);
    await db.execute(sql`insert into predictions (match_id, ai_name, model, predicted_score, confidence, reasoning, prev_hash, hash)
      values (1, 'ChatGPT', 'bench', '2-1', 50, 'bench', repeat('0', 64), repeat('a', 64)),
             (1, 'Grok', 'bench', '0-0', 40, 'bench', repeat('a', 64), repeat('b', 64))`);
    // Players with the signup grant, each staking on the match, all through ledger rows.
    await db.execute(sql`insert into users (username, email, credits, referral_code)
      select 'bench' || g, 'bench' || g || '@example.com', 10000, 'PROPHET-' || lpad(g::text, 8, '0') from generate_series(1, ${BETS}) g`);
    await db.execute(sql`insert into credit_ledger (user_id, delta, reason) select id, 10000, 'signup' from users`);
    await db.execute(sql`insert into bets (user_id, match_id, ai_selected, stake)
      select id, 1, case when id % 2 = 0 then 'ChatGPT' else 'Grok' end, 100 + (id % 900) from users`);
    await db.execute(sql`update users u set credits = credits - b.stake from bets b where b.user_id = u.id`);
    await db.execute(sql`insert into credit_ledger (user_id, delta, reason, ref_id) select user_id, -stake, 'bet_stake', 'bet:' || id from bets`);
    await db.execute(sql`update matches set status = 'live', match_date = now() - interval '2 hours'`);

    const started = performance.now();
    const outcome = await settleMatch(db, 1, { status: "completed", score: { home: 2, away: 1 } });
    const seconds = (performance.now() - started) / 1000;
    const violations = await findLedgerViolations(db);
    const [told] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from notifications where kind = 'bet_settled'`);
    // Then, outside settlement's transaction, the bets' credits into the league tables' period totals.
    const totalling = performance.now();
    await addBetTotals(db);
    const totalSeconds = (performance.now() - totalling) / 1000;
    console.log(
      `${kind.padEnd(8)} settle ${BETS.toLocaleString("en-US")} bets: ${seconds.toFixed(2)} s (winner ${outcome.duel.winner}), ${Number(told?.n).toLocaleString("en-US")} players told; ledger violations: ${violations.length}; ` +
        `then their credits into the period totals: ${totalSeconds.toFixed(2)} s`,
    );
  } finally {
    await drop();
  }
}
