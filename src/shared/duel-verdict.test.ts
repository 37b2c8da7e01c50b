import { describe, expect, it } from "vitest";
import { duelVerdict, formatChancePair } from "./duel-verdict";

const side = (aiName: "ChatGPT" | "Grok", points: number | null, finalScoreChance: number | null = null) => ({ aiName, points, finalScoreChance });

describe("duelVerdict", () => {
  it("waits for both predictions' points", () => {
    expect(duelVerdict({ actualScore: "1-0", duel: null }, [side("ChatGPT", 10)])).toBeNull();
    expect(duelVerdict({ actualScore: "1-0", duel: null }, [side("ChatGPT", 10), side("Grok", null)])).toBeNull();
  });

  it("names the oracle with more points, with no extra line", () => {
    const verdict = duelVerdict({ actualScore: "1-0", duel: { winner: "ChatGPT", by: "points" } }, [side("ChatGPT", 10), side("Grok", 5)]);
    expect(verdict).toEqual({
      winner: "ChatGPT",
      shown: "ChatGPT",
      points: { ChatGPT: 10, Grok: 5 },
      reason: null,
    });
  });

  it("explains a tiebreak win by the chances the forecasts gave the final score", () => {
    const verdict = duelVerdict({ actualScore: "2-0", duel: { winner: "Grok", by: "tiebreak" } }, [
      side("ChatGPT", 5, 129_000),
      side("Grok", 5, 142_000),
    ]);
    expect(verdict?.winner).toBe("Grok");
    expect(verdict?.reason).toBe("Both scored 5. O Eterno gave 2-0 a 14.2% chance, El Divino 12.9%: O Eterno saw clearer.");
  });

  it("says why every bet came back on an exact tie, and names O Eterno in headlines (SPEC §4)", () => {
    const exact = duelVerdict({ actualScore: "1-1", duel: { winner: "void", by: null } }, [side("ChatGPT", 10, 120_000), side("Grok", 10, 120_000)]);
    expect(exact).toMatchObject({ winner: "tie", shown: "Grok" });
    expect(exact?.reason).toBe(
      "It's a tie: both oracles scored 10 points and gave 1-1 the same 12.0% chance, so every bet on this match is refunded.",
    );
    const unsealed = duelVerdict({ actualScore: "1-1", duel: { winner: "void", by: null } }, [side("ChatGPT", 1), side("Grok", 1)]);
    expect(unsealed?.reason).toBe("It's a tie: both oracles scored 1 point, so every bet on this match is refunded.");
  });

  it("lets the points decide a match settled before the tiebreak existed", () => {
    expect(duelVerdict({ actualScore: "0-0", duel: null }, [side("ChatGPT", 3), side("Grok", 3)])?.winner).toBe("tie");
    expect(duelVerdict({ actualScore: "0-0", duel: null }, [side("ChatGPT", 0), side("Grok", 3)])?.winner).toBe("Grok");
  });
});

describe("formatChancePair", () => {
  it("uses as many decimals as it takes to tell two chances apart", () => {
    expect(formatChancePair(142_000, 129_000)).toEqual(["14.2%", "12.9%"]);
    expect(formatChancePair(129_300, 129_100)).toEqual(["12.93%", "12.91%"]);
    expect(formatChancePair(129_301, 129_300)).toEqual(["12.9301%", "12.9300%"]);
  });
});
