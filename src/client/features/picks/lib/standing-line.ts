import type { Prophets } from "@shared/api/picks";
import type { LeaguePeriod } from "@shared/season";
import type { Locale } from "@shared/i18n/locales";
import { formatCount } from "../../../lib/format";
import type { PicksText } from "../messages";

/**
 * Where the caller stands in the Prophets table for the period ("this week"). With nothing scored yet
 * it counts the picks on their way to the table, so a player who picked sees them coming; only with
 * none of either does it say no pick is scored (docs/rules.md#prophets).
 */
export function standingLine(table: Pick<Prophets, "you" | "players" | "waiting">, period: LeaguePeriod, t: PicksText, locale: Locale): string {
  if (table.you) {
    const { rank } = table.you;
    // The season's table ranks by pick points plus season questions' points (docs/rules.md#season-questions).
    const points = table.you.points + table.you.questionPoints;
    return t("standing.you", {
      rank,
      rankShown: formatCount(rank, locale),
      players: formatCount(table.players, locale),
      points,
      pointsShown: formatCount(points, locale),
      period,
    });
  }
  if (table.waiting > 0) return t("standing.waiting", { count: table.waiting, shown: formatCount(table.waiting, locale) });
  return t("standing.none", { period });
}
