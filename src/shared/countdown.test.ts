import { describe, expect, it } from "vitest";
import { betWindowMessage, closingBadge, deadlineBanner, formatTimeLeft, urgencyOf } from "./countdown";

const MIN = 60_000;
const H = 60 * MIN;

describe("countdown", () => {
  it("bands urgency exactly at the edges of docs/rules.md#betting-window", () => {
    expect(urgencyOf(6 * H + 1)).toBe("calm");
    expect(urgencyOf(6 * H)).toBe("moderate");
    expect(urgencyOf(2 * H + 1)).toBe("moderate");
    expect(urgencyOf(2 * H)).toBe("high");
    expect(urgencyOf(30 * MIN + 1)).toBe("high");
    expect(urgencyOf(30 * MIN)).toBe("critical");
    expect(urgencyOf(1)).toBe("critical");
    expect(urgencyOf(0)).toBe("over");
    expect(urgencyOf(-5)).toBe("over");
  });

  it("formats the time left", () => {
    expect(formatTimeLeft(0)).toBe("Time's up!");
    expect(formatTimeLeft(45_000)).toBe("45s");
    expect(formatTimeLeft(12 * MIN + 9_000)).toBe("12m 09s");
    expect(formatTimeLeft(3 * H + 5 * MIN)).toBe("3h 05m");
    expect(formatTimeLeft(52 * H)).toBe("2d 4h");
  });

  it("shows closing badges at 60 and 15 minutes", () => {
    expect(closingBadge(61 * MIN)).toBeNull();
    expect(closingBadge(60 * MIN)).toBe("Betting closes soon");
    expect(closingBadge(16 * MIN)).toBe("Betting closes soon");
    expect(closingBadge(15 * MIN)).toBe("LAST CHANCE!");
    expect(closingBadge(0)).toBeNull();
  });

  it("words the bet dialog's message by band", () => {
    expect(betWindowMessage(7 * H)).toBe("Place your bet anytime");
    expect(betWindowMessage(5 * H)).toBe("Match starting in 5h 00m");
    expect(betWindowMessage(90 * MIN)).toBe("Betting closes in 1h 30m");
    expect(betWindowMessage(20 * MIN)).toBe("LAST CHANCE! 20m 00s remaining");
    expect(betWindowMessage(4 * MIN)).toBe("FINAL MINUTES! Bet now or miss out!");
    expect(betWindowMessage(0)).toBe("Betting closed - Watch live!");
  });

  it("shows the deadline banner only under 2 hours, urgent at 30 minutes", () => {
    expect(deadlineBanner(2 * H)).toBe("hidden");
    expect(deadlineBanner(2 * H - 1)).toBe("warning");
    expect(deadlineBanner(30 * MIN)).toBe("urgent");
    expect(deadlineBanner(0)).toBe("hidden");
  });
});
