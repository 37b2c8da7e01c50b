import { describe, expect, it } from "vitest";
import { formatScore, matchWinner, namedWinner, outcomeOf, parseScore, scorePrediction } from "./scoring";

const s = (text: string) => parseScore(text)!;

describe("scoring", () => {
  it("parses and formats H-A scores, refusing anything else", () => {
    expect(parseScore("2-1")).toEqual({ home: 2, away: 1 });
    expect(parseScore(" 10-0 ")).toEqual({ home: 10, away: 0 });
    for (const bad of ["2:1", "2-", "-1", "a-b", "2-1-0", "100-1", "", null, undefined]) expect(parseScore(bad)).toBeNull();
    expect(formatScore({ home: 3, away: 0 })).toBe("3-0");
  });

  it("gives 10 for the exact score", () => {
    expect(scorePrediction(s("2-1"), s("2-1"))).toBe(10);
    expect(scorePrediction(s("0-0"), s("0-0"))).toBe(10);
  });

  it("gives 5 for the right winner or draw", () => {
    expect(scorePrediction(s("2-0"), s("3-1"))).toBe(5);
    expect(scorePrediction(s("1-1"), s("2-2"))).toBe(5);
    expect(scorePrediction(s("0-1"), s("1-4"))).toBe(5);
  });

  it("gives 3 for the right margin with the wrong outcome (docs/rules.md#scoring)", () => {
    expect(scorePrediction(s("2-1"), s("1-2"))).toBe(3);
    expect(scorePrediction(s("0-2"), s("3-1"))).toBe(3);
  });

  it("gives 0 otherwise; a draw never matches a win's margin", () => {
    expect(scorePrediction(s("2-0"), s("0-1"))).toBe(0);
    expect(scorePrediction(s("1-1"), s("2-1"))).toBe(0);
  });

  it("knows outcomes and winners, with Grok named on a tie", () => {
    expect([outcomeOf(s("2-1")), outcomeOf(s("0-3")), outcomeOf(s("1-1"))]).toEqual(["home", "away", "draw"]);
    expect(matchWinner({ ChatGPT: 10, Grok: 5 })).toBe("ChatGPT");
    expect(matchWinner({ ChatGPT: 3, Grok: 5 })).toBe("Grok");
    expect(matchWinner({ ChatGPT: 5, Grok: 5 })).toBe("tie");
    expect(namedWinner(matchWinner({ ChatGPT: 5, Grok: 5 }))).toBe("Grok");
    expect(namedWinner(matchWinner({ ChatGPT: 10, Grok: 0 }))).toBe("ChatGPT");
  });
});
