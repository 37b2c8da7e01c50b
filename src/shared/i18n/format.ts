import { DEFAULT_LOCALE, type Locale } from "./locales";

// The one formatting module, for the client and the server's texts alike (docs/decisions.md#languages):
// counts, credits and dates in the reader's language, by Intl. English is written as it always was.
//
// Dates in one voice wherever the product does not fix a format (docs/decisions.md): a calendar date
// is "Sat 28 Nov" within the current year and "28 Nov 2025" otherwise; a moment adds its 24-hour clock
// time, with the days next to today named: "Today 18:30", "Yesterday 09:10", "Sat 28 Nov 15:00". In
// pt-BR the same date is "sáb., 28 de nov.", in German "Sa., 28. Nov.".
// Written in `timeZone`: the browser's when left out (the player's own), "UTC" for the days the server
// counts in UTC (league weeks, table periods, seasons), so those never shift a day.

/** English dates are written the British way (day before month); the other languages as their own tag says. */
const intlTag = (locale: Locale) => (locale === "en" ? "en-GB" : locale);

const numberFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * A count in `locale`: "1,250" in English, "1.250" in German and Portuguese, "1250" in Spanish (which
 * groups from five digits), at most three decimals. English is done by hand, as en-US writes it:
 * toLocaleString built an ICU formatter on each call, a visible share of the arena's first render.
 */
export function formatCount(value: number, locale: Locale = DEFAULT_LOCALE): string {
  // String() switches to exponent notation from 1e21: no credit count gets there.
  if (locale !== "en" || !Number.isFinite(value) || Math.abs(value) >= 1e21) {
    let format = numberFormats.get(locale);
    if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale === "en" ? "en-US" : locale, { maximumFractionDigits: 3 })));
    return format.format(value);
  }
  const [whole = "0", fraction] = String(Math.round(Math.abs(value) * 1000) / 1000).split(".");
  const sign = value < 0 ? "-" : "";
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ",")}${fraction ? `.${fraction}` : ""}`;
}

/**
 * Credits with the ₡ sign before the count in every language: "₡10,000", "₡10.000". A won bet is
 * written as its payout, the total returned (docs/decisions.md).
 */
export function formatCredits(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return `₡${formatCount(value, locale)}`;
}

const decimalFormats = new Map<string, Intl.NumberFormat>();

/** `value` with exactly `digits` decimals in the language's decimal mark: "1.50" in English (as toFixed writes it), "1,50". */
export function formatDecimal(value: number, digits: number, locale: Locale = DEFAULT_LOCALE): string {
  if (locale === "en") return value.toFixed(digits);
  const key = `${locale} ${digits}`;
  let format = decimalFormats.get(key);
  if (!format) decimalFormats.set(key, (format = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })));
  return format.format(value);
}

const percentFormats = new Map<Locale, Intl.NumberFormat>();

const wholePercentFormats = new Map<Locale, Intl.NumberFormat>();

/** A percentage (0-100) with one decimal: "54.3%" in English, "54,3%", and German's "54,3 %". */
export function formatPercent(value: number, locale: Locale = DEFAULT_LOCALE): string {
  if (locale === "en") return `${value.toFixed(1)}%`;
  let format = percentFormats.get(locale);
  if (!format)
    percentFormats.set(locale, (format = new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 })));
  return format.format(value / 100);
}

/** A whole percentage (0-100), rounded: "45%" in English (as Math.round wrote it), "45%" in Portuguese, "45 %" in German and Spanish. */
export function formatWholePercent(value: number, locale: Locale = DEFAULT_LOCALE): string {
  const whole = Math.round(value);
  if (locale === "en") return `${whole}%`;
  let format = wholePercentFormats.get(locale);
  if (!format) wholePercentFormats.set(locale, (format = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 })));
  return format.format(whole / 100);
}

export interface DateFormats {
  /** YYYY-MM-DD, a key that compares days and sorts. */
  key: Intl.DateTimeFormat;
  /** "Saturday 12 April", for day headings. */
  day: Intl.DateTimeFormat;
  /** "Saturday". */
  weekday: Intl.DateTimeFormat;
  /** "Sat 12 Apr". */
  shortDay: Intl.DateTimeFormat;
  /** "12 Apr 2025". */
  fullDate: Intl.DateTimeFormat;
  /** "18:30". */
  time: Intl.DateTimeFormat;
  /** "Today", "Tomorrow", "Yesterday" (English keeps its own words; the others ask Intl). */
  nearDays: { today: string; tomorrow: string; yesterday: string };
}

// Building an Intl formatter costs far more than using one: one set per language and zone.
const formatsByZone = new Map<string, DateFormats>();

const ENGLISH_NEAR_DAYS = { today: "Today", tomorrow: "Tomorrow", yesterday: "Yesterday" };

function nearDays(locale: Locale): DateFormats["nearDays"] {
  if (locale === "en") return ENGLISH_NEAR_DAYS;
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  // "hoje", "heute": a word that starts a line is capitalised, as the English is.
  const word = (days: number) => {
    const text = relative.format(days, "day");
    return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  };
  return { today: word(0), tomorrow: word(1), yesterday: word(-1) };
}

export function dateFormats(timeZone?: string, locale: Locale = DEFAULT_LOCALE): DateFormats {
  const cacheKey = `${locale} ${timeZone ?? ""}`;
  const cached = formatsByZone.get(cacheKey);
  if (cached) return cached;
  const tag = intlTag(locale);
  const formats = {
    // en-CA writes dates as YYYY-MM-DD.
    key: new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }),
    day: new Intl.DateTimeFormat(tag, { weekday: "long", day: "numeric", month: "long", timeZone }),
    weekday: new Intl.DateTimeFormat(tag, { weekday: "long", timeZone }),
    shortDay: new Intl.DateTimeFormat(tag, { weekday: "short", day: "numeric", month: "short", timeZone }),
    fullDate: new Intl.DateTimeFormat(tag, { day: "numeric", month: "short", year: "numeric", timeZone }),
    time: new Intl.DateTimeFormat(tag, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }),
    nearDays: nearDays(locale),
  };
  formatsByZone.set(cacheKey, formats);
  return formats;
}

const DAY_MS = 86_400_000;

/** "Sat 28 Nov" in the year of `now`, "28 Nov 2025" in any other, both in `timeZone`. */
export function formatDate(at: Date | string, now: Date, timeZone?: string, locale: Locale = DEFAULT_LOCALE): string {
  const formats = dateFormats(timeZone, locale);
  const when = new Date(at);
  const sameYear = formats.key.format(when).slice(0, 4) === formats.key.format(now).slice(0, 4);
  return sameYear ? formats.shortDay.format(when) : formats.fullDate.format(when);
}

/** "November 2026" (a month as a league's table names it, in UTC, where its periods start). */
export function formatMonth(at: Date | string, locale: Locale = DEFAULT_LOCALE): string {
  return new Intl.DateTimeFormat(intlTag(locale), { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(at));
}

/** "Today 18:30", "Tomorrow 09:00", "Yesterday 21:40", else formatDate's day and the time: "Sat 28 Nov 15:00". */
export function formatDateTime(at: Date | string, now: Date, timeZone?: string, locale: Locale = DEFAULT_LOCALE): string {
  const formats = dateFormats(timeZone, locale);
  const when = new Date(at);
  const key = formats.key.format(when);
  const day =
    key === formats.key.format(now)
      ? formats.nearDays.today
      : key === formats.key.format(new Date(now.getTime() + DAY_MS))
        ? formats.nearDays.tomorrow
        : key === formats.key.format(new Date(now.getTime() - DAY_MS))
          ? formats.nearDays.yesterday
          : formatDate(when, now, timeZone, locale);
  return `${day} ${formats.time.format(when)}`;
}
