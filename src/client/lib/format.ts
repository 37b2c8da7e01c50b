import { formatPercent } from "@shared/i18n/format";
import { DEFAULT_LOCALE, type Locale } from "@shared/i18n/locales";

// The client's formatters in one place: credits and counts, and dates (in the player's zone unless
// told otherwise), shared with the server's texts so both write them alike (docs/decisions.md).
export { formatCount, formatCredits, formatDate, formatDateTime, formatDecimal, formatPercent } from "@shared/i18n/format";

/**
 * accuracyPercent arrives as a string such as "75.0"; shown with one decimal and "%" (docs/rules.md#oracle-stats):
 * "75.0%" in English as always, the language's own way elsewhere ("75,0%", German "75,0 %").
 */
export function formatAccuracy(accuracyPercent: string, locale: Locale = DEFAULT_LOCALE): string {
  const value = Number(accuracyPercent);
  return Number.isFinite(value) ? formatPercent(value, locale) : "-";
}
