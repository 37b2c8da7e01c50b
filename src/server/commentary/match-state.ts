import { eq } from "drizzle-orm";
import type { MatchStateMessage } from "../../shared/api/live";
import type { Db } from "../platform/db/client";
import { matches } from "../platform/db/schema";

type StateColumns = Pick<typeof matches.$inferSelect, "id" | "status" | "actualScore" | "minute">;

/** The /ws match message for a match's row as it stands. */
export function matchStateOf(row: StateColumns): MatchStateMessage {
  return { type: "match", matchId: row.id, status: row.status, actualScore: row.actualScore, minute: row.minute };
}

/** A match's state as stored, or null when there is no such match. */
export async function readMatchState(db: Db, matchId: number): Promise<MatchStateMessage | null> {
  const [row] = await db
    .select({ id: matches.id, status: matches.status, actualScore: matches.actualScore, minute: matches.minute })
    .from(matches)
    .where(eq(matches.id, matchId));
  return row ? matchStateOf(row) : null;
}
