import { openPicksSchema, type OpenPicks } from "../../shared/api/picks";
import type { Db } from "../platform/db/client";
import type { SqlClock } from "../platform/db/sql-clock";
import type { EncodedBody } from "../platform/http/encoded-reply";
import { SHARED_REPLY_MS, SharedReply } from "../platform/http/shared-reply";
import { openMatchSheet, picksOnSheet } from "./pick-sheet.service";

/**
 * GET /api/picks/open for everyone at once. Every arena reads it on opening and again at each kick-off, all within
 * a few seconds, and the open matches are the same for every player: they are read once and kept, and each player's
 * own picks and jokers are read beside them. A player with neither gets the kept sheet as it is, tagged and
 * compressed once. The kept sheet ends at its first kick-off (that match closes with no write), when the sync
 * here writes, and when any instance tells of a state change of a match on it; another instance's import shows
 * within SHARED_REPLY_MS.match.
 */
export class OpenSheet {
  private readonly sheet: SharedReply<OpenPicks>;
  /** The matches on the sheet last built: a state heard for one of them means it may have closed. */
  private onSheet = new Set<number>();

  constructor(
    private readonly db: Db,
    private readonly clock: SqlClock,
  ) {
    this.sheet = new SharedReply(
      openPicksSchema,
      SHARED_REPLY_MS.match,
      async () => {
        const sheet = await openMatchSheet(db, clock);
        this.onSheet = new Set(sheet.matches.map((m) => m.matchId));
        return sheet;
      },
      (sheet) => {
        const first = sheet.matches[0];
        return first ? Date.parse(first.matchDate) : undefined;
      },
    );
  }

  /** The caller's sheet: the kept one as it is (`shared`) when they have no pick on it and no joker ahead. */
  async read(userId: number): Promise<{ shared: EncodedBody } | { own: OpenPicks }> {
    const { value: sheet, body } = await this.sheet.read();
    const { picks, jokers } = await picksOnSheet(
      this.db,
      userId,
      sheet.matches.map((m) => m.matchId),
      this.clock,
    );
    if (picks.size === 0 && jokers.length === 0) return { shared: body };
    return { own: { ...sheet, matches: sheet.matches.map((m) => ({ ...m, pick: picks.get(m.matchId) ?? null })), jokers } };
  }

  /** The sync wrote here: the sheet is read again. */
  invalidate(): void {
    this.sheet.invalidate();
  }

  /** A match's state changed on some instance: if it is on the sheet, it may have kicked off or been postponed. */
  matchChanged(matchId: number): void {
    if (this.onSheet.has(matchId)) this.sheet.invalidate();
  }
}
