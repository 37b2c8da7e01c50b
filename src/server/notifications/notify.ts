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

/** A banter entry's opening words of a post: one line, at most 100 characters. The post's text runs through once. */
const banterExcerpt = (body: SQL) =>
  sql`(select case when char_length(line) > 100 then left(line, 99) || '…' else line end
    from (select regexp_replace(${body}, '\\s+', ' ', 'g') as line) one_line)`;

/**
 * Tells every other member of a league that its banter moved on (docs/rules.md#banter): one bell entry per player and
 * league counts the posts since they last read it, names the newest post's writer with its opening words, and each
 * post makes it unread again. A step of the post's own statement: `post` is the name of its step, which returns the
 * new row of league_posts.
 */
export function noticeBanter(post: string): SQL {
  // The quote is made once for the post, then written for each member.
  return sql`insert into notifications as n (user_id, kind, league_id, other_user_id, amount, detail)
    select m.user_id, 'league_banter', p.league_id, p.user_id, 1, p.quote
    from (select league_id, user_id, ${banterExcerpt(sql`body`)} as quote from ${sql.raw(post)}) p
      join league_members m on m.league_id = p.league_id and m.user_id <> p.user_id
    on conflict (user_id, league_id) where kind = 'league_banter' do update
      set amount = case when n.read_at is null then n.amount + 1 else 1 end, other_user_id = excluded.other_user_id,
        detail = excluded.detail, read_at = null, changed_at = now()`;
}

/**
 * A deleted post's words leave the bell: an entry that quotes it keeps its count and writer and loses the quote. A step
 * of the deletion's statement: `post` is the name of its step, which returns the deleted row of league_posts.
 */
export function unquoteBanter(post: string): SQL {
  return sql`update notifications n set detail = null
    from (select league_id, user_id, ${banterExcerpt(sql`body`)} as quote from ${sql.raw(post)}) p
    where n.kind = 'league_banter' and n.league_id = p.league_id and n.other_user_id = p.user_id and n.detail = p.quote`;
}

/** The player read their league's banter: its bell entry is read. A step of the read's statement. */
export function banterRead(userId: number, leagueId: number): SQL {
  return sql`update notifications set read_at = now()
    where user_id = ${userId} and league_id = ${leagueId} and kind = 'league_banter' and read_at is null returning id`;
}
