import { SimulatedProvider } from "../src/server/platform/providers/football/simulated/simulated-provider";

// The simulated league's history for the oracles: 2,000 finished results from a fresh provider (an empty memo), as the
// oracles ask for them on a fresh server. Prints the milliseconds of five runs after a warm-up on another seed, which
// pays for compilation. `npx tsx bench/simulated-history.ts`.

const NOW = new Date("2026-03-14T12:00:00Z");
const results = (seed: number) => new SimulatedProvider({ seed, speed: 1, now: () => NOW }).resultsBefore(NOW, 2_000);

await results(2_123);
const runs: number[] = [];
for (let run = 0; run < 5; run++) {
  const started = performance.now();
  const rows = await results(2_024 + run);
  runs.push(performance.now() - started);
  if (rows.length !== 2_000) throw new Error(`expected 2,000 results, got ${rows.length}`);
}
console.log(
  `2,000 simulated results from a fresh provider: ${runs.map((ms) => ms.toFixed(1)).join(", ")} ms (slowest ${Math.max(...runs).toFixed(1)} ms)`,
);
