// The season being played on a date (docs/decisions.md#real-football). Providers ask on every request, so
// a server running through August follows the new season with no restart and no new setting.

/** European leagues start in July and name a season by its first year; Brazil's Série A plays a calendar year. */
export type SeasonCalendar = "european" | "calendar-year";

/** The first month (1-12) of a European season: fixtures from July on belong to the season starting that year. */
const EUROPEAN_SEASON_FIRST_MONTH = 7;

/** The season in progress on `date`, named by the year it started in (2026 for 2026/27, and for Série A 2026). */
export function seasonOn(date: Date, calendar: SeasonCalendar = "european"): number {
  const year = date.getUTCFullYear();
  if (calendar === "calendar-year") return year;
  return date.getUTCMonth() + 1 >= EUROPEAN_SEASON_FIRST_MONTH ? year : year - 1;
}
