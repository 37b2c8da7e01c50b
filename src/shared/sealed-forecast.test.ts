import { describe, expect, it } from "vitest";
import { canonicalEntry, GENESIS_HASH, hashEntry, verifyChain } from "./prediction-hash";
import { chanceOf, commitForecast, formatChance, GRID_TOTAL, isSealedGrid, quantizeGrid } from "./sealed-forecast";

const weights = (peak: number) => Array.from({ length: 121 }, (_, i) => (i === peak ? 50 : 1 + (i % 7)));

describe("sealed forecasts", () => {
  it("rounds any weights to 121 millionths summing to exactly one, the same way every time", () => {
    const grid = quantizeGrid(weights(12));
    expect(grid).toHaveLength(121);
    expect(grid.reduce((a, b) => a + b, 0)).toBe(GRID_TOTAL);
    expect(isSealedGrid(grid)).toBe(true);
    expect(quantizeGrid(weights(12))).toEqual(grid);
    // Thirds cannot be exact: the remainder goes to the lowest cells.
    const thirds = quantizeGrid(Array.from({ length: 121 }, (_, i) => (i < 3 ? 1 : 0)));
    expect(thirds.slice(0, 4)).toEqual([333_334, 333_333, 333_333, 0]);
    expect(() => quantizeGrid([1, 2])).toThrow();
    expect(() => quantizeGrid(new Array(121).fill(0))).toThrow();
    expect(isSealedGrid([...grid.slice(0, 120), grid[120]! + 1])).toBe(false);
  });

  it("reads the chance of a final score, none beyond ten goals", () => {
    const grid = quantizeGrid(weights(2 * 11 + 1));
    expect(chanceOf(grid, { home: 2, away: 1 })).toBe(grid[23]);
    expect(chanceOf(grid, { home: 11, away: 0 })).toBe(0);
    expect(formatChance(142_000)).toBe("14.2%");
  });

  it("chains a forecast by its commitment, and the chain breaks if a revealed forecast is changed", async () => {
    const forecast = { grid: quantizeGrid(weights(12)), salt: "a".repeat(32) };
    const base = {
      matchId: 1,
      aiName: "Grok",
      model: "m",
      predictedScore: "1-1",
      confidence: 30,
      reasoning: "r",
      createdAt: "2025-01-01T00:00:00.000Z",
      prevHash: GENESIS_HASH,
    };
    // Entries from before sealed forecasts hash exactly as they always did.
    expect(canonicalEntry(base)).toBe(canonicalEntry({ ...base, forecastCommitment: null }));
    const entry = {
      ...base,
      forecastCommitment: await commitForecast(forecast),
    };
    expect(canonicalEntry(entry)).not.toBe(canonicalEntry(base));
    const hash = await hashEntry(entry);
    expect(await verifyChain([{ ...entry, hash }])).toEqual({
      ok: true,
      length: 1,
    });
    expect(await verifyChain([{ ...entry, hash, forecast }])).toEqual({
      ok: true,
      length: 1,
    });
    const altered = { ...forecast, grid: [...forecast.grid] };
    altered.grid[0]! += 1;
    altered.grid[1]! -= 1;
    expect(await verifyChain([{ ...entry, hash, forecast: altered }])).toEqual({
      ok: false,
      index: 0,
      reason: expect.stringContaining("forecast"),
    });
    expect(await verifyChain([{ ...entry, hash, forecast: { ...forecast, salt: "b".repeat(32) } }])).toMatchObject({ ok: false });
  });
});

describe("season question entries", () => {
  const match = {
    matchId: 7,
    aiName: "ChatGPT",
    model: "dixon-coles-v1",
    predictedScore: "Arsenal",
    confidence: 43,
    reasoning: "r",
    createdAt: "2026-08-01T00:00:00.000Z",
    prevHash: GENESIS_HASH,
  };

  it("hash in a form of their own, which no match's entry shares, and a match's entry hashes as it always did", async () => {
    const season = { ...match, matchId: null, seasonQuestionId: 7 };
    expect(JSON.parse(canonicalEntry(season))).toEqual([
      "season-question",
      7,
      "ChatGPT",
      "dixon-coles-v1",
      "Arsenal",
      43,
      "r",
      match.createdAt,
      GENESIS_HASH,
    ]);
    expect(canonicalEntry(season)).not.toBe(canonicalEntry(match));
    expect(canonicalEntry({ ...match, seasonQuestionId: null })).toBe(canonicalEntry(match));
    // Chained after a match's entry, it verifies; moved to another question, it breaks.
    const first = { ...match, hash: await hashEntry(match) };
    const second = { ...season, prevHash: first.hash, hash: await hashEntry({ ...season, prevHash: first.hash }) };
    expect(await verifyChain([first, second])).toEqual({ ok: true, length: 2 });
    expect(await verifyChain([first, { ...second, seasonQuestionId: 8 }])).toMatchObject({ ok: false, index: 1 });
  });
});
