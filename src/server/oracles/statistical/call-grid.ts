import { outcomeOf, type Outcome, type Score } from "../../../shared/scoring";
import { GRID_TOTAL, type SealedGrid } from "../../../shared/sealed-forecast";
import type { OutcomeProbabilities } from "../../platform/providers/football/football-provider";
import { cell, gridFrom, outcomeProbabilities, poissonPmf, type ScoreGrid } from "./score-distribution";

// A forecast for a match whose sealed grids are still sealed: what the oracles publish before kick-off (a call, a
// confidence, and the home/draw/away chances where the model gives them) made back into a chance for every score.
// "Can I still win?" draws such matches from it (docs/decisions.md, can I still win).

/** Half a goal over the call: a Poisson whose most likely count is the call's, on each side. */
const OVER_THE_CALL = 0.5;

/**
 * The score grid behind a published call. The goals are Poisson around the call, so the called score is the
 * likeliest of its outcome; each outcome then gets the chance the oracle gave it: its own home/draw/away chances, or else its
 * confidence (the chance of the called outcome, docs/rules.md#oracles) with the rest shared as the Poisson shares it.
 */
export function gridFromCall(call: Score, confidencePercent: number, published: OutcomeProbabilities | null): ScoreGrid {
  const home = poissonPmf(call.home + OVER_THE_CALL);
  const away = poissonPmf(call.away + OVER_THE_CALL);
  const base = gridFrom((h, a) => (home[h] ?? 0) * (away[a] ?? 0));
  const before = outcomeProbabilities(base);
  const target = published ? normalised(published) : fromConfidence(outcomeOf(call), confidencePercent / 100, before);
  return gridFrom((h, a) => {
    const outcome = outcomeOf({ home: h, away: a });
    return before[outcome] > 0 ? (cell(base, h, a) * target[outcome]) / before[outcome] : 0;
  });
}

function normalised(chances: OutcomeProbabilities): OutcomeProbabilities {
  const total = chances.home + chances.draw + chances.away;
  return total > 0
    ? { home: chances.home / total, draw: chances.draw / total, away: chances.away / total }
    : { home: 1 / 3, draw: 1 / 3, away: 1 / 3 };
}

function fromConfidence(called: Outcome, confidence: number, before: OutcomeProbabilities): OutcomeProbabilities {
  const sure = Math.min(1, Math.max(0, confidence));
  const others = (["home", "draw", "away"] as const).filter((o) => o !== called);
  const rest = others.reduce((sum, o) => sum + before[o], 0);
  const target = { home: 0, draw: 0, away: 0 };
  target[called] = sure;
  for (const o of others) target[o] = rest > 0 ? ((1 - sure) * before[o]) / rest : (1 - sure) / 2;
  return target;
}

/** A sealed grid (millionths) as probabilities. */
export function gridFromSealed(sealed: SealedGrid): ScoreGrid {
  return Float64Array.from(sealed, (millionths) => millionths / GRID_TOTAL);
}

/** The two oracles' grids as one, each counting equally; one grid stands alone. */
export function blendGrids(grids: readonly ScoreGrid[]): ScoreGrid {
  if (grids.length === 0) throw new Error("a blend needs at least one grid");
  const blend = new Float64Array(grids[0]!.length);
  for (const grid of grids) for (let i = 0; i < blend.length; i++) blend[i]! += grid[i]! / grids.length;
  return blend;
}
