import { formatDecimal, formatPercent } from "@shared/i18n/format";
import { DEFAULT_LOCALE, type Locale } from "@shared/i18n/locales";

// The client's formatters in one place: credits and counts, and dates (in the player's zone unless
// told otherwise), shared with the server's texts so both write them alike (docs/decisions.md).
export { formatCount, formatCredits, formatDate, formatDateTime, formatDecimal, formatPercent, formatWholePercent } from "@shared/i18n/format";

/** Fixed decimals, or an em dash when the figure does not exist yet (an oracle's RPS before any result). */
export function formatFixed(value: number | null, digits: number, locale: Locale = DEFAULT_LOCALE): string {
  return value === null ? "—" : formatDecimal(value, digits, locale);
}

/**
 * A percentage the API sends as an English decimal string, such as an oracle's accuracy "75.0" or a
 * player's win rate "62.5" (docs/rules.md#oracle-stats, #win-rate): one decimal and "%", "75.0%" in
 * English as always, the language's own way elsewhere ("75,0%", German "75,0 %").
 */
export function formatPercentText(percent: string, locale: Locale = DEFAULT_LOCALE): string {
  const value = Number(percent);
  return Number.isFinite(value) ? formatPercent(value, locale) : "-";
}

/**
 * A probability (0-1) as a percentage with one decimal (the prediction chain's chances, in millionths, have
 * formatChance in shared/sealed-forecast.ts); below a tenth of a percent a chance still there reads "<0.1%",
 * never "0.0%", which would say it is gone (docs/rules.md#can-i-still-win, #season-questions).
 */
export function formatProbability(chance: number, locale: Locale = DEFAULT_LOCALE): string {
  const percent = chance * 100;
  return percent > 0 && percent < 0.05 ? `<${formatPercent(0.1, locale)}` : formatPercent(percent, locale);
}
