import { SEASON_START_MONTH } from "./constants";

/** The start of the season a moment falls in: the last 1 July (UTC) at or before it. */
export function seasonStartOf(at: Date): Date {
  const year = at.getUTCMonth() + 1 >= SEASON_START_MONTH ? at.getUTCFullYear() : at.getUTCFullYear() - 1;
  return new Date(Date.UTC(year, SEASON_START_MONTH - 1, 1));
}
