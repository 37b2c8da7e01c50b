// Dates in one voice wherever the product does not fix a format (docs/decisions.md): a calendar date
// is "Sat 28 Nov" within the current year and "28 Nov 2025" otherwise; a moment adds its 24-hour clock
// time, with the days next to today named: "Today 18:30", "Yesterday 09:10", "Sat 28 Nov 15:00".
// Written in `timeZone`: the browser's when left out (the player's own), "UTC" for the days the server
// counts in UTC (league weeks, table periods, seasons), so those never shift a day.

export interface DateFormats {
  /** YYYY-MM-DD, a key that compares days and sorts. */
  key: Intl.DateTimeFormat;
  /** "Saturday 12 April", for day headings. */
  day: Intl.DateTimeFormat;
  /** "Sat 12 Apr". */
  shortDay: Intl.DateTimeFormat;
  /** "12 Apr 2025". */
  fullDate: Intl.DateTimeFormat;
  /** "18:30". */
  time: Intl.DateTimeFormat;
}

// Building an Intl formatter costs far more than using one: one set per zone.
const formatsByZone = new Map<string, DateFormats>();

export function dateFormats(timeZone?: string): DateFormats {
  const cached = formatsByZone.get(timeZone ?? "");
  if (cached) return cached;
  const formats = {
    // en-CA writes dates as YYYY-MM-DD.
    key: new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }),
    day: new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone }),
    shortDay: new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone }),
    fullDate: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone }),
    time: new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }),
  };
  formatsByZone.set(timeZone ?? "", formats);
  return formats;
}

const DAY_MS = 86_400_000;

/** "Sat 28 Nov" in the year of `now`, "28 Nov 2025" in any other, both in `timeZone`. */
export function formatDate(at: Date | string, now: Date, timeZone?: string): string {
  const formats = dateFormats(timeZone);
  const when = new Date(at);
  const sameYear = formats.key.format(when).slice(0, 4) === formats.key.format(now).slice(0, 4);
  return sameYear ? formats.shortDay.format(when) : formats.fullDate.format(when);
}

/** "Today 18:30", "Tomorrow 09:00", "Yesterday 21:40", else formatDate's day and the time: "Sat 28 Nov 15:00". */
export function formatDateTime(at: Date | string, now: Date, timeZone?: string): string {
  const formats = dateFormats(timeZone);
  const when = new Date(at);
  const key = formats.key.format(when);
  const day =
    key === formats.key.format(now)
      ? "Today"
      : key === formats.key.format(new Date(now.getTime() + DAY_MS))
        ? "Tomorrow"
        : key === formats.key.format(new Date(now.getTime() - DAY_MS))
          ? "Yesterday"
          : formatDate(when, now, timeZone);
  return `${day} ${formats.time.format(when)}`;
}
