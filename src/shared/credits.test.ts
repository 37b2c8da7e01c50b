import { describe, expect, it } from "vitest";
import { formatCount, formatCredits } from "./credits";

describe("formatCount", () => {
  it("writes numbers exactly as en-US toLocaleString does", () => {
    const samples = [
      0,
      7,
      999,
      1000,
      10_000,
      123_456,
      1_234_567,
      10_000_000,
      -1,
      -1000,
      -1_234_567,
      1234.5,
      0.25,
      1234.5678,
      999.9999,
      -0.0001,
      2 ** 53,
      1e21,
    ];
    for (const value of samples) expect(formatCount(value), String(value)).toBe(value.toLocaleString("en-US"));
  });

  it("prefixes credits with the ₡ sign", () => {
    expect(formatCredits(10_000)).toBe("₡10,000");
    expect(formatCredits(0)).toBe("₡0");
  });
});
