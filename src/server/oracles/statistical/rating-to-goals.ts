import { poissonPmf } from "./score-distribution";

// O Eterno's bridge from a rating gap to a score distribution: one Poisson regression per side of goals on
// the gap, and a draw inflation, all fitted on the history the ratings were walked through.

export interface RatingSample {
  /** Form-adjusted rating gap before kick-off, home minus away. */
  gap: number;
  homeGoals: number;
  awayGoals: number;
  weight: number;
}

export interface GoalLine {
  intercept: number;
  /** Change in log expected goals per 400 points of rating gap in the side's favour. */
  slope: number;
}

export interface GoalModel {
  home: GoalLine;
  away: GoalLine;
  /** Every draw cell of the Poisson grid is scaled by (1 + drawInflation). */
  drawInflation: number;
}

/** Below this many samples the fitted lines are noise; these defaults are typical of top leagues. */
const MIN_SAMPLES = 30;

export function fitGoalModel(samples: readonly RatingSample[]): GoalModel {
  const home = poissonRegression(samples, (s) => s.homeGoals, 1);
  const away = poissonRegression(samples, (s) => s.awayGoals, -1);
  return { home, away, drawInflation: fitDrawInflation(samples, home, away) };
}

export function goalsFor(line: GoalLine, gap: number, sign: 1 | -1): number {
  return Math.exp(line.intercept + (line.slope * sign * gap) / 400);
}

/** Weighted Poisson regression log(goals) = intercept + slope·sign·gap/400, by Newton's method on 2 parameters. */
function poissonRegression(samples: readonly RatingSample[], goals: (s: RatingSample) => number, sign: 1 | -1): GoalLine {
  let sumW = 0,
    sumY = 0;
  for (const s of samples) {
    sumW += s.weight;
    sumY += s.weight * goals(s);
  }
  if (samples.length < MIN_SAMPLES || sumY <= 0) return { intercept: Math.log(sign === 1 ? 1.5 : 1.2), slope: 0.9 };
  let intercept = Math.log(sumY / sumW);
  let slope = 0;
  for (let iteration = 0; iteration < 12; iteration++) {
    let g0 = 0,
      g1 = 0,
      h00 = 0,
      h01 = 0,
      h11 = 0;
    for (const s of samples) {
      const x = (sign * s.gap) / 400;
      const rate = Math.exp(intercept + slope * x);
      const residual = goals(s) - rate;
      g0 += s.weight * residual;
      g1 += s.weight * residual * x;
      h00 += s.weight * rate;
      h01 += s.weight * rate * x;
      h11 += s.weight * rate * x * x;
    }
    const det = h00 * h11 - h01 * h01;
    if (Math.abs(det) < 1e-12) break;
    const step0 = (h11 * g0 - h01 * g1) / det;
    const step1 = (h00 * g1 - h01 * g0) / det;
    intercept += step0;
    slope += step1;
    if (Math.abs(step0) + Math.abs(step1) < 1e-9) break;
  }
  return { intercept, slope };
}

/**
 * δ such that the model's weighted draw count equals the observed one: independent Poisson under-predicts
 * draws. Scaling the diagonal by (1+δ) and renormalising turns P(draw) into P(1+δ)/(1+δP).
 */
function fitDrawInflation(samples: readonly RatingSample[], home: GoalLine, away: GoalLine): number {
  if (samples.length < MIN_SAMPLES) return 0.1;
  const draws = samples.map((s) => {
    const ph = poissonPmf(goalsFor(home, s.gap, 1));
    const pa = poissonPmf(goalsFor(away, s.gap, -1));
    return ph.reduce((sum, p, k) => sum + p * (pa[k] ?? 0), 0);
  });
  const observed = samples.reduce((sum, s) => sum + (s.homeGoals === s.awayGoals ? s.weight : 0), 0);
  const modelled = (delta: number): number =>
    samples.reduce((sum, s, i) => {
      const p = draws[i] ?? 0;
      return sum + (s.weight * p * (1 + delta)) / (1 + delta * p);
    }, 0);
  let low = 0,
    high = 1;
  if (modelled(low) >= observed) return 0;
  for (let i = 0; i < 40; i++) {
    const mid = (low + high) / 2;
    if (modelled(mid) < observed) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}
