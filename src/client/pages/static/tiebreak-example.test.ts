import { describe, expect, it } from "vitest";
import { EXAMPLE_CALLS, tiebreakExample } from "./tiebreak-example";

describe("How It Works' tiebreak example", () => {
  it("is a duel level on points that the sealed forecasts decide, with two different calls", () => {
    const example = tiebreakExample();
    expect(example.points).toEqual({ ChatGPT: 5, Grok: 5 });
    expect(example.duel).toEqual({ winner: "ChatGPT", by: "tiebreak" });
    expect(example.chances).toEqual({ ChatGPT: "7.3%", Grok: "6.1%" });
    expect(example.payout).toBe(900);
    expect(EXAMPLE_CALLS.ChatGPT).not.toBe(EXAMPLE_CALLS.Grok);
  });
});
