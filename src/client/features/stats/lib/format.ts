import { decimal } from "../../../components/track-record/format";
import type { Locale } from "@shared/i18n/locales";

/** Points per match with one decimal; 0.0 before the first match. */
export function pointsPerMatch(totalPoints: number, totalMatches: number, locale: Locale = "en"): string {
  return decimal(totalMatches > 0 ? totalPoints / totalMatches : 0, 1, locale);
}
