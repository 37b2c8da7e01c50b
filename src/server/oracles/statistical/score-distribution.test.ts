import { describe, expect, it } from "vitest";
import { scorePrediction } from "../../../shared/scoring";
import {
  MAX_GOALS,
  bestPick,
  cell,
  dixonColesGrid,
  drawInflatedGrid,
  expectedPoints,
  gridFrom,
  outcomeProbabilities,
  poissonPmf,
  toPercent,
} from "./score-distribution";

const total = (grid: Float64Array): number => grid.reduce((a, b) => a + b, 0);

// Hand-made: 1-1 is the single likeliest score, but home wins (43/89) outweigh draws (27/89).
const WEIGHTS: Record<string, number> = {
  "1-1": 14,
  "1-0": 12,
  "2-1": 11,
  "2-0": 9,
  "3-1": 6,
  "3-0": 5,
  "0-0": 8,
  "2-2": 5,
  "0-1": 8,
  "1-2": 6,
  "0-2": 5,
};
const handMade = gridFrom((h, a) => WEIGHTS[`${h}-${a}`] ?? 0);

describe("score distribution", () => {
  it("normalises grids and keeps the hand-made shares", () => {
    expect(total(handMade)).toBeCloseTo(1, 12);
    expect(cell(handMade, 1, 1)).toBeCloseTo(14 / 89, 12);
    expect(cell(handMade, 9, 9)).toBe(0);
  });

  it("picks by expected points, not by the likeliest score", () => {
    let likeliest = { h: 0, a: 0, p: -1 };
    for (let h = 0; h <= MAX_GOALS; h++)
      for (let a = 0; a <= MAX_GOALS; a++) if (cell(handMade, h, a) > likeliest.p) likeliest = { h, a, p: cell(handMade, h, a) };
    expect([likeliest.h, likeliest.a]).toEqual([1, 1]);

    // 1-0: 10·12 (exact) + 5·31 (other home wins) + 3·14 (0-1 and 1-2 share its margin) = 317 of 89.
    const pick = bestPick(handMade);
    expect(pick.score).toEqual({ home: 1, away: 0 });
    expect(pick.outcome).toBe("home");
    expect(pick.expectedPoints).toBeCloseTo(317 / 89, 12);
    expect(expectedPoints(handMade, { home: 1, away: 1 })).toBeCloseTo((10 * 14 + 5 * 13) / 89, 12);
    expect(expectedPoints(handMade, { home: 2, away: 1 })).toBeCloseTo(312 / 89, 12);
  });

  it("leaves out the score the other oracle called first, and picks the best of the rest", () => {
    // Without 1-0, 2-1 is next: 10·11 (exact) + 5·32 (other home wins) + 3·14 (0-1, 1-2) = 312 of 89.
    const pick = bestPick(handMade, { home: 1, away: 0 });
    expect(pick.score).toEqual({ home: 2, away: 1 });
    expect(pick.expectedPoints).toBeCloseTo(312 / 89, 12);
    // A taken score that was not the best changes nothing.
    expect(bestPick(handMade, { home: 0, away: 2 })).toEqual(bestPick(handMade));
  });

  it("computes expected points exactly as the game scores them", () => {
    const grid = dixonColesGrid(1.7, 0.9, -0.08);
    const pick = { home: 2, away: 0 };
    let manual = 0;
    for (let h = 0; h <= MAX_GOALS; h++)
      for (let a = 0; a <= MAX_GOALS; a++) manual += cell(grid, h, a) * scorePrediction(pick, { home: h, away: a });
    expect(expectedPoints(grid, pick)).toBeCloseTo(manual, 12);
    for (let h = 0; h <= 6; h++)
      for (let a = 0; a <= 6; a++) expect(expectedPoints(grid, { home: h, away: a })).toBeLessThanOrEqual(bestPick(grid).expectedPoints + 1e-12);
  });

  it("gives outcome probabilities that sum to 1", () => {
    for (const grid of [handMade, dixonColesGrid(1.4, 1.1, -0.1), drawInflatedGrid(0.6, 2.8, 0.15), dixonColesGrid(4, 0.2, 0)]) {
      const o = outcomeProbabilities(grid);
      expect(o.home + o.draw + o.away).toBeCloseTo(1, 12);
      for (const p of [o.home, o.draw, o.away]) expect(p).toBeGreaterThanOrEqual(0);
    }
    expect(outcomeProbabilities(handMade)).toEqual({
      home: expect.closeTo(43 / 89, 12),
      draw: expect.closeTo(27 / 89, 12),
      away: expect.closeTo(19 / 89, 12),
    });
  });

  it("applies the Dixon-Coles correction only to low scores", () => {
    const plain = dixonColesGrid(1.5, 1.2, 0);
    const corrected = dixonColesGrid(1.5, 1.2, -0.1);
    expect(cell(corrected, 0, 0)).toBeGreaterThan(cell(plain, 0, 0));
    expect(cell(corrected, 1, 1)).toBeGreaterThan(cell(plain, 1, 1));
    expect(cell(corrected, 1, 0)).toBeLessThan(cell(plain, 1, 0));
    // τ keeps the total mass, so scores above 1-1 are untouched up to the tail renormalisation.
    expect(cell(corrected, 3, 2)).toBeCloseTo(cell(plain, 3, 2), 9);
    const pmf = poissonPmf(1.5);
    expect(cell(plain, 2, 0)).toBeCloseTo((pmf[2] ?? 0) * (poissonPmf(1.2)[0] ?? 0), 6);
  });

  it("inflates draws without moving the ratio of wins", () => {
    const plain = drawInflatedGrid(1.3, 1.3, 0);
    const inflated = drawInflatedGrid(1.3, 1.3, 0.2);
    expect(outcomeProbabilities(inflated).draw).toBeGreaterThan(outcomeProbabilities(plain).draw);
    expect(cell(inflated, 2, 1) / cell(inflated, 1, 2)).toBeCloseTo(1, 12);
  });

  it("turns probabilities into clamped integer percents", () => {
    expect(toPercent(0.456)).toBe(46);
    expect(toPercent(1.2)).toBe(100);
    expect(toPercent(-0.1)).toBe(0);
  });
});
