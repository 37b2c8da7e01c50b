import { describe, expect, it } from "vitest";
import { quantizeGrid } from "../../../shared/sealed-forecast";
import { llmForecast } from "./llm-forecast";

const twin = quantizeGrid(Array.from({ length: 121 }, (_, i) => (i === 12 ? 30 : i < 40 ? 2 : 1)));
const sum = (grid: number[]) => grid.reduce((a, b) => a + b, 0);

describe("llmForecast", () => {
  it("keeps the twin's forecast when the model names nothing usable", () => {
    expect(llmForecast(twin, [])).toEqual(twin);
    expect(llmForecast(twin, [{ score: { home: 11, away: 0 }, percent: 30 }])).toEqual(twin);
  });

  it("gives the named scores their chances and shares the rest as the twin does", () => {
    const grid = llmForecast(twin, [
      { score: { home: 2, away: 0 }, percent: 20 },
      { score: { home: 2, away: 0 }, percent: 90 },
      { score: { home: 0, away: 0 }, percent: 10 },
    ]);
    expect(sum(grid)).toBe(1_000_000);
    expect(grid[22]).toBe(200_000);
    expect(grid[0]).toBe(100_000);
    // The rest (70 %) keeps the twin's proportions: cell 1 had twice the mass of cell 50.
    expect(Math.abs(grid[1]! / grid[50]! - twin[1]! / twin[50]!)).toBeLessThan(0.001);
  });

  it("caps the named mass at 90 %, so no score the twin thinks possible is ruled out", () => {
    const grid = llmForecast(twin, [
      { score: { home: 1, away: 0 }, percent: 100 },
      { score: { home: 2, away: 0 }, percent: 80 },
    ]);
    expect(grid[11]! + grid[22]!).toBeGreaterThanOrEqual(899_999);
    expect(grid[11]! + grid[22]!).toBeLessThanOrEqual(900_001);
    expect(grid.every((p) => p > 0)).toBe(true);
  });
});
