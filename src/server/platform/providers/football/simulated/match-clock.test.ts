import { describe, expect, it } from "vitest";
import type { MatchEvent } from "../football-provider";
import { fullTimeAfter, readClock, revealedAfter } from "./match-clock";

const event = (kind: MatchEvent["kind"], minute: number): MatchEvent => ({
  key: `${kind}-${minute}-0`,
  minute,
  kind,
  team: null,
  player: null,
  homeGoals: 0,
  awayGoals: 0,
});

describe("match clock", () => {
  it("runs 45 minutes, a 15-minute break, then the second half with stoppage", () => {
    expect(readClock(-0.01, 3)).toEqual({ status: "upcoming", minute: null });
    expect(readClock(0, 3)).toEqual({ status: "live", minute: 1 });
    expect(readClock(10.5, 3)).toEqual({ status: "live", minute: 11 });
    expect(readClock(44.99, 3)).toEqual({ status: "live", minute: 45 });
    expect(readClock(50, 3)).toEqual({ status: "live", minute: 45 });
    expect(readClock(60, 3)).toEqual({ status: "live", minute: 46 });
    expect(readClock(104.5, 3)).toEqual({ status: "live", minute: 90 });
    expect(readClock(107.5, 3)).toEqual({ status: "live", minute: 93 });
    expect(readClock(108, 3)).toEqual({ status: "completed", minute: null });
    expect(fullTimeAfter(0)).toBe(105);
  });

  it("reveals each event when the clock first shows its minute", () => {
    expect(revealedAfter(event("kick_off", 0))).toBe(0);
    expect(revealedAfter(event("goal", 1))).toBe(0);
    expect(readClock(revealedAfter(event("goal", 23)), 2).minute).toBe(23);
    expect(readClock(revealedAfter(event("goal", 71)), 2).minute).toBe(71);
    expect(readClock(revealedAfter(event("goal", 92)), 2).minute).toBe(92);
    expect(revealedAfter(event("half_time", 45))).toBe(45);
    expect(revealedAfter(event("full_time", 92))).toBe(fullTimeAfter(2));
  });
});
