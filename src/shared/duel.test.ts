import { describe, expect, it } from "vitest";
import { decideDuel } from "./duel";

describe("decideDuel", () => {
  it("gives the duel to more points, whatever the forecasts say", () => {
    expect(
      decideDuel({
        ChatGPT: { points: 5, chance: 10 },
        Grok: { points: 3, chance: 900_000 },
      }),
    ).toEqual({ winner: "ChatGPT", by: "points" });
    expect(
      decideDuel({
        ChatGPT: { points: 0, chance: null },
        Grok: { points: 10, chance: null },
      }),
    ).toEqual({ winner: "Grok", by: "points" });
  });

  it("on equal points, gives it to the forecast that gave the final score the higher chance", () => {
    expect(
      decideDuel({
        ChatGPT: { points: 5, chance: 129_000 },
        Grok: { points: 5, chance: 142_000 },
      }),
    ).toEqual({ winner: "Grok", by: "tiebreak" });
    expect(
      decideDuel({
        ChatGPT: { points: 0, chance: 3 },
        Grok: { points: 0, chance: 2 },
      }),
    ).toEqual({ winner: "ChatGPT", by: "tiebreak" });
  });

  it("refunds an exact tie, a missing forecast and a missing prediction", () => {
    expect(
      decideDuel({
        ChatGPT: { points: 5, chance: 120_000 },
        Grok: { points: 5, chance: 120_000 },
      }),
    ).toEqual({ winner: "void" });
    expect(
      decideDuel({
        ChatGPT: { points: 5, chance: null },
        Grok: { points: 5, chance: 120_000 },
      }),
    ).toEqual({ winner: "void" });
    expect(decideDuel({ ChatGPT: { points: 5, chance: 120_000 } })).toEqual({
      winner: "void",
    });
  });
});
