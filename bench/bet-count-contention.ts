import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../src/server/platform/db/client";
import { placeBet } from "../src/server/bets/bets.service";
import { findLedgerViolations } from "../src/server/ledger/ledger-check";
import { MAX_STAKE } from "../src/shared/constants";
import { benchKinds, openBenchDatabase, percentile } from "./bench-database";

// A hot match: BETS players bet on one match at the same moment, through the server's own bet
// statement, with the match's bet count kept by its trigger ("counted") and with the trigger switched
// off, as the bet statement was before the count ("uncounted"); and, to tell the queue from the
// trigger's own cost, the same burst counted but spread over BETS matches ("spread"). Every counted
// bet on one match updates that one row and holds it until its commit, so on PostgreSQL those bets
// queue behind each other; this prints what that queue costs: the wall time of each burst and each
// bet's time, per round and at the median. PGlite runs one statement at a time, so there it shows only
// the trigger's own cost. Arguments: BETS (200), ROUNDS (5).
const BETS = Number(process.argv[2] ?? 200);
const ROUNDS = Number(process.argv[3] ?? 5);
const CREDITS = 10_000;
const MODES = ["uncounted", "counted", "spread"] as const;
type Mode = (typeof MODES)[number];

for (const kind of benchKinds) {
  const { database, drop } = await openBenchDatabase(kind);
  const { db } = database;
  try {
    // A match for each one-match burst and BETS for each spread one, with both oracles' predictions, kicking off tomorrow.
    const bursts = ROUNDS * MODES.length;
    await db.execute(sql`insert into matches (home_team, away_team, match_date, status, league_id, league_name, provider, api_fixture_id)
      select 'Home ' || g, 'Away ' || g, now() + interval '1 day', 'upcoming', 39, 'Premier League', 'bench', 'hot-' || g
      from generate_series(1, ${ROUNDS * (MODES.length - 1 + BETS)}) g`);
    await db.execute(sql`insert into predictions (match_id, ai_name, model, predicted_score, confidence, reasoning, prev_hash, hash)
      select m.id, n.name, 'bench', '1-1', 50, 'bench', md5(m.id || n.name || 'prev'), md5(m.id || n.name)
      from matches m cross join (values ('ChatGPT'), ('Grok')) n(name)`);
    // Fresh players for every burst, so each bet is written (no one has backed the match yet).
    await db.execute(sql`insert into users (username, email, credits, referral_code)
      select 'hot' || g, 'hot' || g || '@example.com', ${CREDITS}, 'PROPHET-' || lpad(g::text, 8, '0') from generate_series(1, ${bursts * BETS}) g`);
    await db.execute(sql`insert into credit_ledger (user_id, delta, reason) select id, ${CREDITS}, 'signup' from users`);
    // Each signed in: the bet statement checks its player's session.
    await db.execute(sql`insert into sessions (id, user_id, expires_at) select 'bench-' || id, id, now() + interval '1 day' from users`);
    const matchIds = (await queryRows<{ id: number }>(db, sql`select id from matches order by id`)).map((m) => m.id);
    const userIds = (await queryRows<{ id: number }>(db, sql`select id from users order by id`)).map((u) => u.id);

    const figures = Object.fromEntries(MODES.map((mode) => [mode, { wall: [] as number[], each: [] as number[] }])) as Record<
      Mode,
      { wall: number[]; each: number[] }
    >;
    let burst = 0;
    let nextMatch = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      // In a turning order, so a warmer cache or a busier machine favours none.
      for (const mode of [...MODES.slice(round % MODES.length), ...MODES.slice(0, round % MODES.length)]) {
        await db.execute(sql.raw(`alter table bets ${mode === "uncounted" ? "disable" : "enable"} trigger bets_count_inserted`));
        const targets = mode === "spread" ? matchIds.slice(nextMatch, nextMatch + BETS) : [matchIds[nextMatch]!];
        nextMatch += targets.length;
        const players = userIds.slice(burst * BETS, (burst + 1) * BETS);
        burst += 1;
        const { wall, each } = await burstOf(db, targets, players);
        figures[mode].wall.push(wall);
        figures[mode].each.push(...each);
        const [row] = await queryRows<{ kept: number; actual: number }>(
          db,
          sql`select sum(bet_count)::int as kept, (select count(*)::int from bets where match_id in ${targets}) as actual from matches where id in ${targets}`,
        );
        console.log(
          `${kind.padEnd(8)} round ${round + 1} ${mode.padEnd(9)} ${BETS} bets on ${targets.length === 1 ? "one match" : `${targets.length} matches`}: ` +
            `${wall.toFixed(0)} ms (bet_count ${row!.kept}, bets ${row!.actual})`,
        );
      }
    }
    await db.execute(sql`alter table bets enable trigger bets_count_inserted`);
    for (const mode of MODES) {
      const wall = [...figures[mode].wall].sort((a, b) => a - b);
      const each = [...figures[mode].each].sort((a, b) => a - b);
      console.log(
        `${kind.padEnd(8)} ${mode.padEnd(9)} median burst ${percentile(wall, 50).toFixed(0)} ms, ` +
          `${((BETS / percentile(wall, 50)) * 1000).toFixed(0)} bets/s; each bet p50 ${percentile(each, 50).toFixed(1)} ms, p99 ${percentile(each, 99).toFixed(1)} ms`,
      );
    }
    console.log(`${kind.padEnd(8)} ledger violations: ${(await findLedgerViolations(db)).length}`);
  } finally {
    await drop();
  }
}

/** One bet per player at once, through the bet statement, round the matches: the burst's wall time and each bet's. */
async function burstOf(db: Db, matchIds: number[], players: number[]): Promise<{ wall: number; each: number[] }> {
  const started = performance.now();
  const each = await Promise.all(
    players.map(async (userId, i) => {
      const at = performance.now();
      const matchId = matchIds[i % matchIds.length]!;
      await placeBet(
        db,
        { userId, sessionId: `bench-${userId}` },
        { matchId, aiSelected: i % 2 ? "Grok" : "ChatGPT", stake: 100 },
        MAX_STAKE,
        "database",
      );
      return performance.now() - at;
    }),
  );
  return { wall: performance.now() - started, each };
}
