import { describe, expect, it } from "vitest";
import { inTwoLines } from "./two-lines";

const chars = (line: string) => line.length;

describe("inTwoLines", () => {
  it("keeps a line that fits", () => {
    expect(inTwoLines("Both scored 5. O Eterno saw clearer.", chars, 40)).toEqual(["Both scored 5. O Eterno saw clearer."]);
  });

  it("splits a long line at its sentence end, where a duel's reason breaks naturally", () => {
    const reason =
      "Neither oracle saw 3-2 coming: both scored 0, so the tiebreak decided. El Divino gave 3-2 a 2.41% chance, O Eterno 2.38%: El Divino saw clearer.";
    expect(inTwoLines(reason, chars, 96)).toEqual([
      "Neither oracle saw 3-2 coming: both scored 0, so the tiebreak decided.",
      "El Divino gave 3-2 a 2.41% chance, O Eterno 2.38%: El Divino saw clearer.",
    ]);
  });

  it("splits at the most balanced word when no sentence end lets both halves fit", () => {
    expect(inTwoLines("one two three four five six", chars, 15)).toEqual(["one two three", "four five six"]);
    expect(inTwoLines("Short. And then a much longer second sentence", chars, 30)).toEqual(["Short. And then a much", "longer second sentence"]);
  });

  it("leaves a single long word alone", () => {
    expect(inTwoLines("unbreakable", chars, 4)).toEqual(["unbreakable"]);
  });
});
