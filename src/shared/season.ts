import { SEASON_START_MONTH } from "./constants";

/** The start of the season a moment falls in: the last 1 July (UTC) at or before it. */
export function seasonStartOf(at: Date): Date {
  const year = at.getUTCMonth() + 1 >= SEASON_START_MONTH ? at.getUTCFullYear() : at.getUTCFullYear() - 1;
  return new Date(Date.UTC(year, SEASON_START_MONTH - 1, 1));
}

/** The table periods of a league: this week (from Monday 00:00 UTC), this month, this season. */
export const LEAGUE_PERIODS = ["week", "month", "season"] as const;
export type LeaguePeriod = (typeof LEAGUE_PERIODS)[number];

/** Where a period that contains `at` starts. */
export function periodStartOf(period: LeaguePeriod, at: Date): Date {
  if (period === "season") return seasonStartOf(at);
  if (period === "month") return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  // getUTCDay: Sunday 0 … Saturday 6; Monday starts the week.
  const daysSinceMonday = (at.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - daysSinceMonday));
}

/** Where the period `back` periods before the one that contains `at` starts (0: that one's start). */
export function periodBefore(period: LeaguePeriod, at: Date, back: number): Date {
  const start = periodStartOf(period, at);
  if (period === "week") return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() - 7 * back));
  if (period === "month") return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - back, 1));
  return new Date(Date.UTC(start.getUTCFullYear() - back, start.getUTCMonth(), 1));
}

/** Where the period that contains `at` ends: the next one's start (exclusive). */
export function periodEndOf(period: LeaguePeriod, at: Date): Date {
  const start = periodStartOf(period, at);
  if (period === "week") return new Date(start.getTime() + 7 * 86_400_000);
  if (period === "month") return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  return new Date(Date.UTC(start.getUTCFullYear() + 1, start.getUTCMonth(), 1));
}
