import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/platform/config";
import { openDatabase, queryRows } from "../src/server/platform/db/client";
import { FootballDataProvider } from "../src/server/platform/providers/football/football-data/football-data-provider";
import { mulberry32, poisson as poissonDraw } from "../src/server/platform/providers/football/simulated/prng";
import { startFootballDataWorld } from "../src/server/testing/football-data-world";
import { percentile } from "./bench-database";

// One week of five competitions on football-data.org's free plan (the local world in its documented shapes,
// ten requests a minute), run on a virtual clock: every kick-off, goal, half-time and final whistle happens
// in the world at its time, and the match sync runs when its own schedule says. Prints the requests a
// minute (mean, the most in any calendar minute and in any 60 s) and how long after a score changed at the
// provider the game showed it (docs/decisions.md#real-football).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const WEEK_START = Date.parse("2026-11-30T00:00:00Z");
const WEEK_END = WEEK_START + 7 * 24 * HOUR;

// A virtual clock for everything in this process: the sync, the adapter's budget and the world.
const RealDate = Date;
let clock = WEEK_START - HOUR;
class VirtualDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(clock);
    else super(...(args as [string]));
  }
  static override now(): number {
    return clock;
  }
}
globalThis.Date = VirtualDate as DateConstructor;

/** Seeded, so every run plays the same week. */
const random = mulberry32(20261130);
const poisson = (mean: number) => poissonDraw(random, mean);

const world = await startFootballDataWorld({ now: () => new Date() });
const COMPETITIONS = ["PL", "PD", "SA", "BL1", "FL1"] as const;
const CLUBS = 20;
const club = (code: string, index: number) => `${code} Club ${index + 1}`;

// Last season's results, which the oracles fit on.
for (const code of COMPETITIONS) {
  for (let round = 0; round < 30; round += 1) {
    for (let pair = 0; pair < CLUBS / 2; pair += 1) {
      const home = (pair + round) % CLUBS;
      const away = (CLUBS - 1 - pair + round) % CLUBS;
      if (home === away) continue;
      const kickoff = new RealDate(Date.UTC(2025, 8, 1) + round * 7 * 24 * HOUR);
      world.addMatch({
        competition: code,
        home: club(code, home),
        away: club(code, away),
        kickoff,
        status: "FINISHED",
        homeGoals: poisson(1.5),
        awayGoals: poisson(1.2),
      });
    }
  }
}

type Happening = { at: number; run: () => void; scoreChange?: { fixtureId: string; score: string } };
const happenings: Happening[] = [];
// The weekend round of each competition over Saturday and Sunday's usual slots, and a midweek round of the first.
const SLOTS = [
  "2026-12-05T12:30:00Z",
  "2026-12-05T15:00:00Z",
  "2026-12-05T17:30:00Z",
  "2026-12-05T20:00:00Z",
  "2026-12-06T14:00:00Z",
  "2026-12-06T16:30:00Z",
  "2026-12-06T19:00:00Z",
];
const fixtures: Array<{ code: string; home: number; away: number; kickoff: number }> = [];
COMPETITIONS.forEach((code, c) => {
  for (let pair = 0; pair < CLUBS / 2; pair += 1)
    fixtures.push({ code, home: pair, away: CLUBS - 1 - pair, kickoff: Date.parse(SLOTS[(pair + c) % SLOTS.length]!) });
});
for (let pair = 0; pair < CLUBS / 2; pair += 1) {
  fixtures.push({ code: "PL", home: CLUBS - 1 - pair, away: pair, kickoff: Date.parse(pair % 2 ? "2026-12-02T19:30:00Z" : "2026-12-02T20:00:00Z") });
}
for (const f of fixtures) {
  const id = world.addMatch({ competition: f.code, home: club(f.code, f.home), away: club(f.code, f.away), kickoff: new RealDate(f.kickoff) });
  const fixtureId = String(id);
  // The clock of a match: 45 minutes, a 15-minute break, 45 more and a little stoppage.
  const at = (minute: number) => f.kickoff + (minute <= 45 ? minute : minute + 15) * MINUTE;
  const goals = [...Array.from({ length: poisson(1.5) }, () => "home" as const), ...Array.from({ length: poisson(1.2) }, () => "away" as const)]
    .map((side) => ({ side, minute: 1 + Math.floor(random() * 90) }))
    .sort((a, b) => a.minute - b.minute);
  let home = 0;
  let away = 0;
  happenings.push({ at: f.kickoff, run: () => world.setStatus(id, "IN_PLAY"), scoreChange: { fixtureId, score: "0-0" } });
  for (const goal of goals) {
    if (goal.side === "home") home += 1;
    else away += 1;
    const [h, a] = [home, away];
    // Within its minute: the provider's score changes at any second, not on the sync's beat.
    happenings.push({
      at: at(goal.minute) + Math.floor(random() * MINUTE),
      run: () => world.setScore(id, h, a, goal.minute),
      scoreChange: { fixtureId, score: `${h}-${a}` },
    });
  }
  happenings.push({ at: f.kickoff + 45 * MINUTE + 1, run: () => world.setStatus(id, "PAUSED") });
  happenings.push({ at: f.kickoff + 60 * MINUTE, run: () => world.setStatus(id, "IN_PLAY") });
  happenings.push({ at: f.kickoff + 112 * MINUTE, run: () => world.setStatus(id, "FINISHED") });
}
happenings.sort((a, b) => a.at - b.at);

const config = { ...loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent" }), sessionSecret: "bench-secret-bench-secret-bench-secret" };
const database = await openDatabase({});
const provider = new FootballDataProvider({
  apiKey: world.apiKey,
  baseUrl: world.url,
  competitions: [...COMPETITIONS],
  // The plan's waits pass on the virtual clock.
  sleep: async (ms) => void (clock += ms),
});
const app = await buildApp({ config, database, logger: false, rateLimits: false, game: { provider } });
const sync = app.game.sync;

/** Score changes the game has not shown yet, per fixture, in order: when each happened at the provider. */
const pending = new Map<string, Array<{ at: number; score: string }>>();
const delays: number[] = [];
let runs = 0;
let failures = 0;
let nextSync = clock;
let next = 0;
let day = -1;
while (clock < WEEK_END) {
  const happening = happenings[next];
  if (happening && happening.at <= nextSync) {
    clock = Math.max(clock, happening.at);
    happening.run();
    if (happening.scoreChange) {
      const queue = pending.get(happening.scoreChange.fixtureId) ?? [];
      queue.push({ at: clock, score: happening.scoreChange.score });
      pending.set(happening.scoreChange.fixtureId, queue);
    }
    next += 1;
    continue;
  }
  clock = Math.max(clock, nextSync);
  let report;
  try {
    report = await sync.runOnce();
  } catch {
    failures += 1;
  }
  runs += 1;
  const shown = await queryRows<{ fixture: string; score: string | null }>(
    database.db,
    sql`select api_fixture_id as fixture, actual_score as score from matches where actual_score is not null`,
  );
  for (const { fixture, score } of shown) {
    const queue = pending.get(fixture);
    const reached = queue?.findIndex((change) => change.score === score) ?? -1;
    if (!queue || reached < 0) continue;
    // A score shown means every change up to it has been seen (two goals in one interval show as one step).
    for (const change of queue.splice(0, reached + 1)) delays.push(clock - change.at);
  }
  nextSync = clock + sync.delayAfter(report);
  if (Math.floor((clock - WEEK_START) / (24 * HOUR)) > day) {
    day = Math.floor((clock - WEEK_START) / (24 * HOUR));
    console.error(`day ${day} done: ${runs} sync runs, ${world.requests.length} requests (${Math.round(performance.now() / 1000)} s)`);
  }
}

const requests = world.requests.filter((r) => r.at.getTime() >= WEEK_START && r.at.getTime() < WEEK_END).map((r) => r.at.getTime());
const perMinute = new Map<number, number>();
for (const at of requests) perMinute.set(Math.floor(at / MINUTE), (perMinute.get(Math.floor(at / MINUTE)) ?? 0) + 1);
let rolling = 0;
for (let i = 0, j = 0; j < requests.length; j += 1) {
  while (requests[j]! - requests[i]! >= MINUTE) i += 1;
  rolling = Math.max(rolling, j - i + 1);
}
const sorted = delays.sort((a, b) => a - b);
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
const settled = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from matches where settled_at is not null`);
console.log(`one week, ${fixtures.length} matches in ${COMPETITIONS.length} competitions, football-data.org free plan (10 a minute)`);
console.log(`sync runs ${runs}, failed ${failures}; matches settled ${settled[0]!.n} of ${fixtures.length}`);
console.log(
  `requests ${requests.length}: ${(requests.length / (7 * 24 * 60)).toFixed(3)} a minute on average, most in a calendar minute ${Math.max(...perMinute.values())}, most in any 60 s ${rolling}`,
);
console.log(
  `score changes ${sorted.length}, not shown ${[...pending.values()].reduce((n, q) => n + q.length, 0)}; provider → game delay p50 ${seconds(percentile(sorted, 50))}, p95 ${seconds(percentile(sorted, 95))}, max ${seconds(sorted.at(-1) ?? NaN)}`,
);
await app.close();
await database.close();
await world.close();
globalThis.Date = RealDate;
