import { describe, expect, it } from "vitest";
import { RECONNECT_MAX_MS, reconnectCeiling, reconnectDelay } from "./reconnect-delay";

describe("reconnectDelay", () => {
  it("doubles its ceiling with each failed try, up to 30 s", () => {
    expect([0, 1, 2, 3, 4, 10].map(reconnectCeiling)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it("waits anywhere up to the ceiling, never less than a quarter second", () => {
    expect(reconnectDelay(0, () => 0)).toBe(250);
    expect(reconnectDelay(0, () => 0.999_999)).toBe(1_999);
    expect(reconnectDelay(5, () => 0.5)).toBe(RECONNECT_MAX_MS / 2);
  });

  it("spreads a thousand tabs dropped at once over the window instead of one instant", () => {
    // A seeded generator, so the figure is the same on every run (mulberry32).
    let seed = 42;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
    const delays = Array.from({ length: 1_000 }, () => reconnectDelay(0, random));
    const perQuarterSecond = [0, 0, 0, 0, 0, 0, 0, 0];
    for (const delay of delays) perQuarterSecond[Math.floor(delay / 250)]! += 1;
    // Eight quarter seconds in the first 2 s: the first is folded into the second (a quarter second at least),
    // and none of the others holds more than a sixth of the tabs.
    expect(perQuarterSecond[0]).toBe(0);
    expect(Math.max(...perQuarterSecond.slice(2))).toBeLessThan(1_000 / 6);
    expect(new Set(delays).size).toBeGreaterThan(500);
  });
});
