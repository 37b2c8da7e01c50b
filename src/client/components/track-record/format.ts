import { formatDecimal, formatPercent } from "../../lib/format";
import type { Locale } from "@shared/i18n/locales";

// The track record's figures, through the one formatting module (lib/format.ts).
export { formatDecimal as decimal, formatPercent as percent };

/** Fixed decimals, or an em dash when the figure does not exist yet. */
export function fixed(value: number | null, digits: number, locale: Locale = "en"): string {
  return value === null ? "—" : formatDecimal(value, digits, locale);
}
