import { describe, expect, it } from "vitest";
import { seasonStartOf } from "./season";

describe("the season", () => {
  it("starts on the last 1 July (UTC)", () => {
    expect(seasonStartOf(new Date("2026-11-25T19:00:00Z")).toISOString()).toBe("2026-07-01T00:00:00.000Z");
    expect(seasonStartOf(new Date("2027-03-01T00:00:00Z")).toISOString()).toBe("2026-07-01T00:00:00.000Z");
    expect(seasonStartOf(new Date("2026-07-01T00:00:00Z")).toISOString()).toBe("2026-07-01T00:00:00.000Z");
    expect(seasonStartOf(new Date("2026-06-30T23:59:59Z")).toISOString()).toBe("2025-07-01T00:00:00.000Z");
  });
});
