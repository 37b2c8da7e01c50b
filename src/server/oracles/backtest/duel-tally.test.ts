import { describe, expect, it } from "vitest";
import { quantizeGrid } from "../../../shared/sealed-forecast";
import { DuelTally, type DuelEntry } from "./duel-tally";

/** A grid that puts `peak` of its mass on one score and spreads the rest evenly. */
function gridPeaking(home: number, away: number, peak: number): number[] {
  return quantizeGrid(Array.from({ length: 121 }, (_, i) => (i === home * 11 + away ? peak * 120 : 1 - peak)));
}

describe("DuelTally", () => {
  it("counts duels by points, by tiebreak and refunded, and the return of each strategy at 1.8x", () => {
    const tally = new DuelTally();
    const divino: DuelEntry = {
      pick: { home: 1, away: 0 },
      confidence: 60,
      grid: gridPeaking(1, 0, 0.5),
    };
    const eterno: DuelEntry = {
      pick: { home: 2, away: 1 },
      confidence: 55,
      grid: gridPeaking(2, 1, 0.4),
    };
    // 1-0: El Divino exact (10) against 5 points.
    expect(tally.add(divino, eterno, { home: 1, away: 0 })).toEqual({
      winner: "ChatGPT",
      by: "points",
    });
    // 3-1: both 5 points; O Eterno's grid gave 3-1 more (its spread mass is larger).
    expect(tally.add(divino, eterno, { home: 3, away: 1 })).toEqual({
      winner: "Grok",
      by: "tiebreak",
    });
    // 12-0: both 5, neither grid reaches 12 goals: refunded.
    expect(tally.add(divino, eterno, { home: 12, away: 0 })).toEqual({
      winner: "void",
    });

    const summary = tally.summary();
    expect(summary).toMatchObject({ matches: 3, samePick: 0 });
    expect(summary.decidedByPoints).toBeCloseTo(1 / 3);
    expect(summary.decidedByTiebreak).toBeCloseTo(1 / 3);
    expect(summary.refunded).toBeCloseTo(1 / 3);
    // Always El Divino: +0.8, -1, 0 over three bets.
    expect(summary.strategies.alwaysChatGPT).toBeCloseTo(-0.2 / 3);
    expect(summary.strategies.alwaysGrok).toBeCloseTo(-0.2 / 3);
    // El Divino is the more confident and the lower-scoring pick every time.
    expect(summary.strategies.moreConfident).toBeCloseTo(summary.strategies.alwaysChatGPT!);
    expect(summary.strategies.lowerScoring).toBeCloseTo(summary.strategies.alwaysChatGPT!);
    expect(summary.strategies.higherScoring).toBeCloseTo(summary.strategies.alwaysGrok!);
  });

  it("leaves a strategy out of a match where it cannot choose", () => {
    const tally = new DuelTally();
    const same: DuelEntry = {
      pick: { home: 1, away: 1 },
      confidence: 30,
      grid: gridPeaking(1, 1, 0.3),
    };
    tally.add(same, same, { home: 1, away: 1 });
    const { strategies, refunded, samePick } = tally.summary();
    expect(samePick).toBe(1);
    expect(refunded).toBe(1);
    expect(strategies.moreConfident).toBeNull();
    expect(strategies.higherScoring).toBeNull();
    expect(strategies.alwaysGrok).toBe(0);
  });

  it("counts the matches where both oracles called the same exact score", () => {
    const tally = new DuelTally();
    const entry = (home: number, away: number): DuelEntry => ({ pick: { home, away }, confidence: 40, grid: gridPeaking(home, away, 0.2) });
    tally.add(entry(1, 1), entry(1, 1), { home: 0, away: 0 });
    tally.add(entry(1, 0), entry(0, 1), { home: 0, away: 0 });
    tally.add(entry(2, 1), entry(1, 2), { home: 0, away: 0 });
    // A reversed score is a different call.
    tally.add(entry(2, 0), entry(2, 0), { home: 0, away: 0 });
    expect(tally.summary().samePick).toBe(0.5);
  });
});
