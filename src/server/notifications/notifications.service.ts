import { sql } from "drizzle-orm";
import type { MarkReadBody, NotificationList } from "../../shared/api/notifications";
import { NOTIFICATION_KEEP_DAYS, NOTIFICATIONS_SHOWN } from "../../shared/constants";
import { DEFAULT_LOCALE, type Locale } from "../../shared/i18n/locales";
import { queryRows, type Db, type Tx } from "../platform/db/client";
import { notFound } from "../platform/http/errors";
import { renderNotification, type NotificationRow } from "./notification-text";

async function unreadCount(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from notifications where user_id = ${userId} and read_at is null`);
  return Number(row?.n ?? 0);
}

/**
 * The player's newest notifications, rendered, and how many of all theirs are unread. The latest changed
 * come first: a scored-picks entry that a settlement added to is news again (docs/rules.md#notifications).
 * Written in `locale`, the reader's language.
 */
export async function listNotifications(db: Db, userId: number, locale: Locale = DEFAULT_LOCALE): Promise<NotificationList> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select n.id, n.kind, n.amount, n.detail, n.read_at is not null as read, n.created_at, n.changed_at, n.match_id,
        to_char(n.day, 'YYYY-MM-DD') as day, n.picks, n.exact, n.place, n.members,
        m.home_team, m.away_team, m.actual_score, m.duel_decided_by, m.status = 'cancelled' as cancelled, n.league_id, l.name as league_name, o.username as other_username,
        b.ai_selected, b.stake, case when p.user_id is null then null else p.home || '-' || p.away end as pick
      from notifications n
      left join matches m on m.id = n.match_id
      left join leagues l on l.id = n.league_id
      left join users o on o.id = n.other_user_id
      left join bets b on n.kind = 'bet_settled' and b.user_id = n.user_id and b.match_id = n.match_id
      left join match_picks p on n.kind = 'kickoff_reminder' and p.user_id = n.user_id and p.match_id = n.match_id
      where n.user_id = ${userId}
      order by n.changed_at desc, n.id desc
      limit ${NOTIFICATIONS_SHOWN}`,
  );
  const now = new Date();
  const items = rows.map((r) =>
    renderNotification(
      {
        id: Number(r.id),
        kind: r.kind as NotificationRow["kind"],
        amount: r.amount === null ? null : Number(r.amount),
        detail: r.detail as string | null,
        read: r.read === true,
        createdAt: new Date(r.created_at as string | Date).toISOString(),
        matchId: r.match_id === null ? null : Number(r.match_id),
        homeTeam: r.home_team as string | null,
        awayTeam: r.away_team as string | null,
        actualScore: r.actual_score as string | null,
        leagueId: r.league_id === null ? null : Number(r.league_id),
        leagueName: r.league_name as string | null,
        otherUsername: r.other_username as string | null,
        aiSelected: r.ai_selected as NotificationRow["aiSelected"],
        duelDecidedBy: r.duel_decided_by as NotificationRow["duelDecidedBy"],
        cancelled: r.cancelled === true,
        stake: r.stake === null ? null : Number(r.stake),
        pick: r.pick as string | null,
        day: r.day as string | null,
        picks: r.picks === null ? null : Number(r.picks),
        exact: r.exact === null ? null : Number(r.exact),
        place: r.place === null ? null : Number(r.place),
        members: r.members === null ? null : Number(r.members),
        changedAt: new Date(r.changed_at as string | Date).toISOString(),
      },
      now,
      locale,
    ),
  );
  return { unread: await unreadCount(db, userId), items };
}

/**
 * Marks notifications read: the given ones, all the player's own (an id of someone else's, or none,
 * is 404 and nothing changes), or every one of theirs. Answers the unread count after.
 */
export async function markRead(db: Db, userId: number, body: MarkReadBody): Promise<{ unread: number }> {
  if ("all" in body) {
    await db.execute(sql`update notifications set read_at = now() where user_id = ${userId} and read_at is null`);
    return { unread: await unreadCount(db, userId) };
  }
  const ids = [...new Set(body.ids)];
  const list = sql.join(
    ids.map((id) => sql`${id}::bigint`),
    sql`, `,
  );
  return db.transaction(async (tx) => {
    const [owned] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from notifications where user_id = ${userId} and id in (${list})`,
    );
    if (Number(owned?.n) !== ids.length) throw notFound("Notification not found", "unknown_notification");
    await tx.execute(sql`update notifications set read_at = now() where user_id = ${userId} and id in (${list}) and read_at is null`);
    return { unread: await unreadCount(tx, userId) };
  });
}

/** Deletes notifications past NOTIFICATION_KEEP_DAYS; returns how many. */
export async function purgeOldNotifications(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - NOTIFICATION_KEEP_DAYS * 86_400_000).toISOString();
  const [gone] = await queryRows<{ n: number }>(
    db,
    sql`with gone as (delete from notifications where created_at < ${before}::timestamptz returning 1) select count(*)::int as n from gone`,
  );
  return Number(gone?.n ?? 0);
}
