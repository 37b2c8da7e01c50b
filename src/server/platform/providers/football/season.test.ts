import { describe, expect, it } from "vitest";
import { seasonOn } from "./season";

describe("seasonOn", () => {
  it("names a European season by the year it started, turning over on 1 July (UTC)", () => {
    expect(seasonOn(new Date("2026-11-27T12:00:00Z"))).toBe(2026);
    expect(seasonOn(new Date("2027-01-01T00:00:00Z"))).toBe(2026);
    expect(seasonOn(new Date("2026-12-31T23:59:59Z"))).toBe(2026);
    expect(seasonOn(new Date("2027-06-30T23:59:59Z"))).toBe(2026);
    expect(seasonOn(new Date("2027-07-01T00:00:00Z"))).toBe(2027);
  });

  it("names a calendar-year season (Brazil's Série A) by its year, turning over on 1 January", () => {
    expect(seasonOn(new Date("2026-12-31T23:59:59Z"), "calendar-year")).toBe(2026);
    expect(seasonOn(new Date("2027-01-01T00:00:00Z"), "calendar-year")).toBe(2027);
    expect(seasonOn(new Date("2027-07-01T00:00:00Z"), "calendar-year")).toBe(2027);
  });
});
