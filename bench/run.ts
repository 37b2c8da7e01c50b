import { execFileSync } from "node:child_process";

// `npm run bench [name…]`: runs the benchmark programs and prints their figures.
const benches: Record<string, string> = {
  // Builds the client, then page weight per route and Lighthouse scores (also `npm run bench:web`).
  web: "bench/web.ts",
  startup: "bench/startup.ts",
  "oracle-backtest": "bench/oracle-backtest.ts",
  settlement: "bench/settlement.ts",
  "matches-throughput": "bench/matches-throughput.ts",
  "ws-fanout": "bench/ws-fanout.ts",
  // Builds the client; 35/s share images and 40/s signed-in page renders against a probe's latency.
  "og-load": "bench/og-load.ts",
  // Builds the client; 16 anonymous clients reading a 35,000-entry prediction log against a probe.
  "prediction-log-load": "bench/prediction-log-load.ts",
  // Builds the client; a 73,000-entry log: bytes to check one prediction by its Merkle proof against the whole log, and the server's time.
  "prediction-proof": "bench/prediction-proof.ts",
  // A league of 500 members over 1,900 finished matches: its tables' read times (PostgreSQL when named).
  "league-table": "bench/league-table.ts",
  // The embedded league at SIM_SPEED 600 with players backing every match: how bets end.
  duel: "bench/duel.ts",
  // Two push devices at an address that never answers: the slowest /readyz and bell during a reminder pass.
  "push-stall": "bench/push-stall.ts",
  // Its own PostgreSQL server (initdb, pg_ctl): the sync leader killed, then PostgreSQL restarted, under load.
  "pg-faults": "bench/pg-faults.ts",
  // A week of five competitions on football-data.org's free plan, on a virtual clock: requests a minute, score delay.
  "real-football-week": "bench/real-football-week.ts",
  // 200 bets at once on one match and spread over 200, with and without the trigger-kept bet_count.
  "bet-count": "bench/bet-count-contention.ts",
  // PostgreSQL (and Redis at REDIS_URL or 127.0.0.1:6379): what counting rate limits for every instance costs.
  "limit-store": "bench/limit-store.ts",
  // 10,000 seasons of a 20-club league from its 6th round: the CPU of one core against the 2 s limit.
  "season-simulation": "bench/season-simulation.ts",
  // "Can I still win?" for a month of 120 matches and 50 members: the CPU of one draw.
  "title-race": "bench/title-race.ts",
};
const chosen = process.argv.slice(2);
for (const [name, file] of Object.entries(benches)) {
  if (chosen.length && !chosen.includes(name)) continue;
  console.log(`\n== ${name} ==`);
  execFileSync("npx", ["tsx", file], { stdio: "inherit" });
}
