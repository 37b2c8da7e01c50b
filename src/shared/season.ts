import { LEAGUE_TABLE_BACK_MAX, SEASON_START_MONTH } from "./constants";

/** The start of the season a moment falls in: the last 1 July (UTC) at or before it. */
export function seasonStartOf(at: Date): Date {
  const year = at.getUTCMonth() + 1 >= SEASON_START_MONTH ? at.getUTCFullYear() : at.getUTCFullYear() - 1;
  return new Date(Date.UTC(year, SEASON_START_MONTH - 1, 1));
}

/** A season by its years, as the game names it: "2025/26" for the one that starts on 1 July 2025. */
export function seasonYears(start: Date | string): string {
  const year = new Date(start).getUTCFullYear();
  return `${year}/${String((year + 1) % 100).padStart(2, "0")}`;
}

/** The table periods of a league: this week (from Monday 00:00 UTC), this month, this season. */
export const LEAGUE_PERIODS = ["week", "month", "season"] as const;
export type LeaguePeriod = (typeof LEAGUE_PERIODS)[number];
/** The periods whose end a league is told of, and whose winners go on its roll of honour (docs/rules.md#honours). */
export const CROWNED_PERIODS = ["month", "season"] as const satisfies readonly LeaguePeriod[];
export type CrownedPeriod = (typeof CROWNED_PERIODS)[number];

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

/** How many periods back from the one containing `now` the period containing `at` is (0 for it or a later one). */
export function periodsBack(period: LeaguePeriod, at: Date, now: Date): number {
  const from = periodStartOf(period, at);
  const current = periodStartOf(period, now);
  if (from >= current) return 0;
  const months = (current.getUTCFullYear() - from.getUTCFullYear()) * 12 + current.getUTCMonth() - from.getUTCMonth();
  if (period === "week") return Math.round((current.getTime() - from.getTime()) / (7 * 86_400_000));
  return period === "month" ? months : months / 12;
}

/**
 * A league page's address for one of its tables as it ended: `period=week&from=2026-11-30`. A link that names the
 * period by its start, so it still opens the same table weeks later (a week's wrap-up in the bell).
 */
export function leagueTableQuery(period: LeaguePeriod, from: string | Date): string {
  return `period=${period}&from=${new Date(from).toISOString().slice(0, 10)}`;
}

/** The table a league page's address asks for (leagueTableQuery), counted back from `now`; the current week otherwise. */
export function leagueTableFromQuery(search: string, now: Date): { period: LeaguePeriod; back: number } {
  const query = new URLSearchParams(search);
  const period = LEAGUE_PERIODS.find((p) => p === query.get("period"));
  if (!period) return { period: "week", back: 0 };
  const from = /^\d{4}-\d{2}-\d{2}$/.test(query.get("from") ?? "") ? new Date(`${query.get("from")}T00:00:00Z`) : null;
  const back = from && !Number.isNaN(from.getTime()) ? periodsBack(period, from, now) : 0;
  return { period, back: Math.min(back, LEAGUE_TABLE_BACK_MAX) };
}
