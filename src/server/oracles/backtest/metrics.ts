import type { OutcomeProbabilities } from "../../platform/providers/football/football-provider";
import { outcomeOf, scorePrediction, type Outcome, type Score } from "../../../shared/scoring";

// Scoring rules for 1X2 forecasts and the per-predictor accumulator behind every report line.

/** Ranked probability score over the ordered outcomes home, draw, away (0 is perfect, lower is better). */
export function rps(p: OutcomeProbabilities, actual: Outcome): number {
  const oHome = actual === "home" ? 1 : 0;
  const oDraw = actual === "draw" ? 1 : 0;
  return ((p.home - oHome) ** 2 + (p.home + p.draw - oHome - oDraw) ** 2) / 2;
}

/** Smallest probability a log loss is computed with, so a confident miss costs ~34.5 rather than Infinity. */
export const LOG_LOSS_FLOOR = 1e-15;

/** Natural-log loss of the outcome that happened. */
export function logLoss(p: OutcomeProbabilities, actual: Outcome): number {
  return -Math.log(Math.max(LOG_LOSS_FLOOR, p[actual]));
}

/** Multi-class Brier score: squared error summed over the three outcomes (0 perfect, 2 worst). */
export function brier(p: OutcomeProbabilities, actual: Outcome): number {
  return (["home", "draw", "away"] as const).reduce((sum, o) => sum + (p[o] - (o === actual ? 1 : 0)) ** 2, 0);
}

export interface CalibrationBin {
  /** Stated confidence range [from, to) in percent; the last bin includes 100. */
  from: number;
  to: number;
  count: number;
  /** Mean stated confidence and observed hit rate of the pick's outcome, as fractions; null when empty. */
  meanConfidence: number | null;
  hitRate: number | null;
}

/** Deciles of stated confidence vs how often the pick's outcome happened. */
export class CalibrationTable {
  private readonly counts = new Array<number>(10).fill(0);
  private readonly hits = new Array<number>(10).fill(0);
  private readonly confidence = new Array<number>(10).fill(0);

  static decileOf(confidence: number): number {
    return Math.min(9, Math.max(0, Math.floor(confidence * 10 + 1e-9)));
  }

  add(confidence: number, hit: boolean): void {
    const bin = CalibrationTable.decileOf(confidence);
    this.counts[bin] = (this.counts[bin] ?? 0) + 1;
    this.confidence[bin] = (this.confidence[bin] ?? 0) + confidence;
    if (hit) this.hits[bin] = (this.hits[bin] ?? 0) + 1;
  }

  bins(): CalibrationBin[] {
    return this.counts.map((count, i) => ({
      from: i * 10,
      to: (i + 1) * 10,
      count,
      meanConfidence: count > 0 ? (this.confidence[i] ?? 0) / count : null,
      hitRate: count > 0 ? (this.hits[i] ?? 0) / count : null,
    }));
  }
}

export interface Summary {
  matches: number;
  pointsPerMatch: number;
  /** Fractions 0-1. */
  outcomeAccuracy: number;
  exactRate: number;
  /** Means over the matches; null for predictors that state no probabilities. */
  rps: number | null;
  logLoss: number | null;
  brier: number | null;
}

export class Accumulator {
  private matches = 0;
  private points = 0;
  private outcomeHits = 0;
  private exact = 0;
  private probabilistic = 0;
  private rpsSum = 0;
  private logLossSum = 0;
  private brierSum = 0;
  readonly calibration = new CalibrationTable();

  /** One prediction; `probabilities` null means the pick's outcome is stated with probability 1. */
  add(pick: Score, actual: Score, probabilities: OutcomeProbabilities | null): void {
    const points = scorePrediction(pick, actual);
    const picked = outcomeOf(pick);
    const happened = outcomeOf(actual);
    this.matches++;
    this.points += points;
    if (picked === happened) this.outcomeHits++;
    if (pick.home === actual.home && pick.away === actual.away) this.exact++;
    if (probabilities) {
      this.probabilistic++;
      this.rpsSum += rps(probabilities, happened);
      this.logLossSum += logLoss(probabilities, happened);
      this.brierSum += brier(probabilities, happened);
    }
    this.calibration.add(probabilities ? probabilities[picked] : 1, picked === happened);
  }

  summary(): Summary {
    const n = this.matches;
    const mean = (sum: number): number | null => (this.probabilistic > 0 ? sum / this.probabilistic : null);
    return {
      matches: n,
      pointsPerMatch: n > 0 ? this.points / n : 0,
      outcomeAccuracy: n > 0 ? this.outcomeHits / n : 0,
      exactRate: n > 0 ? this.exact / n : 0,
      rps: mean(this.rpsSum),
      logLoss: mean(this.logLossSum),
      brier: mean(this.brierSum),
    };
  }
}
