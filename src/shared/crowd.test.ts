import { describe, expect, it } from "vitest";
import { crowdPick, summariseCrowd, type PickCount } from "./crowd";
import { formatScore, parseScore, scorePrediction } from "./scoring";
import { MAX_PICK_GOALS } from "./constants";

const counts = (spec: Record<string, number>): PickCount[] => Object.entries(spec).map(([score, count]) => ({ ...parseScore(score)!, count }));
const pickOf = (spec: Record<string, number>) => {
  const pick = crowdPick(counts(spec));
  return pick && formatScore(pick);
};

describe("the crowd's pick", () => {
  it("needs five picks", () => {
    expect(pickOf({ "2-1": 4 })).toBeNull();
    expect(pickOf({})).toBeNull();
    expect(pickOf({ "2-1": 5 })).toBe("2-1");
  });

  it("maximises expected points, which is not always the commonest score", () => {
    // 0-0 is the commonest (3 of 9), but 1-0, 2-0 and 2-1 each earn 40 points against the nine
    // picks (0-0 earns 30); of those, all picked twice, the fewest goals wins the tie.
    expect(pickOf({ "0-0": 3, "1-0": 2, "2-0": 2, "2-1": 2 })).toBe("1-0");
    // Draws all round: 1-1 is exact twice and a draw three times (35); any other draw earns 30.
    expect(pickOf({ "1-1": 2, "0-0": 1, "2-2": 1, "3-3": 1 })).toBe("1-1");
  });

  it("prefers the more picked score on equal expected points", () => {
    // 1-1 and 2-0 both earn 40 against these nine picks; 1-1 was picked four times, 2-0 three.
    expect(pickOf({ "1-1": 4, "2-1": 2, "2-0": 3 })).toBe("1-1");
  });

  it("can name a score nobody picked", () => {
    // 1-0 is a home win against 3-0 and 3-1 (5 + 5) and has the margin of 1-2 and 2-3 (3 + 3): 16
    // points. Every score someone picked earns 15 (its exact 10 and one outcome or margin).
    expect(pickOf({ "0-0": 1, "3-3": 1, "3-0": 1, "1-2": 1, "2-3": 1, "3-1": 1 })).toBe("1-0");
  });

  it("is never beaten by any score 0-20 a side (random crowds)", () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 60; run++) {
      const spec: Record<string, number> = {};
      for (let i = 0; i < 5 + Math.floor(random() * 30); i++) {
        const score = `${Math.floor(random() * 5)}-${Math.floor(random() * 5)}`;
        spec[score] = (spec[score] ?? 0) + 1;
      }
      const list = counts(spec);
      expect(expectedPoints(crowdPick(list)!, list)).toBe(bestPoints(list));
    }
  });
});

function expectedPoints(score: { home: number; away: number }, list: PickCount[]): number {
  return list.reduce((sum, c) => sum + c.count * scorePrediction(score, c), 0);
}

function bestPoints(list: PickCount[]): number {
  let best = 0;
  for (let home = 0; home <= MAX_PICK_GOALS; home++)
    for (let away = 0; away <= MAX_PICK_GOALS; away++) best = Math.max(best, expectedPoints({ home, away }, list));
  return best;
}

describe("the crowd reveal", () => {
  it("gives shares of outcomes, the five commonest scores and the crowd's pick", () => {
    const summary = summariseCrowd(counts({ "2-1": 4, "1-1": 2, "0-1": 1, "3-0": 1, "1-0": 1, "0-0": 1 }));
    expect(summary.picks).toBe(10);
    expect(summary.home).toBeCloseTo(0.6);
    expect(summary.draw).toBeCloseTo(0.3);
    expect(summary.away).toBeCloseTo(0.1);
    expect(summary.topScores).toEqual([
      { score: "2-1", share: 0.4 },
      { score: "1-1", share: 0.2 },
      { score: "0-0", share: 0.1 },
      { score: "0-1", share: 0.1 },
      { score: "1-0", share: 0.1 },
    ]);
    expect(summary.crowdPick).toBe("2-1");
  });

  it("is empty without picks", () => {
    expect(summariseCrowd([])).toEqual({ picks: 0, home: 0, draw: 0, away: 0, topScores: [], crowdPick: null });
  });
});
