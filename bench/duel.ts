import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServerProcess } from "../src/server/testing/server-process";
import { freePort, signUpOverHttp } from "./bench-server";

// How duels end for players, measured in the game itself: the embedded league at SIM_SPEED 600 (a
// match lasts about 10 s) on a fresh data directory, players backing every open match (one El Divino,
// one O Eterno, one the more confident oracle), then how their bets ended and the oracles' record.
// `npx tsx bench/duel.ts [--minutes N]` (default 4), or `npm run bench duel`.

const minutesArg = process.argv.indexOf("--minutes");
const MINUTES = minutesArg > 0 ? Number(process.argv[minutesArg + 1]) : 4;
if (!(MINUTES > 0)) throw new Error("--minutes takes a number above 0");

type Pick = "ChatGPT" | "Grok";
interface MatchReply {
  id: number;
  status: string;
  matchDate: string;
  predictions: Array<{ aiName: Pick; confidence: number; points: number | null; predictedScore: string }>;
  duel: { winner: Pick | "void"; by: "points" | "tiebreak" | null } | null;
}
interface BetReply {
  matchId: number;
  outcome: "won" | "lost" | "void" | null;
}

const dataDir = mkdtempSync(path.join(tmpdir(), "prophecy-bench-duel-"));
const server = await startServerProcess({ DATA_DIR: dataDir, SIM_SPEED: "600", RATE_LIMITS: "off", LOG_LEVEL: "warn" }, await freePort());
const strategies: Record<string, (m: MatchReply) => Pick> = {
  "always El Divino": () => "ChatGPT",
  "always O Eterno": () => "Grok",
  "more confident": (m) => {
    const [a, b] = m.predictions;
    return (a?.confidence ?? 0) >= (b?.confidence ?? 0) ? (a?.aiName ?? "Grok") : (b?.aiName ?? "Grok");
  },
};
const players = await Promise.all(
  Object.keys(strategies).map(async (name, i) => ({ name, cookie: await signUpOverHttp(server.url, `duel${i}${Date.now().toString(36)}`) })),
);
const get = async <T>(url: string, cookie: string) => (await (await fetch(`${server.url}${url}`, { headers: { cookie } })).json()) as T;

const placed = new Set<number>();
const deadline = Date.now() + MINUTES * 60_000;
console.log(`duel bench: ${MINUTES} min at SIM_SPEED 600, ${players.length} players backing every open match`);
while (Date.now() < deadline) {
  const list = await get<MatchReply[]>("/api/matches", players[0]!.cookie);
  for (const match of list) {
    const open = match.status === "upcoming" && Date.parse(match.matchDate) > Date.now() + 500 && match.predictions.length === 2;
    if (!open || placed.has(match.id)) continue;
    placed.add(match.id);
    await Promise.all(
      players.map(({ name, cookie }) =>
        fetch(`${server.url}/api/bets`, {
          method: "POST",
          headers: { cookie, "content-type": "application/json" },
          body: JSON.stringify({ matchId: match.id, aiSelected: strategies[name]!(match), stake: 100 }),
        }),
      ),
    );
  }
  await new Promise((r) => setTimeout(r, 1_000));
}

// Bets on matches still running are left out: only settled ones tell how a duel ended.
const tally = { won: 0, lost: 0, void: 0, pending: 0 };
for (const { name, cookie } of players) {
  const history = await get<BetReply[]>("/api/bets/history", cookie);
  const mine = { won: 0, lost: 0, void: 0, pending: 0 };
  for (const bet of history) mine[bet.outcome ?? "pending"] += 1;
  for (const key of Object.keys(tally) as Array<keyof typeof tally>) tally[key] += mine[key];
  const settled = mine.won + mine.lost + mine.void;
  console.log(`${name.padEnd(18)} won ${mine.won}, lost ${mine.lost}, refunded ${mine.void} of ${settled} settled (${mine.pending} pending)`);
}
const settled = tally.won + tally.lost + tally.void;
const share = (n: number) => (settled ? ((100 * n) / settled).toFixed(1) : "0.0");
console.log(`all bets: ${settled} settled: won ${share(tally.won)} %, lost ${share(tally.lost)} %, refunded ${share(tally.void)} %`);

const stats = await get<Array<{ aiName: string; totalMatches: number; wins: number; totalPoints: number }>>("/api/ai-stats", players[0]!.cookie);
const matchesPlayed = Math.max(0, ...stats.map((s) => s.totalMatches));
const draws = matchesPlayed - stats.reduce((sum, s) => sum + s.wins, 0);
console.log(
  `oracles' duel record over ${matchesPlayed} completed matches: ${stats.map((s) => `${s.aiName} ${s.wins} wins`).join(", ")}, ${draws} refunded`,
);
const finished = (await get<MatchReply[]>("/api/matches", players[0]!.cookie)).filter((m) => m.duel);
const by = (test: (d: NonNullable<MatchReply["duel"]>) => boolean) => finished.filter((m) => test(m.duel!)).length;
console.log(
  `duels in the match list: ${finished.length}: decided by points ${by((d) => d.by === "points")}, by the tiebreak ${by((d) => d.by === "tiebreak")}, refunded ${by((d) => d.winner === "void")}`,
);
const same = finished.filter((m) => m.predictions.length === 2 && m.predictions[0]!.predictedScore === m.predictions[1]!.predictedScore).length;
console.log(
  `both oracles called the same score in ${same} of ${finished.length} duels (${finished.length ? ((100 * same) / finished.length).toFixed(1) : "0.0"} %)`,
);
console.log(`refunded share of settled bets: ${share(tally.void)} % (target ≤ 5 %)`);

await server.stop();
rmSync(dataDir, { recursive: true, force: true });
