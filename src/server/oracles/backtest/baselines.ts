import type { OutcomeProbabilities } from "../../platform/providers/football/football-provider";
import { bestPick, drawInflatedGrid, outcomeProbabilities } from "../statistical/score-distribution";
import type { Predictor } from "./walk-forward";

// Reference predictors the oracles must beat: the bookmaker's closing odds and two fixed scores.

/** The market's 1X2 as a Poisson pair: Newton's method on (λ home, λ away) matching P(home) and P(away). */
export function poissonPairFor(market: OutcomeProbabilities): [number, number] {
  let lh = 1.5,
    la = 1.1;
  const residual = (h: number, a: number): [number, number] => {
    const o = outcomeProbabilities(drawInflatedGrid(h, a, 0));
    return [o.home - market.home, o.away - market.away];
  };
  for (let i = 0; i < 20; i++) {
    const [r0, r1] = residual(lh, la);
    if (Math.abs(r0) + Math.abs(r1) < 1e-7) break;
    const e = 1e-4;
    const [a0, a1] = residual(lh + e, la);
    const [b0, b1] = residual(lh, la + e);
    const j00 = (a0 - r0) / e,
      j10 = (a1 - r1) / e,
      j01 = (b0 - r0) / e,
      j11 = (b1 - r1) / e;
    const det = j00 * j11 - j01 * j10;
    if (Math.abs(det) < 1e-12) break;
    lh = Math.min(8, Math.max(0.05, lh - (j11 * r0 - j01 * r1) / det));
    la = Math.min(8, Math.max(0.05, la - (j00 * r1 - j10 * r0) / det));
  }
  return [lh, la];
}

/** Odds → margin-free probabilities; the pick is the expected-points-best score of a Poisson pair fitted to them. */
export const bookmaker: Predictor = {
  name: "bookmaker",
  kind: "baseline",
  predict(_input, match) {
    if (!match.market) return null;
    const [lh, la] = poissonPairFor(match.market);
    return { pick: bestPick(drawInflatedGrid(lh, la, 0)).score, probabilities: match.market };
  },
};

export function fixedScore(name: string, home: number, away: number): Predictor {
  return { name, kind: "baseline", predict: () => ({ pick: { home, away }, probabilities: null }) };
}

export function createBaselines(): Predictor[] {
  return [bookmaker, fixedScore("draw11", 1, 1), fixedScore("home21", 2, 1)];
}
