import { describe, expect, it } from "vitest";
import { leagueTableFromQuery, leagueTableQuery, periodEndOf, periodsBack, periodStartOf, seasonStartOf } from "./season";

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

describe("a league table's address", () => {
  // Monday 7 December 2026, in the week after the one that starts on 30 November.
  const now = new Date("2026-12-07T10:00:00Z");

  it("counts periods back from the one that holds now", () => {
    expect(periodsBack("week", new Date("2026-11-30T00:00:00Z"), now)).toBe(1);
    expect(periodsBack("week", new Date("2026-12-03T00:00:00Z"), now)).toBe(1);
    expect(periodsBack("week", new Date("2026-12-07T00:00:00Z"), now)).toBe(0);
    expect(periodsBack("week", new Date("2027-01-04T00:00:00Z"), now)).toBe(0);
    // A week across the clocks' change in Europe is still seven UTC days.
    expect(periodsBack("week", new Date("2026-10-19T00:00:00Z"), now)).toBe(7);
    expect(periodsBack("month", new Date("2025-12-01T00:00:00Z"), now)).toBe(12);
    expect(periodsBack("season", new Date("2024-08-01T00:00:00Z"), now)).toBe(2);
  });

  it("names a period by its start, and reads it back as so many periods back", () => {
    expect(leagueTableQuery("week", "2026-11-30T00:00:00.000Z")).toBe("period=week&from=2026-11-30");
    expect(leagueTableFromQuery("period=week&from=2026-11-30", now)).toEqual({ period: "week", back: 1 });
    expect(leagueTableFromQuery("?period=month&from=2026-10-01", now)).toEqual({ period: "month", back: 2 });
    expect(leagueTableFromQuery("period=season&from=2025-07-01", now)).toEqual({ period: "season", back: 1 });
  });

  it("opens the current week on an address it cannot read, and never further back than a table goes", () => {
    for (const search of ["", "period=year&from=2026-11-30", "period=week&from=yesterday", "period=week&from=2026-13-45", "from=2026-11-30"]) {
      expect(leagueTableFromQuery(search, now).back, search).toBe(0);
    }
    expect(leagueTableFromQuery("period=week", now)).toEqual({ period: "week", back: 0 });
    expect(leagueTableFromQuery("period=week&from=1900-01-01", now)).toEqual({ period: "week", back: 520 });
  });
});
