import { sql, type SQL } from "drizzle-orm";
import { matches } from "../platform/db/schema";

// When a match's sealed forecasts open and its betting window closes: its kick-off, unless the kick-off
// moved after they had opened (docs/decisions.md#real-football), in which case they stay open from then.

export function revealInstant(match: { matchDate: Date; revealAt: Date | null }): Date {
  if (!match.revealAt || match.revealAt.getTime() > match.matchDate.getTime()) return match.matchDate;
  return match.revealAt;
}

/** revealInstant in SQL, for reads that select it beside a match's columns. */
export const revealInstantSql = sql<Date>`least(coalesce(${matches.revealAt}, ${matches.matchDate}), ${matches.matchDate})`.mapWith(
  matches.matchDate,
);

/** revealInstantSql through a left join from the prediction chain: null on a season question's entry, which has no match. */
export const entryRevealSql = revealInstantSql as SQL<Date | null>;
