import { describe, expect, it } from "vitest";
import { periodEndOf, periodStartOf, seasonStartOf } from "./season";

describe("the season", () => {
  it("starts on the last 1 July (UTC)", () => {
    expect(seasonStartOf(new Date("2026-11-25T19:00:00Z")).toISOString()).toBe("2026-07-01T00:00:00.000Z");
    expect(seasonStartOf(new Date("2027-03-01T00:00:00Z")).toISOString()).toBe("2026-07-01T00:00:00.000Z");
    expect(seasonStartOf(new Date("2026-07-01T00:00:00Z")).toISOString()).toBe("2026-07-01T00:00:00.000Z");
    expect(seasonStartOf(new Date("2026-06-30T23:59:59Z")).toISOString()).toBe("2025-07-01T00:00:00.000Z");
  });
});

describe("league periods", () => {
  it("start the week on Monday 00:00 UTC, the month on the 1st", () => {
    // 2026-11-25 is a Wednesday.
    expect(periodStartOf("week", new Date("2026-11-25T19:00:00Z")).toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(periodStartOf("week", new Date("2026-11-23T00:00:00Z")).toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(periodStartOf("week", new Date("2026-11-22T23:59:59Z")).toISOString()).toBe("2026-11-16T00:00:00.000Z");
    // A week across a month's end: Sunday 1 March 2026 belongs to the week of Monday 23 February.
    expect(periodStartOf("week", new Date("2026-03-01T12:00:00Z")).toISOString()).toBe("2026-02-23T00:00:00.000Z");
    expect(periodStartOf("month", new Date("2026-11-25T19:00:00Z")).toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(periodStartOf("season", new Date("2026-11-25T19:00:00Z")).toISOString()).toBe("2026-07-01T00:00:00.000Z");
  });
});

describe("period ends", () => {
  it("are the next period's start: the next Monday, the next 1st, the next 1 July", () => {
    expect(periodEndOf("week", new Date("2026-11-25T19:00:00Z")).toISOString()).toBe("2026-11-30T00:00:00.000Z");
    expect(periodEndOf("week", new Date("2026-11-29T23:59:59Z")).toISOString()).toBe("2026-11-30T00:00:00.000Z");
    expect(periodEndOf("week", new Date("2026-11-30T00:00:00Z")).toISOString()).toBe("2026-12-07T00:00:00.000Z");
    expect(periodEndOf("month", new Date("2026-12-31T23:59:59Z")).toISOString()).toBe("2027-01-01T00:00:00.000Z");
    expect(periodEndOf("month", new Date("2027-02-10T00:00:00Z")).toISOString()).toBe("2027-03-01T00:00:00.000Z");
    expect(periodEndOf("season", new Date("2026-11-25T19:00:00Z")).toISOString()).toBe("2027-07-01T00:00:00.000Z");
    expect(periodEndOf("season", new Date("2027-06-30T23:59:59Z")).toISOString()).toBe("2027-07-01T00:00:00.000Z");
  });
});
