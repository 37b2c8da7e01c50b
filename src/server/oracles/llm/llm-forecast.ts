import type { Score } from "../../../shared/scoring";
import { gridIndex, GRID_TOTAL, quantizeGrid, type SealedGrid } from "../../../shared/sealed-forecast";

/** The most of the distribution the language model's named scores may take: the rest stays the model's. */
const NAMED_MASS_CAP = 0.9;
const MAX_NAMED = 5;

/**
 * An LLM oracle's sealed forecast (docs/decisions.md, "Sealed forecasts"): the language model names
 * its likeliest scores with probabilities, and its statistical twin's grid completes the rest in
 * proportion. Named scores beyond ten goals, repeats and those after the fifth are ignored; if the
 * named mass passes 90 % it is scaled down to it, so no score the twin thinks possible gets zero.
 */
export function llmForecast(twin: SealedGrid, named: ReadonlyArray<{ score: Score; percent: number }>): SealedGrid {
  const stated = new Map<number, number>();
  for (const { score, percent } of named) {
    if (stated.size >= MAX_NAMED) break;
    const index = gridIndex(score);
    if (index !== null && !stated.has(index)) stated.set(index, percent / 100);
  }
  const namedMass = [...stated.values()].reduce((a, b) => a + b, 0);
  if (stated.size === 0 || namedMass <= 0) return [...twin];
  const scale = namedMass > NAMED_MASS_CAP ? NAMED_MASS_CAP / namedMass : 1;
  const rest = 1 - namedMass * scale;
  const twinRest = twin.reduce((sum, p, i) => (stated.has(i) ? sum : sum + p), 0) / GRID_TOTAL;
  const weights = twin.map((p, i) => {
    const mine = stated.get(i);
    if (mine !== undefined) return mine * scale;
    return twinRest > 0 ? ((p / GRID_TOTAL) * rest) / twinRest : 0;
  });
  return quantizeGrid(weights);
}
