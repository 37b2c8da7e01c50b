// The picks page and the arena list matches by the day they kick off in the player's own time zone
// (the browser's, through Intl), each with its kick-off time there.

export interface KickOffDay<T> {
  /** The day in the zone, as YYYY-MM-DD. */
  key: string;
  /** "Today · Saturday 12 April", "Tomorrow · …", or the weekday and date. */
  label: string;
  matches: Array<T & { time: string }>;
}

interface Formats {
  key: Intl.DateTimeFormat;
  day: Intl.DateTimeFormat;
  shortDay: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
}

// Building an Intl formatter costs far more than using one: one set per zone.
const formatsByZone = new Map<string, Formats>();

function formatsFor(timeZone: string | undefined): Formats {
  const cached = formatsByZone.get(timeZone ?? "");
  if (cached) return cached;
  const formats = {
    // en-CA writes dates as YYYY-MM-DD, a key that sorts.
    key: new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }),
    day: new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone }),
    shortDay: new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone }),
    // 24-hour, as the match page shows kick-off.
    time: new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }),
  };
  formatsByZone.set(timeZone ?? "", formats);
  return formats;
}

/** "Today 18:30", "Tomorrow 09:00", "Sat 28 Nov 15:00": a card's kick-off, day and clock time, in `timeZone`. */
export function kickOffTime(matchDate: string, now: Date, timeZone?: string): string {
  const formats = formatsFor(timeZone);
  const at = new Date(matchDate);
  const key = formats.key.format(at);
  const day =
    key === formats.key.format(now)
      ? "Today"
      : key === formats.key.format(new Date(now.getTime() + 86_400_000))
        ? "Tomorrow"
        : formats.shortDay.format(at);
  return `${day} ${formats.time.format(at)}`;
}

/** The player's time zone as the browser names it (Europe/Berlin), for the page to say which it used. */
export function playerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Matches grouped by the day of their kick-off in `timeZone` (the browser's when left out), days and
 * matches in the order given (the server's: soonest first), each match with its local kick-off time.
 */
export function kickOffDays<T extends { matchDate: string }>(matches: readonly T[], now: Date, timeZone?: string): KickOffDay<T>[] {
  const formats = formatsFor(timeZone);
  const today = formats.key.format(now);
  const tomorrow = formats.key.format(new Date(now.getTime() + 86_400_000));
  const days = new Map<string, KickOffDay<T>>();
  for (const match of matches) {
    const at = new Date(match.matchDate);
    const key = formats.key.format(at);
    let day = days.get(key);
    if (!day) {
      const date = formats.day.format(at);
      day = { key, label: key === today ? `Today · ${date}` : key === tomorrow ? `Tomorrow · ${date}` : date, matches: [] };
      days.set(key, day);
    }
    day.matches.push({ ...match, time: formats.time.format(at) });
  }
  return [...days.values()];
}
