import { describe, expect, it } from "vitest";
import { enteredGoals, stepGoals } from "./score-steps";

describe("a score field's steps", () => {
  it("goes one goal up or down within 0-20, from empty to one goal up or none down", () => {
    expect([stepGoals("", 1), stepGoals("", -1), stepGoals("abc", 1)]).toEqual(["1", "0", "1"]);
    expect([stepGoals("9", 1), stepGoals("10", -1), stepGoals(" 3 ", 1)]).toEqual(["10", "9", "4"]);
    expect([stepGoals("20", 1), stepGoals("0", -1), stepGoals("25", -1)]).toEqual(["20", "0", "20"]);
  });

  it("takes a typed digit as the whole score and moves on; anything else as its digits, staying", () => {
    expect(enteredGoals("3", "13")).toEqual({ value: "3", advance: true });
    expect(enteredGoals("0", "0")).toEqual({ value: "0", advance: true });
    // A paste or a filled value, a deletion, a letter.
    expect(enteredGoals("12", "12")).toEqual({ value: "12", advance: false });
    expect(enteredGoals(null, "")).toEqual({ value: "", advance: false });
    expect(enteredGoals("a", "2a")).toEqual({ value: "2", advance: false });
  });
});
