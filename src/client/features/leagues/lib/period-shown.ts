import type { LeagueTable } from "@shared/api/leagues";
import { formatDate, formatMonth } from "@shared/i18n/format";
import type { Locale } from "@shared/i18n/locales";
import { seasonYears } from "@shared/season";
import type { LeaguesText } from "../messages";

/**
 * The period a league table shows, by its dates in UTC (periods start in UTC): "Week of Mon 16 Nov", "November 2026",
 * "Season 2025/26".
 */
export function periodShown(table: Pick<LeagueTable, "period" | "from">, t: LeaguesText, locale: Locale, now = new Date()): string {
  const from = new Date(table.from);
  if (table.period === "week") return t("table.weekOf", { date: formatDate(from, now, "UTC", locale) });
  if (table.period === "month") return formatMonth(from, locale);
  return t("table.seasonOf", { years: seasonYears(from) });
}
