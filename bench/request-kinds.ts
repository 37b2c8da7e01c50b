import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/platform/config";
import type { ListedMatch } from "../src/shared/api/matches";
import { routes, urlOf } from "../src/shared/api/routes";
import { benchPostgresUrl, openBenchDatabase } from "./bench-database";
import { statementsOf } from "../src/server/testing/statement-log";

// `npx tsx bench/request-kinds.ts [--redis] [--only TEXT] [N]` (PostgreSQL: TEST_DATABASE_URL or BENCH_DATABASE_URL): each kind of
// request bench:capacity's players send, N times (default 300) through the app in this process, with a browser's
// headers, a signed-in player's cookie and the rate limits on (in PostgreSQL, or with --redis in Redis): the
// statements each sends to PostgreSQL and the app's CPU for it, parsing to the reply's last byte (PostgreSQL's own
// CPU is not counted; bet-load.ts sets a bet beside pgbench). Each player's address is its own, as behind the proxy.
if (!benchPostgresUrl) throw new Error("needs TEST_DATABASE_URL or BENCH_DATABASE_URL (a PostgreSQL server)");
const args = process.argv.slice(2);
const redisUrl = args.includes("--redis") ? (process.env.REDIS_URL ?? "redis://127.0.0.1:6379") : undefined;
const runs = Number(args.find((a, i) => !a.startsWith("--") && args[i - 1] !== "--only") ?? 300);
// --only TEXT: the kinds whose name holds TEXT (to profile one: `node --cpu-prof --import tsx bench/request-kinds.ts --only picks`).
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined;
// --statements: each kind's statements too, by their text.
const showStatements = args.includes("--statements");

const scratch = await openBenchDatabase("postgres");
const config = {
  ...loadConfig({ NODE_ENV: "production", LOG_LEVEL: "warn", SIM_SPEED: "60", SIM_SEED: "5", ...(redisUrl ? { REDIS_URL: redisUrl } : {}) }),
  sessionSecret: "bench-secret-bench-secret-bench-secret",
};
const app = await buildApp({ config, database: scratch.database, logger: false });
await app.ready();
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd", accept: "application/json", "user-agent": "Mozilla/5.0 (bench)" };
let address = 0;
const nextAddress = () => `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`;

try {
  await app.game.sync.runOnce();
  // Fifty players take turns, so a player's session is read again within the shared reads' window, as a player's polls are.
  const players: string[] = [];
  for (let i = 0; i < 50; i++) {
    const reply = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      remoteAddress: nextAddress(),
      payload: { email: `kinds${i}@example.com`, username: `kinds${i}`, password: "correct horse battery" },
    });
    if (reply.statusCode !== 201) throw new Error(`sign-up: ${reply.statusCode} ${reply.body}`);
    players.push(`pl_session=${reply.cookies.find((c) => c.name === "pl_session")!.value}`);
  }
  const list = (await app.inject({ url: "/api/matches", headers: { cookie: players[0]! } })).json<ListedMatch[]>();
  const open = list.filter((m) => m.status === "upcoming" && new Date(m.matchDate).getTime() > Date.now() + 5 * 60_000);
  const match = open[0]!;

  type Kind = { name: string; request: (i: number) => { method?: "GET" | "POST"; url: string; payload?: object; etag?: boolean } };
  const kinds: Kind[] = [
    { name: "GET /api/matches", request: () => ({ url: urlOf(routes.matches.list) }) },
    { name: "GET /api/matches (browser holds it: 304)", request: () => ({ url: urlOf(routes.matches.list), etag: true }) },
    { name: "GET /api/matches/:id", request: () => ({ url: `/api/matches/${match.id}` }) },
    { name: "GET /api/matches/:id/distribution (304)", request: () => ({ url: `/api/matches/${match.id}/distribution`, etag: true }) },
    { name: "GET /api/stats/match-viewers/:id", request: () => ({ url: `/api/stats/match-viewers/${match.id}` }) },
    { name: "GET /api/stats/social-proof (304)", request: () => ({ url: urlOf(routes.stats.socialProof), etag: true }) },
    { name: "GET /api/picks/open", request: () => ({ url: urlOf(routes.picks.open) }) },
    { name: "GET /api/bets/match/:id", request: () => ({ url: `/api/bets/match/${match.id}` }) },
    { name: "GET /api/auth/user", request: () => ({ url: urlOf(routes.auth.user) }) },
    { name: "GET /api/ai-stats", request: () => ({ url: urlOf(routes.oracles.aiStats) }) },
    { name: "GET /api/leaderboard/players", request: () => ({ url: urlOf(routes.leaderboard.players) }) },
    { name: "GET /api/bets/history", request: () => ({ url: urlOf(routes.bets.history) }) },
    {
      name: "POST /api/analytics/track",
      request: () => ({
        method: "POST",
        url: urlOf(routes.analytics.track),
        payload: { sessionId: "bench-session-0000001", eventType: "page_view", eventName: "arena", path: "/" },
      }),
    },
    {
      name: "POST /api/bets",
      request: (i) => ({
        method: "POST",
        url: urlOf(routes.bets.place),
        payload: { matchId: open[i % open.length]!.id, aiSelected: "ChatGPT", stake: 100 },
      }),
    },
  ];

  console.log(
    `${runs} of each request, signed in, rate limits in ${redisUrl ? "Redis" : "PostgreSQL"}: statements and the app's CPU (this process) a request`,
  );
  console.log(`${"request".padEnd(44)} ${"status".padEnd(8)} statements  CPU ms  reply bytes`);
  for (const kind of kinds.filter((k) => !only || k.name.includes(only))) {
    const etags = new Map<string, string>();
    const send = async (i: number) => {
      const { method = "GET", url, payload, etag } = kind.request(i);
      const cookie = players[i % players.length]!;
      const held = etag ? etags.get(url) : undefined;
      const reply = await app.inject({
        method,
        url,
        payload,
        remoteAddress: `10.200.0.${i % players.length}`,
        headers: { ...BROWSER, cookie, ...(held ? { "if-none-match": held } : {}) },
      });
      if (etag && reply.headers.etag) etags.set(url, String(reply.headers.etag));
      return reply;
    };
    // Once each first: what a connection prepares once and the first ETag are not the kind's own cost.
    await send(runs);
    const statuses = new Map<number, number>();
    let bytes = 0;
    const cpu = process.cpuUsage();
    const { statements } = await statementsOf(async () => {
      for (let i = 0; i < runs; i++) {
        const reply = await send(i);
        statuses.set(reply.statusCode, (statuses.get(reply.statusCode) ?? 0) + 1);
        bytes += reply.rawPayload.length;
      }
    }, 140);
    const used = process.cpuUsage(cpu);
    const status = [...statuses].map(([code, n]) => (n === runs ? String(code) : `${code}×${n}`)).join(" ");
    console.log(
      `${kind.name.padEnd(44)} ${status.padEnd(8)} ${(statements.length / runs).toFixed(2).padStart(10)} ${((used.user + used.system) / 1000 / runs).toFixed(3).padStart(7)} ${String(Math.round(bytes / runs)).padStart(12)}`,
    );
    if (showStatements) {
      const byText = new Map<string, number>();
      for (const { text } of statements) byText.set(text, (byText.get(text) ?? 0) + 1);
      for (const [text, count] of [...byText].sort((a, b) => b[1] - a[1])) console.log(`    ${(count / runs).toFixed(2)}  ${text}`);
    }
  }
} finally {
  await app.close();
  await scratch.drop();
}
