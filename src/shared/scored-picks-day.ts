import { dateFormats } from "./i18n/format";
import { DEFAULT_LOCALE, type Locale } from "./i18n/locales";

/** A player's scored picks of one UTC kick-off day, as their bell entry stores them (docs/rules.md#notifications). */
export interface ScoredPicksDay {
  /** The kick-off day, YYYY-MM-DD in UTC. */
  day: string;
  picks: number;
  points: number;
  exact: number;
}

const DAY_MS = 86_400_000;

/**
 * The day as the entry names it: its weekday within the last six days ("Saturday"), else with its date
 * ("Saturday 14 November"), so an older entry is not read as this week's. Days are UTC's, as kept.
 */
export function scoredDayName(day: string, now: Date, locale: Locale = DEFAULT_LOCALE): string {
  const at = new Date(`${day}T12:00:00Z`);
  const formats = dateFormats("UTC", locale);
  return now.getTime() - at.getTime() < 6 * DAY_MS ? formats.weekday.format(at) : formats.day.format(at);
}

/**
 * "Your 8 picks on Saturday scored 23 points, 1 exact." and "Your pick on Saturday scored 3 points.":
 * the sentence is made where the entry is shown, from its figures, never stored.
 */
export function scoredPicksText(entry: ScoredPicksDay, now: Date): string {
  const picks = entry.picks === 1 ? "Your pick" : `Your ${entry.picks} picks`;
  const points = `${entry.points} ${entry.points === 1 ? "point" : "points"}`;
  const exact = entry.exact > 0 ? `, ${entry.exact} exact` : "";
  return `${picks} on ${scoredDayName(entry.day, now)} scored ${points}${exact}.`;
}
