import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/platform/config";
import { settleMatch } from "../src/server/game/settlement.service";
import type { ListedMatch } from "../src/shared/api/matches";
import { benchPostgresUrl, openBenchDatabase } from "./bench-database";
import { statementsOf } from "../src/server/testing/statement-log";

// `npx tsx bench/bet-statements.ts` (PostgreSQL: TEST_DATABASE_URL or BENCH_DATABASE_URL): the SQL statements
// one placed bet sends to the database, counted at the driver, from the request's arrival (its session read
// included) to its reply; and those one match's settlement sends, with a winner, a loser and a referred
// player's first bet among its bets. Writes composed from several owners' steps must not cost a round trip more.
if (!benchPostgresUrl) throw new Error("needs TEST_DATABASE_URL or BENCH_DATABASE_URL (a PostgreSQL server)");

async function counted<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const { result, statements } = await statementsOf(work);
  return { result, statements: statements.map((s) => s.text) };
}

const scratch = await openBenchDatabase("postgres");
const config = {
  ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SIM_SPEED: "60", SIM_SEED: "5" }),
  sessionSecret: "bench-secret-bench-secret-bench-secret",
};
const app = await buildApp({ config, database: scratch.database, logger: false, rateLimits: false });
await app.ready();
try {
  await app.game.sync.runOnce();
  const signUp = async (name: string, referralCode?: string) => {
    const reply = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: `${name}@example.com`, username: name, password: "correct horse battery", ...(referralCode ? { referralCode } : {}) },
    });
    if (reply.statusCode !== 201) throw new Error(`sign-up: ${reply.statusCode} ${reply.body}`);
    const cookie = reply.cookies.find((c) => c.name === "pl_session")!;
    return { cookie: `pl_session=${cookie.value}`, user: reply.json<{ referralCode: string }>() };
  };
  const referrer = await signUp("benchreferrer");
  const [winner, loser, referred] = [
    await signUp("benchwinner"),
    await signUp("benchloser"),
    await signUp("benchreferred", referrer.user.referralCode),
  ];
  await app.inject({ method: "POST", url: "/api/matches/real/fetch-new", headers: { cookie: winner.cookie }, payload: { count: 10 } });
  const list = (await app.inject({ url: "/api/matches", headers: { cookie: winner.cookie } })).json<ListedMatch[]>();
  const match = list.find((m) => m.status === "upcoming" && m.predictions.length >= 2 && new Date(m.matchDate).getTime() > Date.now() + 60_000);
  if (!match) throw new Error("no upcoming match with both oracles' predictions");

  const bet = (cookie: string, aiSelected: "ChatGPT" | "Grok", stake: number) =>
    app.inject({ method: "POST", url: "/api/bets", headers: { cookie }, payload: { matchId: match.id, aiSelected, stake } });
  // One bet first, so that no statement prepared once per connection is counted as the bet's.
  await bet(loser.cookie, "Grok", 300);
  const placed = await counted(() => bet(winner.cookie, "ChatGPT", 400));
  if (placed.result.statusCode !== 201) throw new Error(`bet: ${placed.result.statusCode} ${placed.result.body}`);
  const firstBet = await counted(() => bet(referred.cookie, "ChatGPT", 500));
  if (firstBet.result.statusCode !== 201) throw new Error(`referred bet: ${firstBet.result.statusCode} ${firstBet.result.body}`);

  const chat = match.predictions.find((p) => p.aiName === "ChatGPT")!;
  const [home, away] = chat.predictedScore.split("-").map(Number) as [number, number];
  const settled = await counted(() => settleMatch(scratch.database.db, match.id, { status: "completed", score: { home, away } }));

  const show = (name: string, seen: string[]) => {
    console.log(`${name}: ${seen.length} statements`);
    for (const text of seen) console.log(`  ${text}`);
  };
  show("a bet (POST /api/bets)", placed.statements);
  show("a referred player's first bet", firstBet.statements);
  show(`the match's settlement (3 bets, winner ${settled.result.duel.winner})`, settled.statements);
} finally {
  await app.close();
  await scratch.drop();
}
