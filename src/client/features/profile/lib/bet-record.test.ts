import { describe, expect, it } from "vitest";
import { betRecord } from "./bet-record";

describe("betRecord", () => {
  it("counts won and lost bets only", () => {
    const outcomes = ["won", "lost", "void", null, "won"] as const;
    expect(betRecord(outcomes.map((outcome) => ({ outcome })))).toEqual({ wins: 2, losses: 1 });
  });
});
