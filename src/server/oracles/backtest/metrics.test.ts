import { describe, expect, it } from "vitest";
import { Accumulator, brier, CalibrationTable, logLoss, rps } from "./metrics";

const uniform = { home: 1 / 3, draw: 1 / 3, away: 1 / 3 };

describe("scoring rules", () => {
  it("RPS: 0 for a perfect forecast, textbook values otherwise", () => {
    expect(rps({ home: 1, draw: 0, away: 0 }, "home")).toBe(0);
    expect(rps({ home: 0, draw: 0, away: 1 }, "away")).toBe(0);
    expect(rps(uniform, "home")).toBeCloseTo(((1 / 3 - 1) ** 2 + (2 / 3 - 1) ** 2) / 2, 12);
    expect(rps(uniform, "home")).toBeCloseTo(0.2778, 4);
    // Draw: cumulative (1/3, 2/3) vs (0, 1) → (1/9 + 1/9)/2.
    expect(rps(uniform, "draw")).toBeCloseTo(1 / 9, 12);
    // Ordered: a home-win forecast is punished more when the away side wins than on a draw.
    expect(rps({ home: 1, draw: 0, away: 0 }, "away")).toBe(1);
    expect(rps({ home: 1, draw: 0, away: 0 }, "draw")).toBe(0.5);
  });

  it("log loss of the actual outcome, floored so certainty that misses stays finite", () => {
    expect(logLoss(uniform, "draw")).toBeCloseTo(Math.log(3), 12);
    expect(logLoss({ home: 0.5, draw: 0.3, away: 0.2 }, "away")).toBeCloseTo(-Math.log(0.2), 12);
    expect(logLoss({ home: 1, draw: 0, away: 0 }, "home")).toBeCloseTo(0, 12);
    expect(Number.isFinite(logLoss({ home: 1, draw: 0, away: 0 }, "away"))).toBe(true);
  });

  it("Brier summed over the three outcomes", () => {
    expect(brier({ home: 1, draw: 0, away: 0 }, "home")).toBe(0);
    expect(brier(uniform, "home")).toBeCloseTo(4 / 9 + 1 / 9 + 1 / 9, 12);
    // (0.5-0)² + (0.3-0)² + (0.2-1)² = 0.25 + 0.09 + 0.64
    expect(brier({ home: 0.5, draw: 0.3, away: 0.2 }, "away")).toBeCloseTo(0.98, 12);
    expect(brier({ home: 1, draw: 0, away: 0 }, "away")).toBe(2);
  });
});

describe("CalibrationTable", () => {
  it("puts confidence in deciles (100% in the last) and counts hits per decile", () => {
    expect([0, 0.099, 0.1, 0.45, 0.7, 0.9999, 1].map((c) => CalibrationTable.decileOf(c))).toEqual([0, 0, 1, 4, 7, 9, 9]);
    const table = new CalibrationTable();
    table.add(0.42, true);
    table.add(0.48, false);
    table.add(0.44, false);
    table.add(0.75, true);
    table.add(1, false);
    const bins = table.bins();
    expect(bins).toHaveLength(10);
    expect(bins.map((b) => b.count)).toEqual([0, 0, 0, 0, 3, 0, 0, 1, 0, 1]);
    expect(bins[4]).toEqual({ from: 40, to: 50, count: 3, meanConfidence: expect.closeTo(0.44666667, 6), hitRate: 1 / 3 });
    expect(bins[7]?.hitRate).toBe(1);
    expect(bins[9]).toEqual({ from: 90, to: 100, count: 1, meanConfidence: 1, hitRate: 0 });
    expect(bins[0]).toEqual({ from: 0, to: 10, count: 0, meanConfidence: null, hitRate: null });
  });
});

describe("Accumulator", () => {
  it("averages game points, outcome and exact rates, and the probability scores", () => {
    const acc = new Accumulator();
    acc.add({ home: 1, away: 0 }, { home: 1, away: 0 }, { home: 0.5, draw: 0.3, away: 0.2 }); // exact: 10
    acc.add({ home: 1, away: 0 }, { home: 3, away: 1 }, { home: 0.5, draw: 0.3, away: 0.2 }); // outcome: 5
    acc.add({ home: 1, away: 0 }, { home: 0, away: 1 }, { home: 0.5, draw: 0.3, away: 0.2 }); // margin: 3
    acc.add({ home: 1, away: 0 }, { home: 2, away: 2 }, { home: 0.5, draw: 0.3, away: 0.2 }); // miss: 0
    const s = acc.summary();
    expect(s.matches).toBe(4);
    expect(s.pointsPerMatch).toBe(4.5);
    expect(s.outcomeAccuracy).toBe(0.5);
    expect(s.exactRate).toBe(0.25);
    const p = { home: 0.5, draw: 0.3, away: 0.2 };
    expect(s.rps).toBeCloseTo((2 * rps(p, "home") + rps(p, "away") + rps(p, "draw")) / 4, 12);
    expect(s.logLoss).toBeCloseTo((2 * -Math.log(0.5) - Math.log(0.2) - Math.log(0.3)) / 4, 12);
    expect(s.brier).toBeCloseTo((2 * brier(p, "home") + brier(p, "away") + brier(p, "draw")) / 4, 12);
    expect(acc.calibration.bins()[5]).toMatchObject({ count: 4, hitRate: 0.5 });
  });

  it("reports null probability scores for a predictor without probabilities, its pick counted at 100%", () => {
    const acc = new Accumulator();
    acc.add({ home: 1, away: 1 }, { home: 1, away: 1 }, null);
    acc.add({ home: 1, away: 1 }, { home: 2, away: 1 }, null);
    expect(acc.summary()).toEqual({ matches: 2, pointsPerMatch: 5, outcomeAccuracy: 0.5, exactRate: 0.5, rps: null, logLoss: null, brier: null });
    expect(acc.calibration.bins()[9]).toMatchObject({ count: 2, hitRate: 0.5 });
  });
});
