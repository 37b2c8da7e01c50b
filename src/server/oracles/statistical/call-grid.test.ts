import { describe, expect, it } from "vitest";
import { blendGrids, gridFromCall, gridFromSealed } from "./call-grid";
import { outcomeProbabilities } from "./score-distribution";
import { quantizeGrid } from "../../../shared/sealed-forecast";

const sum = (grid: Float64Array) => grid.reduce((a, b) => a + b, 0);

describe("gridFromCall", () => {
  it("makes the call the likeliest score of its outcome and gives that outcome the confidence", () => {
    for (const [home, away, confidence] of [
      [2, 1, 55],
      [0, 0, 31],
      [1, 3, 62],
    ] as const) {
      const grid = gridFromCall({ home, away }, confidence, null);
      expect(sum(grid)).toBeCloseTo(1, 12);
      const sameOutcome = (i: number) => Math.sign(Math.floor(i / 11) - (i % 11)) === Math.sign(home - away);
      const likeliest = grid.reduce((best, p, i) => (sameOutcome(i) && p > (grid[best] ?? -1) ? i : best), -1);
      expect(likeliest).toBe(home * 11 + away);
      const outcomes = outcomeProbabilities(grid);
      const called = home > away ? outcomes.home : home < away ? outcomes.away : outcomes.draw;
      expect(called).toBeCloseTo(confidence / 100, 12);
    }
  });

  it("takes the model's own home/draw/away chances where it publishes them", () => {
    const outcomes = outcomeProbabilities(gridFromCall({ home: 1, away: 1 }, 30, { home: 0.5, draw: 0.3, away: 0.2 }));
    expect(outcomes.home).toBeCloseTo(0.5, 12);
    expect(outcomes.draw).toBeCloseTo(0.3, 12);
    expect(outcomes.away).toBeCloseTo(0.2, 12);
  });
});

describe("blendGrids", () => {
  it("counts each grid equally, and reads a sealed grid's millionths as chances", () => {
    const a = gridFromCall({ home: 2, away: 0 }, 70, null);
    const b = gridFromSealed(quantizeGrid(gridFromCall({ home: 0, away: 2 }, 70, null)));
    const blend = blendGrids([a, b]);
    expect(sum(blend)).toBeCloseTo(1, 6);
    const outcomes = outcomeProbabilities(blend);
    expect(outcomes.home).toBeCloseTo(outcomes.away, 5);
    expect(blendGrids([a])).toEqual(a);
  });
});
