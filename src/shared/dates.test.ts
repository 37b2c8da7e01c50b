import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./dates";

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
