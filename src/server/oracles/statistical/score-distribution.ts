import { outcomeOf, sameScore, scorePrediction, type Outcome, type Score } from "../../../shared/scoring";
import type { OutcomeProbabilities } from "../../platform/providers/football/football-provider";

// A probability distribution over final scores 0..MAX_GOALS × 0..MAX_GOALS, shared by both statistical
// oracles: they differ in how they get expected goals, not in how a distribution becomes a pick.

export const MAX_GOALS = 10;
const SIZE = MAX_GOALS + 1;

/** P(home = h, away = a) at index h * (MAX_GOALS + 1) + a; sums to 1. */
export type ScoreGrid = Float64Array;

export function cell(grid: ScoreGrid, home: number, away: number): number {
  return grid[home * SIZE + away] ?? 0;
}

/** Builds a grid from unnormalised weights; the tail beyond MAX_GOALS is dropped by renormalising. */
export function gridFrom(weight: (home: number, away: number) => number): ScoreGrid {
  const grid = new Float64Array(SIZE * SIZE);
  let total = 0;
  for (let h = 0; h < SIZE; h++) {
    for (let a = 0; a < SIZE; a++) {
      const w = Math.max(0, weight(h, a));
      grid[h * SIZE + a] = w;
      total += w;
    }
  }
  if (!(total > 0)) throw new Error("score grid has no probability mass");
  for (let i = 0; i < grid.length; i++) grid[i] = (grid[i] ?? 0) / total;
  return grid;
}

export function poissonPmf(lambda: number): number[] {
  const pmf = [Math.exp(-lambda)];
  for (let k = 1; k < SIZE; k++) pmf.push(((pmf[k - 1] ?? 0) * lambda) / k);
  return pmf;
}

/** Dixon & Coles (1997) τ: corrects independent Poisson on 0-0, 1-0, 0-1, 1-1, where it is known to be off. */
export function dixonColesTau(home: number, away: number, lambdaHome: number, lambdaAway: number, rho: number): number {
  if (home === 0 && away === 0) return 1 - lambdaHome * lambdaAway * rho;
  if (home === 0 && away === 1) return 1 + lambdaHome * rho;
  if (home === 1 && away === 0) return 1 + lambdaAway * rho;
  if (home === 1 && away === 1) return 1 - rho;
  return 1;
}

export function dixonColesGrid(lambdaHome: number, lambdaAway: number, rho: number): ScoreGrid {
  const ph = poissonPmf(lambdaHome);
  const pa = poissonPmf(lambdaAway);
  return gridFrom((h, a) => (ph[h] ?? 0) * (pa[a] ?? 0) * dixonColesTau(h, a, lambdaHome, lambdaAway, rho));
}

/** Independent Poisson with every draw cell scaled by (1 + inflation): football has more draws than Poisson. */
export function drawInflatedGrid(lambdaHome: number, lambdaAway: number, inflation: number): ScoreGrid {
  const ph = poissonPmf(lambdaHome);
  const pa = poissonPmf(lambdaAway);
  return gridFrom((h, a) => (ph[h] ?? 0) * (pa[a] ?? 0) * (h === a ? 1 + inflation : 1));
}

/**
 * The grid's running total in cell order, over the scores `possible` keeps (all of them by default), for drawing
 * a score with one uniform number (`drawCell`): the season and title-race simulations draw millions.
 */
export function runningTotals(grid: ScoreGrid, possible: (home: number, away: number) => boolean = () => true): Float64Array {
  const sums = new Float64Array(SIZE * SIZE);
  let total = 0;
  for (let i = 0; i < sums.length; i++) {
    if (possible(Math.floor(i / SIZE), i % SIZE)) total += grid[i] ?? 0;
    sums[i] = total;
  }
  return sums;
}

/** The cell (home * (MAX_GOALS + 1) + away) whose running total first passes `u` (0-1) of the whole: a binary search. */
export function drawCell(sums: Float64Array, u: number): number {
  const target = u * (sums[sums.length - 1] ?? 1);
  let low = 0;
  let high = sums.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sums[middle] ?? 0) > target) high = middle;
    else low = middle + 1;
  }
  return low;
}

export function probabilityWhere(grid: ScoreGrid, predicate: (home: number, away: number) => boolean): number {
  let p = 0;
  for (let h = 0; h < SIZE; h++) for (let a = 0; a < SIZE; a++) if (predicate(h, a)) p += cell(grid, h, a);
  return p;
}

export function outcomeProbabilities(grid: ScoreGrid): OutcomeProbabilities {
  const result: OutcomeProbabilities = { home: 0, draw: 0, away: 0 };
  for (let h = 0; h < SIZE; h++) for (let a = 0; a < SIZE; a++) result[outcomeOf({ home: h, away: a })] += cell(grid, h, a);
  return result;
}

export function expectedGoalsOf(grid: ScoreGrid): { home: number; away: number } {
  let home = 0;
  let away = 0;
  for (let h = 0; h < SIZE; h++) {
    for (let a = 0; a < SIZE; a++) {
      home += h * cell(grid, h, a);
      away += a * cell(grid, h, a);
    }
  }
  return { home, away };
}

/** The game's points a pick earns on average if scores fall as the grid says (docs/rules.md#scoring, via scorePrediction). */
export function expectedPoints(grid: ScoreGrid, pick: Score): number {
  let total = 0;
  for (let h = 0; h < SIZE; h++) {
    for (let a = 0; a < SIZE; a++) {
      const p = cell(grid, h, a);
      if (p > 0) total += p * scorePrediction(pick, { home: h, away: a });
    }
  }
  return total;
}

export interface Pick {
  score: Score;
  outcome: Outcome;
  expectedPoints: number;
}

/**
 * The score with the most expected points, which is not the most likely score: a 1-1 peak loses to 1-0
 * when home wins are likelier than draws, because 1-0 also collects 5 points from every other home win.
 * Picks beyond 6 goals a side never win (their exact-score mass is negligible), so they are not tried.
 * `taken`, the score the other oracle already called on this match, is left out: the second oracle to
 * call names its best score among the rest (docs/decisions.md, "Two calls, never one").
 */
export function bestPick(grid: ScoreGrid, taken: Score | null = null): Pick {
  let best: Pick | null = null;
  for (let h = 0; h <= 6; h++) {
    for (let a = 0; a <= 6; a++) {
      const score = { home: h, away: a };
      if (taken && sameScore(taken, score)) continue;
      const points = expectedPoints(grid, score);
      if (!best || points > best.expectedPoints + 1e-12) best = { score, outcome: outcomeOf(score), expectedPoints: points };
    }
  }
  if (!best) throw new Error("unreachable: no pick tried");
  return best;
}

/** Integer percent, rounded and clamped to 0-100 (OraclePrediction.confidence). */
export function toPercent(probability: number): number {
  return Math.min(100, Math.max(0, Math.round(probability * 100)));
}
