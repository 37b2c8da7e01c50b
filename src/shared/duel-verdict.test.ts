import { describe, expect, it } from "vitest";
import { chancePhrase, duelOutcomeLine, duelVerdict, finalScoreChanceTexts, formatChancePair } from "./duel-verdict";

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

  it("prints the two chances with the decimals that tell them apart", () => {
    const verdict = duelVerdict({ actualScore: "2-2", duel: { winner: "ChatGPT", by: "tiebreak" } }, [
      side("ChatGPT", 5, 95_900),
      side("Grok", 5, 95_800),
    ]);
    expect(verdict?.reason).toBe("Both scored 5. El Divino gave 2-2 a 9.59% chance, O Eterno 9.58%: El Divino saw clearer.");
    const close = duelVerdict({ actualScore: "1-0", duel: { winner: "Grok", by: "tiebreak" } }, [
      side("ChatGPT", 3, 81_230),
      side("Grok", 3, 81_231),
    ]);
    expect(close?.reason).toBe("Both scored 3. O Eterno gave 1-0 an 8.1231% chance, El Divino 8.1230%: O Eterno saw clearer.");
  });

  it("says plainly that neither oracle saw the score when both scored 0, and that the tiebreak decided", () => {
    const verdict = duelVerdict({ actualScore: "3-2", duel: { winner: "ChatGPT", by: "tiebreak" } }, [
      side("ChatGPT", 0, 24_100),
      side("Grok", 0, 23_800),
    ]);
    expect(verdict).toMatchObject({ winner: "ChatGPT", shown: "ChatGPT" });
    expect(verdict?.reason).toBe(
      "Neither oracle saw 3-2 coming: both scored 0, so the tiebreak decided. El Divino gave 3-2 a 2.41% chance, O Eterno 2.38%: El Divino saw clearer.",
    );
    // Chances not in the reply (a share card drawn from the list before they arrived): the same first sentence.
    const unsealed = duelVerdict({ actualScore: "3-2", duel: { winner: "Grok", by: "tiebreak" } }, [side("ChatGPT", 0), side("Grok", 0)]);
    expect(unsealed?.reason).toBe("Neither oracle saw 3-2 coming: both scored 0, so the tiebreak decided. O Eterno saw clearer.");
  });

  it("says why every bet came back on an exact tie, and names O Eterno in headlines (docs/rules.md#duel)", () => {
    const exact = duelVerdict({ actualScore: "1-1", duel: { winner: "void", by: null } }, [side("ChatGPT", 5, 120_000), side("Grok", 5, 120_000)]);
    expect(exact).toMatchObject({ winner: "tie", shown: "Grok" });
    expect(exact?.reason).toBe(
      "It's a tie: both oracles scored 5 points and gave 1-1 the same 12.0% chance, so every bet on this match is refunded.",
    );
    const unsealed = duelVerdict({ actualScore: "1-1", duel: { winner: "void", by: null } }, [side("ChatGPT", 1), side("Grok", 1)]);
    expect(unsealed?.reason).toBe("It's a tie: both oracles scored 1 point, so every bet on this match is refunded.");
    const missed = duelVerdict({ actualScore: "4-3", duel: { winner: "void", by: null } }, [side("ChatGPT", 0, 9_000), side("Grok", 0, 9_000)]);
    expect(missed?.reason).toBe(
      "It's a tie: neither oracle saw 4-3 coming (both scored 0 points) and both gave it the same 0.9% chance, so every bet on this match is refunded.",
    );
  });

  it("lets the points decide a match settled before the tiebreak existed", () => {
    expect(duelVerdict({ actualScore: "0-0", duel: null }, [side("ChatGPT", 3), side("Grok", 3)])?.winner).toBe("tie");
    expect(duelVerdict({ actualScore: "0-0", duel: null }, [side("ChatGPT", 0), side("Grok", 3)])?.winner).toBe("Grok");
  });

  it("never calls two different chances 'the same' on a tie the points alone decided", () => {
    const verdict = duelVerdict({ actualScore: "1-1", duel: null }, [side("ChatGPT", 5, 120_100), side("Grok", 5, 120_000)]);
    expect(verdict?.reason).toBe("It's a tie: both oracles scored 5 points, so every bet on this match is refunded.");
  });
});

describe("formatChancePair", () => {
  it("uses as many decimals as it takes to tell two chances apart", () => {
    expect(formatChancePair(142_000, 129_000)).toEqual(["14.2%", "12.9%"]);
    expect(formatChancePair(95_900, 95_800)).toEqual(["9.59%", "9.58%"]);
    expect(formatChancePair(129_300, 129_100)).toEqual(["12.93%", "12.91%"]);
    expect(formatChancePair(95_852, 95_851)).toEqual(["9.5852%", "9.5851%"]);
    expect(formatChancePair(129_301, 129_300)).toEqual(["12.9301%", "12.9300%"]);
  });

  it("keeps one decimal for equal chances", () => {
    expect(formatChancePair(120_000, 120_000)).toEqual(["12.0%", "12.0%"]);
    expect(formatChancePair(95_851, 95_851)).toEqual(["9.6%", "9.6%"]);
    expect(formatChancePair(0, 0)).toEqual(["0.0%", "0.0%"]);
  });

  it("never prints the lower chance above the higher one", () => {
    for (const [a, b] of [
      [95_852, 95_851],
      [5, 4],
      [1_000_000, 999_999],
      [49_995, 49_994],
    ] as const) {
      const [high, low] = formatChancePair(a, b);
      expect(high).not.toBe(low);
      expect(parseFloat(high)).toBeGreaterThan(parseFloat(low));
    }
  });
});

describe("finalScoreChanceTexts", () => {
  it("prints both oracles' chances as a pair, and a lone chance with one decimal", () => {
    expect(finalScoreChanceTexts([side("ChatGPT", 5, 95_900), side("Grok", 5, 95_800)])).toEqual({ ChatGPT: "9.59%", Grok: "9.58%" });
    expect(finalScoreChanceTexts([side("ChatGPT", 5, 95_900), side("Grok", 5)])).toEqual({ ChatGPT: "9.6%" });
    expect(finalScoreChanceTexts([{ aiName: "Grok" }])).toEqual({});
  });
});

describe("chancePhrase", () => {
  it("reads the number with its article", () => {
    expect(chancePhrase("7.3%")).toBe("a 7.3% chance");
    expect(chancePhrase("8.1%")).toBe("an 8.1% chance");
    expect(chancePhrase("80.0%")).toBe("an 80.0% chance");
    expect(chancePhrase("11.0%")).toBe("an 11.0% chance");
    expect(chancePhrase("18.25%")).toBe("an 18.25% chance");
    expect(chancePhrase("1.8%")).toBe("a 1.8% chance");
    expect(chancePhrase("12.9%")).toBe("a 12.9% chance");
  });
});

describe("duelOutcomeLine", () => {
  it("says who won on points, with both scores", () => {
    const line = duelOutcomeLine({ actualScore: "1-0", duel: { winner: "ChatGPT", by: "points" } }, [side("ChatGPT", 10), side("Grok", 5)]);
    expect(line).toBe("El Divino won the duel on points: 10 points to 5.");
  });

  it("says who won on the tiebreak, with both chances of the final score", () => {
    const line = duelOutcomeLine({ actualScore: "0-0", duel: { winner: "ChatGPT", by: "tiebreak" } }, [
      side("ChatGPT", 5, 119_000),
      side("Grok", 5, 71_000),
    ]);
    expect(line).toBe("El Divino won the duel on the tiebreak: both on 5 points, and El Divino gave 0-0 an 11.9% chance to O Eterno's 7.1%.");
    const unsealed = duelOutcomeLine({ actualScore: "0-0", duel: { winner: "Grok", by: "tiebreak" } }, [side("ChatGPT", 0), side("Grok", 0)]);
    expect(unsealed).toBe("O Eterno won the duel on the tiebreak: both on 0 points, and O Eterno saw clearer.");
  });

  it("gives a refunded duel's reason, and nothing before both calls are scored", () => {
    const line = duelOutcomeLine({ actualScore: "1-1", duel: { winner: "void", by: null } }, [side("ChatGPT", 5, 120_000), side("Grok", 5, 120_000)]);
    expect(line).toMatch(/^It's a tie: .*refunded\.$/);
    expect(duelOutcomeLine({ actualScore: "1-0", duel: null }, [side("ChatGPT", 10), side("Grok", null)])).toBeNull();
  });
});
