import { describe, expect, it } from "vitest";
import { normalizeReferralCode, stripReferralPrefix } from "./referral-code";

describe("referral codes", () => {
  it("strips the prefix, trims and uppercases what the client sends", () => {
    expect(stripReferralPrefix("  prophet-abc234 ")).toBe("ABC234");
    expect(stripReferralPrefix("abc234")).toBe("ABC234");
    expect(stripReferralPrefix("PROPHET-PROPHET-X")).toBe("PROPHET-X");
  });

  it("normalises a code typed with or without its prefix", () => {
    expect(normalizeReferralCode("abc234")).toBe("PROPHET-ABC234");
    expect(normalizeReferralCode("PROPHET-ABC234")).toBe("PROPHET-ABC234");
  });

  it("refuses what cannot be a code: wrong length, ambiguous or foreign characters", () => {
    for (const bad of ["", "ABC23", "ABC2345", "ABC10O", "ABC 23", "ÄBC234", "PROPHET-"]) {
      expect(normalizeReferralCode(bad)).toBeNull();
    }
  });
});
