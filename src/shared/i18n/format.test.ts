import { describe, expect, it } from "vitest";
import { formatCount, formatCredits, formatDate, formatDateTime, formatWholePercent } from "./format";

// Friday 11 April 2025, late evening in London.
const now = new Date("2025-04-11T21:30:00Z");

describe("formatDate", () => {
  it("writes a date of the current year with its weekday and without the year", () => {
    expect(formatDate("2025-11-28T15:00:00Z", now, "UTC")).toBe("Fri 28 Nov");
    expect(formatDate("2025-01-01T00:00:00Z", now, "UTC")).toBe("Wed 1 Jan");
  });

  it("writes a date of another year with the year and without the weekday", () => {
    expect(formatDate("2024-11-28T15:00:00Z", now, "UTC")).toBe("28 Nov 2024");
    expect(formatDate("2026-01-03T12:00:00Z", now, "UTC")).toBe("3 Jan 2026");
  });

  it("counts the day and the year in the zone it is given", () => {
    // Monday 00:00 UTC, the start of a league week, is still Sunday evening in New York.
    expect(formatDate("2025-11-17T00:00:00Z", now, "UTC")).toBe("Mon 17 Nov");
    expect(formatDate("2025-11-17T00:00:00Z", now, "America/New_York")).toBe("Sun 16 Nov");
    // New Year's Eve 20:00 UTC is already the new year in Tokyo, whose `now` is still 2025.
    expect(formatDate("2025-12-31T20:00:00Z", now, "Asia/Tokyo")).toBe("1 Jan 2026");
    expect(formatDate("2025-12-31T20:00:00Z", now, "UTC")).toBe("Wed 31 Dec");
  });

  it("takes a Date as well as an ISO string", () => {
    expect(formatDate(new Date("2025-04-12T14:00:00Z"), now, "UTC")).toBe("Sat 12 Apr");
  });
});

describe("formatDateTime", () => {
  const matches = ["2025-04-11T22:30:00Z", "2025-04-12T14:00:00Z", "2025-04-12T23:15:00Z", "2025-04-14T18:00:00Z"];

  it("names today and tomorrow, else writes the date, with the 24-hour time in the zone", () => {
    expect(matches.map((at) => formatDateTime(at, now, "Europe/London"))).toEqual([
      "Today 23:30",
      "Tomorrow 15:00",
      "Sun 13 Apr 00:15",
      "Mon 14 Apr 19:00",
    ]);
    // In Tokyo (UTC+9) it is already Saturday morning.
    expect(formatDateTime(matches[0]!, now, "Asia/Tokyo")).toBe("Today 07:30");
  });

  it("names yesterday, and writes older moments with their date", () => {
    expect(formatDateTime("2025-04-10T08:05:00Z", now, "Europe/London")).toBe("Yesterday 09:05");
    expect(formatDateTime("2025-04-09T08:05:00Z", now, "Europe/London")).toBe("Wed 9 Apr 09:05");
    expect(formatDateTime("2024-12-30T18:45:00Z", now, "Europe/London")).toBe("30 Dec 2024 18:45");
  });
});

describe("formatCount", () => {
  it("writes English numbers exactly as en-US toLocaleString does", () => {
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

  it("groups and marks decimals as each language does", () => {
    expect(formatCount(1250, "de")).toBe("1.250");
    expect(formatCount(1250, "pt-BR")).toBe("1.250");
    expect(formatCount(1250.5, "de")).toBe("1.250,5");
    // Spanish groups from five digits (CLDR's minimum grouping): 1250, but 12.500.
    expect(formatCount(1250, "es")).toBe("1250");
    expect(formatCount(12_500, "es")).toBe("12.500");
  });

  it("puts the ₡ sign before the count in every language", () => {
    expect(formatCredits(10_000)).toBe("₡10,000");
    expect(formatCredits(0)).toBe("₡0");
    expect(formatCredits(1250, "de")).toBe("₡1.250");
    expect(formatCredits(1250, "pt-BR")).toBe("₡1.250");
  });
});

describe("dates in the other languages", () => {
  it("writes the short day as each language's press does", () => {
    expect(formatDate("2025-11-29T15:00:00Z", now, "UTC", "pt-BR")).toBe("sáb., 29 de nov.");
    expect(formatDate("2025-11-29T15:00:00Z", now, "UTC", "de")).toBe("Sa., 29. Nov.");
    expect(formatDate("2025-11-29T15:00:00Z", now, "UTC", "es")).toBe("sáb, 29 nov");
    expect(formatDate("2024-11-28T15:00:00Z", now, "UTC", "de")).toBe("28. Nov. 2024");
  });

  it("names the days next to today in the language, capitalised, with the 24-hour time", () => {
    expect(formatDateTime("2025-04-11T22:30:00Z", now, "Europe/London", "pt-BR")).toBe("Hoje 23:30");
    expect(formatDateTime("2025-04-12T14:00:00Z", now, "Europe/London", "de")).toBe("Morgen 15:00");
    expect(formatDateTime("2025-04-10T08:05:00Z", now, "Europe/London", "es")).toBe("Ayer 09:05");
  });
});

describe("formatWholePercent", () => {
  it("writes English as Math.round did and the others as their language does", () => {
    expect(formatWholePercent(44.6)).toBe("45%");
    expect(formatWholePercent(7)).toBe("7%");
    expect(formatWholePercent(44.6, "pt-BR")).toBe("45%");
    expect(formatWholePercent(44.6, "de")).toBe("45\u00a0%");
    expect(formatWholePercent(44.6, "es")).toBe("45\u00a0%");
  });
});
