import { DEFAULT_LOCALE, type Locale } from "@shared/i18n/locales";

// The client's formatters in one place: credits and counts, and dates (in the player's zone unless
// told otherwise), shared with the server's texts so both write them alike (docs/decisions.md).
export { formatCount, formatCredits, formatDate, formatDateTime } from "@shared/i18n/format";

const percentFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * accuracyPercent arrives as a string such as "75.0"; shown with one decimal and "%" (docs/rules.md#oracle-stats):
 * "75.0%" in English as always, the language's own way elsewhere ("75,0%", German "75,0 %").
 */
export function formatAccuracy(accuracyPercent: string, locale: Locale = DEFAULT_LOCALE): string {
  const value = Number(accuracyPercent);
  if (!Number.isFinite(value)) return "-";
  if (locale === "en") return `${value.toFixed(1)}%`;
  let format = percentFormats.get(locale);
  if (!format)
    percentFormats.set(locale, (format = new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 })));
  return format.format(value / 100);
}
