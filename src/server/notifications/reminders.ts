import { sql } from "drizzle-orm";
import { MAX_REMINDERS_PER_DAY } from "../../shared/constants";
import { queryRows, type Db } from "../db/client";
import type { Mailer } from "../mail/mailer";
import { leadText } from "./notification-text";
import { sendPush, type PushKeys } from "./push.service";
import { reminderEmail } from "./reminder-email";

/** The longest lead a player can choose: matches further off than this are not looked at. */
const LONGEST_LEAD_MINUTES = 1440;
/** A delivery that failed this many times is dropped. */
const MAX_ATTEMPTS = 5;

/**
 * Writes the reminders now due, in one statement: for each player with reminders on, the upcoming
 * matches within their lead time (and still before kick-off) that they backed or picked, that are
 * featured, or that belong to a competition they follow, by the ways they chose for each group. Each
 * (player, match) is claimed once in match_reminders, with its bell notification and its e-mail
 * delivery in the same statement, so a restart or a second instance never reminds twice; at most
 * MAX_REMINDERS_PER_DAY a player in 24 hours, the soonest matches first. Returns how many it wrote.
 */
export async function createReminders(db: Db, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const horizon = new Date(now.getTime() + LONGEST_LEAD_MINUTES * 60_000).toISOString();
  const [written] = await queryRows<{ n: number }>(
    db,
    sql`
    with soon as (
      select id, match_date, featured, league_id from matches
      where status = 'upcoming' and match_date > ${at}::timestamptz and match_date <= ${horizon}::timestamptz
    ),
    prefs as (
      select * from notification_preferences
      where backed_in_app or backed_email or backed_push or featured_in_app or featured_email or featured_push
        or followed_in_app or followed_email or followed_push
    ),
    backed as (
      select b.user_id, b.match_id from bets b join soon s on s.id = b.match_id
      union
      select k.user_id, k.match_id from match_picks k join soon s on s.id = k.match_id
    ),
    candidates as (
      select p.user_id, s.id as match_id, s.match_date, p.lead_minutes,
        bool_or(g.kind = 'backed' and p.backed_in_app or g.kind = 'featured' and p.featured_in_app or g.kind = 'followed' and p.followed_in_app) as in_app,
        bool_or(g.kind = 'backed' and p.backed_email or g.kind = 'featured' and p.featured_email or g.kind = 'followed' and p.followed_email) as email,
        bool_or(g.kind = 'backed' and p.backed_push or g.kind = 'featured' and p.featured_push or g.kind = 'followed' and p.followed_push) as push
      from (
        select user_id, match_id, 'backed' as kind from backed
        union all
        select p.user_id, s.id, 'featured' from prefs p join soon s on s.featured where p.featured_in_app or p.featured_email or p.featured_push
        union all
        select p.user_id, s.id, 'followed' from prefs p join soon s on s.league_id = any(p.followed_leagues) where p.followed_in_app or p.followed_email or p.followed_push
      ) g
      join prefs p on p.user_id = g.user_id
      join soon s on s.id = g.match_id
      where s.match_date <= ${at}::timestamptz + p.lead_minutes * interval '1 minute'
        and not exists (select 1 from match_reminders r where r.user_id = g.user_id and r.match_id = g.match_id)
      group by p.user_id, s.id, s.match_date, p.lead_minutes
    ),
    capped as (
      select c.*, row_number() over (partition by c.user_id order by c.match_date, c.match_id) as place,
        -- What the reminder says: the minutes actually left (a reminder chosen late says so), at least one.
        greatest(1, ceil(extract(epoch from (c.match_date - ${at}::timestamptz)) / 60))::int as minutes_left,
        (select count(*) from match_reminders r where r.user_id = c.user_id and r.created_at > ${at}::timestamptz - interval '1 day') as today
      from candidates c where c.in_app or c.email or c.push
    ),
    claimed as (
      insert into match_reminders (user_id, match_id, lead_minutes, created_at)
      select user_id, match_id, lead_minutes, ${at}::timestamptz from capped where today + place <= ${MAX_REMINDERS_PER_DAY}
      on conflict do nothing
      returning user_id, match_id, lead_minutes
    ),
    told as (
      insert into notifications (user_id, kind, match_id, amount, created_at)
      select c.user_id, 'kickoff_reminder', c.match_id, w.minutes_left, ${at}::timestamptz
      from claimed c join capped w on w.user_id = c.user_id and w.match_id = c.match_id where w.in_app
    ),
    sent_out as (
      insert into reminder_deliveries (user_id, match_id, channel, lead_minutes)
      select c.user_id, c.match_id, ch.channel, w.minutes_left
      from claimed c join capped w on w.user_id = c.user_id and w.match_id = c.match_id
      cross join (values ('email'), ('push')) as ch(channel)
      where ch.channel = 'email' and w.email or ch.channel = 'push' and w.push
    )
    select count(*)::int as n from claimed`,
  );
  return Number(written?.n ?? 0);
}

interface PendingDelivery {
  id: number;
  channel: "email" | "push";
  user_id: number;
  match_id: number;
  lead_minutes: number;
  email: string | null;
  email_verified: boolean;
  username: string;
  wants_email: boolean | null;
  wants_push: boolean | null;
  home_team: string;
  away_team: string;
  match_date: Date | string;
  status: string;
}

export interface ReminderSenders {
  mail: { mailer: Mailer; publicUrl: string; secret: string } | undefined;
  push: PushKeys | undefined;
}

/**
 * Sends the pending reminders (e-mail, push), one transaction each: the row is taken under `for
 * update skip locked` (another instance skips it), the message goes, the row is marked sent. One whose
 * match has kicked off, whose player turned that way off (or has no proven address, for e-mail), or
 * that this server cannot send is dropped, never sent late; a failed send is tried again on a later
 * call, up to five times. Returns how many went.
 */
export async function deliverReminders(db: Db, senders: ReminderSenders, now = new Date(), limit = 20): Promise<number> {
  let sent = 0;
  for (let i = 0; i < limit; i++) {
    const outcome = await db.transaction(async (tx) => {
      const [row] = await queryRows<PendingDelivery>(
        tx,
        sql`select d.id, d.channel, d.user_id, d.match_id, d.lead_minutes, u.email, u.email_verified, u.username,
            p.backed_email or p.featured_email or p.followed_email as wants_email,
            p.backed_push or p.featured_push or p.followed_push as wants_push,
            m.home_team, m.away_team, m.match_date, m.status
          from reminder_deliveries d
          join users u on u.id = d.user_id
          join matches m on m.id = d.match_id
          left join notification_preferences p on p.user_id = d.user_id
          where d.sent_at is null and d.dropped_at is null and d.attempts < ${MAX_ATTEMPTS}
          order by d.id limit 1
          for update of d skip locked`,
      );
      if (!row) return "none" as const;
      const late = row.status !== "upcoming" || new Date(row.match_date).getTime() <= now.getTime();
      const mail = row.channel === "email" && senders.mail && row.wants_email && row.email && row.email_verified ? senders.mail : undefined;
      const push = row.channel === "push" && row.wants_push ? senders.push : undefined;
      if (late || (!mail && !push)) {
        await tx.execute(sql`update reminder_deliveries set dropped_at = ${now.toISOString()}::timestamptz where id = ${row.id}`);
        return "dropped" as const;
      }
      try {
        if (mail) await mail.mailer.send(reminderEmail({ ...row, email: row.email! }, mail.publicUrl, mail.secret));
        else if (push) await sendPush(tx, push, row.user_id, reminderPush(row));
      } catch (err) {
        await tx.execute(sql`update reminder_deliveries set attempts = attempts + 1, last_error = ${String(err).slice(0, 500)} where id = ${row.id}`);
        return "failed" as const;
      }
      await tx.execute(sql`update reminder_deliveries set sent_at = ${now.toISOString()}::timestamptz, attempts = attempts + 1 where id = ${row.id}`);
      return "sent" as const;
    });
    // A failure waits for the next call rather than being tried again at once.
    if (outcome === "none" || outcome === "failed") break;
    if (outcome === "sent") sent += 1;
  }
  return sent;
}

/** A reminder as a push message: what the notification shows and the page its click opens. */
function reminderPush(r: { match_id: number; home_team: string; away_team: string; lead_minutes: number }) {
  return {
    title: `${r.home_team} vs ${r.away_team} kicks off in ${leadText(r.lead_minutes)}`,
    body: "Make your pick or back an oracle before kick-off.",
    link: `/match/${r.match_id}`,
  };
}
