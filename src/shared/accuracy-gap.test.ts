import { describe, expect, it } from "vitest";
import type { AiStats } from "./api/matches";
import { accuracyVerdict } from "./accuracy-gap";

function stats(chatGpt: string, grok: string): AiStats[] {
  const base = { totalMatches: 10, eloRating: 1500, wins: 5, totalPoints: 50 };
  return [
    { ...base, id: 1, aiName: "ChatGPT", accuracyPercent: chatGpt },
    { ...base, id: 2, aiName: "Grok", accuracyPercent: grok },
  ];
}

describe("accuracyVerdict", () => {
  it("calls a 4.9-point gap neck-and-neck", () => {
    expect(accuracyVerdict(stats("54.9", "50.0"))).toEqual({ kind: "neck-and-neck", gap: 4.9 });
  });

  it("names the leader at a 5.0-point gap", () => {
    expect(accuracyVerdict(stats("50.0", "55.0"))).toEqual({ kind: "leader", leader: "Grok", gap: 5 });
  });

  it("does not let float rounding turn 5.0 into 4.999…", () => {
    expect(accuracyVerdict(stats("60.3", "55.3"))).toEqual({ kind: "leader", leader: "ChatGPT", gap: 5 });
    expect(accuracyVerdict(stats("0.3", "5.3"))).toEqual({ kind: "leader", leader: "Grok", gap: 5 });
  });

  it("treats equal accuracy as neck-and-neck with no gap", () => {
    expect(accuracyVerdict(stats("70.0", "70.0"))).toEqual({ kind: "neck-and-neck", gap: 0 });
  });

  it("counts a missing oracle or an unreadable figure as 0%", () => {
    expect(accuracyVerdict([])).toEqual({ kind: "neck-and-neck", gap: 0 });
    expect(accuracyVerdict(stats("12.5", "n/a"))).toEqual({ kind: "leader", leader: "ChatGPT", gap: 12.5 });
    expect(accuracyVerdict(stats("80.0", "20.0").slice(1))).toEqual({ kind: "leader", leader: "Grok", gap: 20 });
  });
});
