// The picks page and the arena list matches by the day they kick off in the player's own time zone
// (the browser's, through Intl), each with its kick-off time there.

import { dateFormats } from "@shared/i18n/format";
import type { Locale } from "@shared/i18n/locales";

export interface KickOffDay<T> {
  /** The day in the zone, as YYYY-MM-DD. */
  key: string;
  /** "Today · Saturday 12 April", "Tomorrow · …", or the weekday and date, in `locale` ("Hoje · sábado, 12 de abril"). */
  label: string;
  matches: Array<T & { time: string }>;
}

/** The player's time zone as the browser names it (Europe/Berlin), for the page to say which it used. */
export function playerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Matches grouped by the day of their kick-off: a day's key, its heading and its matches. */
export interface DayOfMatches<T> {
  key: string;
  label: string;
  matches: T[];
}

/**
 * Matches grouped by the day of their kick-off in `timeZone` (the browser's when left out), days and
 * matches in the order given (the server's: soonest first); headings in `locale` (English when left out).
 * The matches are the objects given, not copies: the arena's cards are memoised and compare their match
 * by identity, and a copy drew every card again at each pushed goal (docs/decisions.md, "A card draws
 * again when it changes").
 */
export function byKickOffDay<T extends { matchDate: string }>(
  matches: readonly T[],
  now: Date,
  timeZone?: string,
  locale?: Locale,
): DayOfMatches<T>[] {
  const formats = dateFormats(timeZone, locale);
  const today = formats.key.format(now);
  const tomorrow = formats.key.format(new Date(now.getTime() + 86_400_000));
  const days = new Map<string, DayOfMatches<T>>();
  for (const match of matches) {
    const at = new Date(match.matchDate);
    const key = formats.key.format(at);
    let day = days.get(key);
    if (!day) {
      const date = formats.day.format(at);
      day = {
        key,
        label: key === today ? `${formats.nearDays.today} · ${date}` : key === tomorrow ? `${formats.nearDays.tomorrow} · ${date}` : date,
        matches: [],
      };
      days.set(key, day);
    }
    day.matches.push(match);
  }
  return [...days.values()];
}

/** The days of byKickOffDay, each match with its local kick-off time (the picks page's rows say it). */
export function kickOffDays<T extends { matchDate: string }>(matches: readonly T[], now: Date, timeZone?: string, locale?: Locale): KickOffDay<T>[] {
  const formats = dateFormats(timeZone, locale);
  return byKickOffDay(matches, now, timeZone, locale).map((day) => ({
    ...day,
    matches: day.matches.map((match) => ({ ...match, time: formats.time.format(new Date(match.matchDate)) })),
  }));
}
