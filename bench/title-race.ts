import { cpuUsage } from "node:process";
import { gridFromCall } from "../src/server/oracles/statistical/call-grid";
import { mulberry32 } from "../src/server/platform/providers/football/simulated/prng";
import { titleChances, RACES_SIMULATED, type RaceMatch, type RaceMember } from "../src/server/leagues/title-race";

// "Can I still win?" on a cache miss (docs/decisions.md, can I still win): a month with `--matches N` matches still to
// be scored (default 120, five leagues' month), `--members N` members (default 50) who each picked three matches in
// four, each match drawn from a published call's grid. Prints the CPU of one core for each of five runs.
// `npx tsx bench/title-race.ts`.

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const MATCHES = arg("matches", 120);
const MEMBERS = arg("members", 50);
const random = mulberry32(2026);
const goals = () => Math.floor(random() * 3);
const matches: RaceMatch[] = Array.from({ length: MATCHES }, (_, id) => ({
  id,
  current: null,
  grid: gridFromCall({ home: goals(), away: goals() }, 40 + Math.floor(random() * 40), null),
}));
const members: RaceMember[] = Array.from({ length: MEMBERS }, (_, i) => ({
  userId: i + 1,
  points: Math.floor(random() * 60),
  exact: Math.floor(random() * 4),
  picks: new Map(matches.filter(() => random() < 0.75).map((m) => [m.id, { home: goals(), away: goals() }])),
}));

console.log(`${MATCHES} matches left, ${MEMBERS} members, ${RACES_SIMULATED.toLocaleString("en-US")} races`);
for (let run = 1; run <= 5; run++) {
  const [started, cpu] = [performance.now(), cpuUsage()];
  const chances = titleChances({ members, matches, seed: run });
  const used = cpuUsage(cpu);
  const best = chances.reduce((a, b) => (b.chance > a.chance ? b : a));
  const out = chances.filter((c) => c.outOfRunning).length;
  console.log(
    `run ${run}: ${((performance.now() - started) / 1000).toFixed(2)} s, ${((used.user + used.system) / 1e6).toFixed(2)} s of CPU; leader's chance ${(best.chance * 100).toFixed(1)} %, ${out} out of the running`,
  );
}
