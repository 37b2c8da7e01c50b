import { sql, type SQL } from "drizzle-orm";
import { POINTS } from "../../shared/constants";
import type { Tx } from "../platform/db/client";
import { matches, matchPicks, notifications } from "../platform/db/schema";

// The steps by which other capabilities tell a player something (docs/architecture.md#one-owner-per-table): the
// notifications capability is the one writer of the bell's rows, and each step runs in the caller's own
// transaction or statement, with the event it tells, so telling costs no round trip of its own.

export type NewNotification = Omit<typeof notifications.$inferInsert, "id" | "readAt" | "createdAt" | "changedAt">;

/** One player's notification, in the caller's transaction. */
export async function notify(tx: Tx, notice: NewNotification): Promise<void> {
  await tx.insert(notifications).values(notice);
}

/** The columns a set of notices fills, by their SQL names. */
export type NoticeColumn = "user_id" | "kind" | "match_id" | "league_id" | "other_user_id" | "amount" | "exact" | "place" | "members" | "detail";

/**
 * Notifications for a set of players, as a step of the caller's statement: `rows` selects the values of
 * `columns` in order, and may read the statement's other steps (the ledger's `moves`, a badge's `awarded`).
 */
export function noticesFrom(columns: readonly NoticeColumn[], rows: SQL): SQL {
  return sql`insert into notifications (${sql.raw(columns.join(", "))}) ${rows}`;
}

/**
 * Tells each player whose pick on the match was scored: one bell entry per player and UTC kick-off day
 * gathers that day's scored picks, their points and exact hits, and each settlement adds its pick to it and
 * makes it unread again (docs/rules.md#notifications). In settlement's transaction, which settles a match
 * once, so adding never counts a pick twice. `counted` is a pick's points as the picks capability sums them
 * (a joker's doubled: picks/pick-sql.ts), handed in since picks call this.
 */
export async function noticePicksScored(tx: Tx, matchId: number, counted: SQL): Promise<void> {
  await tx.execute(sql`
    insert into notifications as n (user_id, kind, day, picks, amount, exact)
    select p.user_id, 'pick_scored', (m.match_date at time zone 'UTC')::date, 1,
      ${counted}, case when p.points = ${POINTS.exact}::int then 1 else 0 end
    from ${matchPicks} p join ${matches} m on m.id = p.match_id
    where p.match_id = ${matchId} and p.points is not null
    on conflict (user_id, day) where kind = 'pick_scored' do update
      set picks = n.picks + 1, amount = n.amount + excluded.amount, exact = n.exact + excluded.exact, read_at = null, changed_at = now()`);
}
