import { describe, expect, it } from "vitest";
import { eloDelta } from "./elo";
import { payoutFor, winRate } from "./payout";

describe("payout", () => {
  it("pays 1.8× the stake rounded down", () => {
    expect(payoutFor(500)).toBe(900);
    expect(payoutFor(1)).toBe(1);
    expect(payoutFor(3)).toBe(5);
    expect(payoutFor(7)).toBe(12);
    expect(payoutFor(10_000)).toBe(18_000);
    // Agrees with exact rational arithmetic over a wide range.
    for (let stake = 1; stake < 5000; stake += 7) expect(payoutFor(stake)).toBe(Number((BigInt(stake) * 18n) / 10n));
  });

  it("computes win rate with one decimal and none decided as 0.0", () => {
    expect(winRate(0, 0)).toBe("0.0");
    expect(winRate(1, 2)).toBe("33.3");
    expect(winRate(2, 1)).toBe("66.7");
    expect(winRate(5, 0)).toBe("100.0");
  });
});

describe("Elo", () => {
  it("moves equal ratings by K/2 on a win and not at all on a draw", () => {
    expect(eloDelta(1500, 1500, 1)).toBe(16);
    expect(eloDelta(1500, 1500, 0)).toBe(-16);
    expect(eloDelta(1500, 1500, 0.5)).toBe(0);
  });

  it("rewards an upset more than an expected win", () => {
    expect(eloDelta(1400, 1600, 1)).toBeGreaterThan(eloDelta(1600, 1400, 1));
    expect(eloDelta(1600, 1400, 1)).toBe(8);
    expect(eloDelta(1400, 1600, 1)).toBe(24);
  });
});
