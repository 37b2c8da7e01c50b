import { describe, expect, it } from "vitest";
import { scoredPicksText } from "./scored-picks-day";

// Sunday 29 November 2026, morning UTC.
const now = new Date("2026-11-29T09:00:00Z");

describe("scoredPicksText", () => {
  it("counts picks, points and exact hits with their plurals", () => {
    expect(scoredPicksText({ day: "2026-11-28", picks: 8, points: 23, exact: 1 }, now)).toBe("Your 8 picks on Saturday scored 23 points, 1 exact.");
    expect(scoredPicksText({ day: "2026-11-28", picks: 2, points: 20, exact: 2 }, now)).toBe("Your 2 picks on Saturday scored 20 points, 2 exact.");
    expect(scoredPicksText({ day: "2026-11-28", picks: 1, points: 1, exact: 0 }, now)).toBe("Your pick on Saturday scored 1 point.");
  });

  it("leaves the exact part out when there was none", () => {
    expect(scoredPicksText({ day: "2026-11-29", picks: 1, points: 3, exact: 0 }, now)).toBe("Your pick on Sunday scored 3 points.");
    expect(scoredPicksText({ day: "2026-11-27", picks: 3, points: 0, exact: 0 }, now)).toBe("Your 3 picks on Friday scored 0 points.");
  });

  it("names a day older than this week with its date", () => {
    expect(scoredPicksText({ day: "2026-11-21", picks: 4, points: 15, exact: 0 }, now)).toBe(
      "Your 4 picks on Saturday 21 November scored 15 points.",
    );
  });
});
