import { sql } from "drizzle-orm";
import { JOKER_MULTIPLIER } from "../../shared/constants";

// Two pieces of SQL every reader of picks shares, so the joker and the league week are written once.

/** The week (Monday 00:00 UTC) a match (as `m`) kicks off in, as the league tables count it (shared/season.ts). */
export const kickOffWeek = sql`date_trunc('week', m.match_date at time zone 'UTC') at time zone 'UTC'`;

/** A scored pick's (as `p`) points as they are summed: a joker's doubled (docs/rules.md#joker). */
export const countedPoints = sql`p.points * case when p.joker_week is null then 1 else ${JOKER_MULTIPLIER}::int end`;
