import type { Locale } from "@shared/i18n/locales";

/** `value` with exactly `digits` decimals, in the language's own decimal mark (English as toFixed writes it). */
export function decimal(value: number, digits: number, locale: Locale = "en"): string {
  if (locale === "en") return value.toFixed(digits);
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** Fixed decimals, or an em dash when the figure does not exist yet. */
export function fixed(value: number | null, digits: number, locale: Locale = "en"): string {
  return value === null ? "—" : decimal(value, digits, locale);
}

/** A percentage with one decimal: 54.3% (54,3 % in German, as that language writes it). */
export function percent(value: number, locale: Locale = "en"): string {
  if (locale === "en") return `${value.toFixed(1)}%`;
  return new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value / 100);
}
