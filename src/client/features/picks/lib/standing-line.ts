import type { Prophets } from "@shared/api/picks";
import { formatCount } from "../../../lib/format";
import { ordinal } from "./ordinal";

/**
 * Where the caller stands in the Prophets table for the period (`words`: "this week"). With nothing
 * scored yet it counts the picks on their way to the table, so a player who picked sees them coming;
 * only with none of either does it say no pick is scored (docs/rules.md#prophets).
 */
export function standingLine(table: Pick<Prophets, "you" | "players" | "waiting">, words: string): string {
  if (table.you) {
    const { rank, points } = table.you;
    return `You are ${ordinal(rank)} of ${formatCount(table.players)} with ${formatCount(points)} ${points === 1 ? "point" : "points"} ${words}.`;
  }
  if (table.waiting > 0) {
    return `${formatCount(table.waiting)} ${table.waiting === 1 ? "pick" : "picks"} waiting for results.`;
  }
  return `You have no scored pick ${words} yet: picks count once their match is over.`;
}
