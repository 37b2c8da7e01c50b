// Maps time since kick-off to the match clock. All durations here are simulated minutes; real time is
// simulated time divided by SIM_SPEED. An event in match minute m happens during [m-1, m) of its half,
// so it is revealed when the clock starts showing m.
import type { MatchEvent } from "../football-provider";

export const HALF_MINUTES = 45;
export const HALF_TIME_BREAK_MINUTES = 15;
export const REGULATION_MINUTES = 90;
export const MAX_STOPPAGE_MINUTES = 5;

export type ClockStatus = "upcoming" | "live" | "completed";

export interface ClockReading {
  status: ClockStatus;
  /** 1-45 in the first half, 45 during the break, 46-90 and stoppage in the second; null otherwise. */
  minute: number | null;
}

export function simMinutesSince(kickoffMs: number, nowMs: number, speed: number): number {
  return ((nowMs - kickoffMs) * speed) / 60_000;
}

/** Simulated minutes from kick-off to the final whistle. */
export function fullTimeAfter(stoppage: number): number {
  return REGULATION_MINUTES + HALF_TIME_BREAK_MINUTES + stoppage;
}

export function readClock(elapsed: number, stoppage: number): ClockReading {
  if (elapsed < 0) return { status: "upcoming", minute: null };
  if (elapsed >= fullTimeAfter(stoppage)) return { status: "completed", minute: null };
  if (elapsed < HALF_MINUTES) return { status: "live", minute: Math.floor(elapsed) + 1 };
  if (elapsed < HALF_MINUTES + HALF_TIME_BREAK_MINUTES) return { status: "live", minute: HALF_MINUTES };
  return { status: "live", minute: Math.floor(elapsed - HALF_TIME_BREAK_MINUTES) + 1 };
}

/** Simulated minutes after kick-off at which an event becomes visible. */
export function revealedAfter(event: MatchEvent): number {
  switch (event.kind) {
    case "kick_off":
      return 0;
    case "half_time":
      return HALF_MINUTES;
    case "full_time":
      return event.minute + HALF_TIME_BREAK_MINUTES;
    default:
      return event.minute <= HALF_MINUTES ? event.minute - 1 : event.minute - 1 + HALF_TIME_BREAK_MINUTES;
  }
}
