import { describe, expect, it } from "vitest";
import type { AiName } from "./constants";
import { liveStanding } from "./live-standing";
import { GRID_SIDE, GRID_TOTAL, gridIndex } from "./sealed-forecast";
import type { Score } from "./scoring";

/** A grid giving each listed score its chance (millionths) and the rest to 10-10, so it sums to a whole. */
function grid(chances: Array<[Score, number]>): number[] {
  const cells = new Array<number>(GRID_SIDE * GRID_SIDE).fill(0);
  for (const [score, chance] of chances) cells[gridIndex(score)!] = chance;
  cells[gridIndex({ home: 10, away: 10 })!] = GRID_TOTAL - chances.reduce((sum, [, chance]) => sum + chance, 0);
  return cells;
}

const call = (aiName: AiName, predictedScore: string, chances: Array<[Score, number]> | null = null) => ({
  aiName,
  predictedScore,
  forecast: chances ? { grid: grid(chances), salt: "salt" } : null,
});
const credits = (n: number) => `₡${n}`;

describe("liveStanding", () => {
  it("names the oracle ahead on points", () => {
    const standing = liveStanding([call("ChatGPT", "1-0"), call("Grok", "2-2")], { home: 2, away: 0 }, null, credits);
    expect(standing?.duel).toEqual({ winner: "ChatGPT", by: "points" });
    expect(standing?.points).toEqual({ ChatGPT: 5, Grok: 0 });
    expect(standing?.line).toBe("As it stands at 2-0, El Divino wins the duel: 5 points to 0.");
    expect(standing?.betLine).toBeNull();
  });

  it("breaks equal points by the sealed chance of the score, with the decimals that tell them apart", () => {
    const score = { home: 1, away: 0 };
    const standing = liveStanding(
      [call("ChatGPT", "0-2", [[score, 95_800]]), call("Grok", "0-3", [[score, 95_900]])],
      score,
      { aiSelected: "Grok", stake: 100 },
      credits,
    );
    expect(standing?.duel).toEqual({ winner: "Grok", by: "tiebreak" });
    expect(standing?.line).toBe(
      "As it stands at 1-0, O Eterno wins the duel on the tiebreak: both on 0 points, and O Eterno gave 1-0 a 9.59% chance to El Divino's 9.58%.",
    );
    expect(standing?.betLine).toBe("Your bet on O Eterno would win ₡180.");
  });

  it("tells the backer of the oracle behind that the bet would lose", () => {
    const standing = liveStanding([call("ChatGPT", "1-1"), call("Grok", "2-1")], { home: 1, away: 1 }, { aiSelected: "Grok", stake: 500 }, credits);
    expect(standing?.line).toBe("As it stands at 1-1, El Divino wins the duel: 10 points to 0.");
    expect(standing?.betLine).toBe("Your bet on O Eterno would lose.");
  });

  it("calls equal points and equal chances a tie that refunds every bet", () => {
    const score = { home: 0, away: 0 };
    const standing = liveStanding(
      [call("ChatGPT", "1-1", [[score, 120_000]]), call("Grok", "2-2", [[score, 120_000]])],
      score,
      { aiSelected: "ChatGPT", stake: 250 },
      credits,
    );
    expect(standing?.duel).toEqual({ winner: "void" });
    expect(standing?.line).toBe(
      "As it stands at 0-0, the duel is a tie: both on 5 points and both gave 0-0 a 12.0% chance, so every bet would be refunded.",
    );
    expect(standing?.betLine).toBe("Your bet on El Divino would be refunded (₡250).");
  });

  it("calls equal points a tie when a forecast is missing", () => {
    const standing = liveStanding([call("ChatGPT", "1-1"), call("Grok", "1-1")], { home: 1, away: 1 }, null, credits);
    expect(standing?.line).toBe(
      "As it stands at 1-1, the duel is a tie: both on 10 points and no sealed forecast to break it, so every bet would be refunded.",
    );
  });

  it("pays the bet on the oracle ahead on points at 1.8 times the stake, rounded down", () => {
    const standing = liveStanding(
      [call("ChatGPT", "3-1"), call("Grok", "0-0")],
      { home: 2, away: 0 },
      { aiSelected: "ChatGPT", stake: 333 },
      credits,
    );
    expect(standing?.betLine).toBe("Your bet on El Divino would win ₡599.");
  });

  it("says nothing without both calls", () => {
    expect(liveStanding([call("ChatGPT", "1-0")], { home: 0, away: 0 }, null, credits)).toBeNull();
  });
});
