import { cpuUsage } from "node:process";
import { dixonColesGrid } from "../src/server/oracles/statistical/score-distribution";
import {
  simulateSeason,
  SEASONS_SIMULATED,
  type ClubStanding,
  type RemainingFixture,
  type ScorerStanding,
} from "../src/server/oracles/statistical/season-simulation";
import { mulberry32 } from "../src/server/platform/providers/football/simulated/prng";

// The season questions' simulation (docs/decisions.md, season simulation): a 20-club league after `--played N`
// rounds of 38 (default 5, so 330 fixtures left), each fixture's score grid from a Dixon-Coles forecast of two
// clubs of spread strengths, three scorers a club, 10,000 seasons. Prints the wall time and the CPU of one core
// for each of five runs, and PASS when the slowest stays under the 2 s the issue sets. `npx tsx bench/season-simulation.ts`.

const playedArg = process.argv.indexOf("--played");
const PLAYED = playedArg > 0 ? Number(process.argv[playedArg + 1]) : 5;
if (!(PLAYED >= 0 && PLAYED < 38)) throw new Error("--played takes 0-37 rounds");
const LIMIT_S = 2;

const random = mulberry32(2026);
const clubs = Array.from({ length: 20 }, (_, i) => ({ name: `Club ${i + 1}`, attack: 0.9 + random() * 0.9, defence: 0.9 + random() * 0.6 }));
// A double round robin in 38 rounds (the circle method), of which the first PLAYED are over.
const rounds: Array<Array<[number, number]>> = [];
const ring = clubs.map((_, i) => i);
for (let round = 0; round < 19; round++) {
  const pairs: Array<[number, number]> = [];
  for (let k = 0; k < 10; k++) {
    const [a, b] = [ring[k]!, ring[19 - k]!];
    pairs.push(round % 2 === 0 ? [a, b] : [b, a]);
  }
  rounds.push(pairs);
  ring.splice(1, 0, ring.pop()!);
}
for (const pairs of rounds.slice(0, 19)) rounds.push(pairs.map(([a, b]) => [b, a]));

const standings: ClubStanding[] = clubs.map((c) => ({ club: c.name, points: 0, goalsFor: 0, goalsAgainst: 0 }));
const fixtures: RemainingFixture[] = [];
rounds.forEach((pairs, round) => {
  for (const [home, away] of pairs) {
    const grid = dixonColesGrid((1.35 * clubs[home]!.attack) / clubs[away]!.defence, (1.1 * clubs[away]!.attack) / clubs[home]!.defence, -0.05);
    if (round >= PLAYED) {
      fixtures.push({ home: clubs[home]!.name, away: clubs[away]!.name, grid });
      continue;
    }
    // A played round: a plausible score from the same strengths.
    const [h, a] = [Math.round(random() * 3 * clubs[home]!.attack), Math.round(random() * 2.4 * clubs[away]!.attack)];
    const [rh, ra] = [standings[home]!, standings[away]!];
    rh.points += h > a ? 3 : h === a ? 1 : 0;
    ra.points += a > h ? 3 : h === a ? 1 : 0;
    rh.goalsFor += h;
    rh.goalsAgainst += a;
    ra.goalsFor += a;
    ra.goalsAgainst += h;
  }
});
const scorers: ScorerStanding[] = clubs.flatMap((c, i) =>
  [0.35, 0.2, 0.1].map((share, k) => ({
    player: `Player ${i + 1}.${k + 1}`,
    club: c.name,
    goals: Math.round(standings[i]!.goalsFor * share),
    share,
  })),
);

console.log(
  `20 clubs, ${PLAYED} rounds played, ${fixtures.length} fixtures left, ${scorers.length} scorers, ${SEASONS_SIMULATED.toLocaleString("en-US")} seasons`,
);
let slowest = 0;
for (let run = 1; run <= 5; run++) {
  const [started, cpu] = [performance.now(), cpuUsage()];
  const odds = simulateSeason({ standings, fixtures, scorers, seed: run });
  const wall = (performance.now() - started) / 1000;
  const used = cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  slowest = Math.max(slowest, cpuSeconds);
  const top = odds.clubs[0]!;
  console.log(
    `run ${run}: ${wall.toFixed(2)} s, ${cpuSeconds.toFixed(2)} s of CPU; champion ${top.club} ${(top.champion * 100).toFixed(1)} %, bottom ${odds.bottom}, top scorer ${odds.topScorer}`,
  );
}
console.log(`${slowest < LIMIT_S ? "PASS" : "FAIL"}: the slowest run took ${slowest.toFixed(2)} s of CPU (limit ${LIMIT_S} s)`);
