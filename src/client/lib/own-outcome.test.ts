import { describe, expect, it } from "vitest";
import { betOutcomeLine, pickOutcomeLine } from "./own-outcome";

describe("betOutcomeLine", () => {
  it("writes a win as its payout, a loss as its stake, and a refund without a figure", () => {
    expect(betOutcomeLine({ aiSelected: "Grok", stake: 500, payout: 900, outcome: "won" })).toBe("Your bet on O Eterno: won ₡900");
    expect(betOutcomeLine({ aiSelected: "ChatGPT", stake: 500, payout: 0, outcome: "lost" })).toBe("Your bet on El Divino: lost ₡500");
    expect(betOutcomeLine({ aiSelected: "ChatGPT", stake: 500, payout: 500, outcome: "void" })).toBe("Your bet on El Divino: refunded");
    expect(betOutcomeLine({ aiSelected: "Grok", stake: 2500, payout: null, outcome: null })).toBe("Your bet on O Eterno: pending");
  });

  it("falls back to the payout rule when a won bet carries no payout, with thousands separated", () => {
    expect(betOutcomeLine({ aiSelected: "Grok", stake: 5000, payout: null, outcome: "won" })).toBe("Your bet on O Eterno: won ₡9,000");
    expect(betOutcomeLine({ aiSelected: "Grok", stake: 12_345, payout: 0, outcome: "lost" })).toBe("Your bet on O Eterno: lost ₡12,345");
  });
});

describe("pickOutcomeLine", () => {
  it("gives the pick home first and its points, one point singular", () => {
    expect(pickOutcomeLine({ home: 2, away: 1, points: 5 })).toBe("Your pick 2-1: 5 points");
    expect(pickOutcomeLine({ home: 0, away: 0, points: 10 })).toBe("Your pick 0-0: 10 points");
    expect(pickOutcomeLine({ home: 1, away: 3, points: 0 })).toBe("Your pick 1-3: 0 points");
    expect(pickOutcomeLine({ home: 1, away: 3, points: 1 })).toBe("Your pick 1-3: 1 point");
    expect(pickOutcomeLine({ home: 4, away: 2, points: null })).toBe("Your pick 4-2: not scored yet");
  });
});
