import { describe, expect, it } from "vitest";
import { DEFAULT_STAKE, STAKE_PRESETS } from "./constants";
import { effectiveStake, presetAvailable, validateStake } from "./stake";

describe("validateStake", () => {
  it("accepts whole stakes from 1 up to the credits", () => {
    expect(validateStake(1, 10_000)).toBe(true);
    expect(validateStake(DEFAULT_STAKE, 10_000)).toBe(true);
    expect(validateStake(10_000, 10_000)).toBe(true);
  });

  it("refuses zero, negative, fractional and non-numbers", () => {
    expect(validateStake(0, 10_000)).toBe(false);
    expect(validateStake(-5, 10_000)).toBe(false);
    expect(validateStake(2.5, 10_000)).toBe(false);
    expect(validateStake(Number.NaN, 10_000)).toBe(false);
    expect(validateStake(Number.POSITIVE_INFINITY, 10_000)).toBe(false);
  });

  it("refuses a stake above the credits, and any stake with no credits", () => {
    expect(validateStake(10_001, 10_000)).toBe(false);
    expect(validateStake(20_000, 10_000)).toBe(false);
    expect(validateStake(1, 0)).toBe(false);
  });
});

describe("effectiveStake", () => {
  it("uses the preset while the custom amount is blank", () => {
    expect(effectiveStake(DEFAULT_STAKE, "")).toBe(500);
    expect(effectiveStake(1000, "   ")).toBe(1000);
  });

  it("lets a filled custom amount override the preset", () => {
    expect(effectiveStake(500, "250")).toBe(250);
    expect(effectiveStake(500, " 20000 ")).toBe(20_000);
    expect(effectiveStake(500, "0")).toBe(0);
    expect(effectiveStake(500, "12.5")).toBe(12.5);
  });

  it("turns text that is not a number into NaN, which validation refuses", () => {
    for (const text of ["abc", "1e3", "12abc", "--1", "."]) {
      const stake = effectiveStake(500, text);
      expect(stake).toBeNaN();
      expect(validateStake(stake, 10_000)).toBe(false);
    }
  });
});

describe("presetAvailable", () => {
  it("disables presets above the credits", () => {
    expect(STAKE_PRESETS.filter((p) => presetAvailable(p, 800))).toEqual([100, 500]);
    expect(STAKE_PRESETS.filter((p) => presetAvailable(p, 10_000))).toEqual([...STAKE_PRESETS]);
    expect(STAKE_PRESETS.filter((p) => presetAvailable(p, 0))).toEqual([]);
  });
});
