import { and, eq, inArray, sql } from "drizzle-orm";
import { MAX_REMINDERS_PER_DAY } from "../../shared/constants";
import { DEFAULT_LEAD_MINUTES } from "../../shared/reminders";
import { queryRows, type Db } from "../platform/db/client";
import { pushSubscriptions } from "../platform/db/schema";
import type { Mailer } from "../platform/mail/mailer";
import { beforeDeadline, deadlineError } from "./deadline";
import { fixtureText, reminderText } from "./notification-text";
import { accountLocale } from "../../shared/i18n/locales";
import type { ResolveHost } from "./push-endpoints";
import { devicesOf, sendPush, type PushKeys } from "./push.service";
import { reminderEmail } from "./reminder-email";

/** The longest lead a player can choose: matches further off than this are not looked at. */
const LONGEST_LEAD_MINUTES = 1440;
/** A delivery tried this many times (each claim counts, a crashed instance's too) is given up. */
const MAX_ATTEMPTS = 5;

/**
 * Writes the reminders now due, in one statement: for each player with reminders on, the upcoming
 * matches within their lead time (and still before kick-off) that they backed or picked, that are
 * featured, that belong to a competition they follow, or that are featured or followed and not picked
 * by them (as of this statement), by the ways they chose for each group; and, in the bell, the
 * matches a player asked for from the match page, whatever their groups. Each
 * (player, match) is claimed once in match_reminders, with its bell notification and its e-mail
 * delivery in the same statement, so a restart or a second instance never reminds twice; at most
 * MAX_REMINDERS_PER_DAY a player in 24 hours, asked matches first, then the soonest
 * (docs/rules.md#reminders). Lead times are the calendar's: `speed` is the simulated league's speed-up
 * (1 for real fixtures), so an hour's lead at SIM_SPEED 60 is a minute. Returns how many it wrote.
 */
export async function createReminders(db: Db, now = new Date(), speed = 1): Promise<number> {
  const at = now.toISOString();
  const horizon = new Date(now.getTime() + (LONGEST_LEAD_MINUTES * 60_000) / speed).toISOString();
  const minute = sql.raw(`interval '${60 / speed} seconds'`);
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
        or followed_in_app or followed_email or followed_push or unpicked_in_app or unpicked_email or unpicked_push
    ),
    asked as (
      select r.user_id, r.match_id from reminder_requests r join soon s on s.id = r.match_id
    ),
    backed as (
      select b.user_id, b.match_id from bets b join soon s on s.id = b.match_id
      union
      select k.user_id, k.match_id from match_picks k join soon s on s.id = k.match_id
    ),
    candidates as (
      select g.user_id, s.id as match_id, s.match_date, coalesce(p.lead_minutes, ${DEFAULT_LEAD_MINUTES}) as lead_minutes,
        bool_or(g.kind = 'asked' or g.kind = 'backed' and p.backed_in_app or g.kind = 'featured' and p.featured_in_app or g.kind = 'followed' and p.followed_in_app
          or g.kind = 'unpicked' and p.unpicked_in_app) as in_app,
        bool_or(g.kind = 'backed' and p.backed_email or g.kind = 'featured' and p.featured_email or g.kind = 'followed' and p.followed_email
          or g.kind = 'unpicked' and p.unpicked_email) as email,
        bool_or(g.kind = 'backed' and p.backed_push or g.kind = 'featured' and p.featured_push or g.kind = 'followed' and p.followed_push
          or g.kind = 'unpicked' and p.unpicked_push) as push,
        bool_or(g.kind = 'unpicked') as unpicked,
        bool_or(g.kind = 'asked') as asked
      from (
        select user_id, match_id, 'asked' as kind from asked
        union all
        select user_id, match_id, 'backed' from backed
        union all
        select p.user_id, s.id, 'featured' from prefs p join soon s on s.featured where p.featured_in_app or p.featured_email or p.featured_push
        union all
        select p.user_id, s.id, 'followed' from prefs p join soon s on s.league_id = any(p.followed_leagues) where p.followed_in_app or p.followed_email or p.followed_push
        union all
        -- Of the matches the two groups above choose, those the player has no pick for, checked here: a
        -- pick made before this statement means no nudge; all open matches would be every league's.
        select p.user_id, s.id, 'unpicked' from prefs p join soon s on s.featured or s.league_id = any(p.followed_leagues)
        where (p.unpicked_in_app or p.unpicked_email or p.unpicked_push)
          and not exists (select 1 from match_picks k where k.user_id = p.user_id and k.match_id = s.id)
      ) g
      -- Players with a group on, or who asked for a match: the lead is theirs, or the default before any save.
      join (select user_id from prefs union select user_id from asked) who on who.user_id = g.user_id
      left join notification_preferences p on p.user_id = g.user_id
      join soon s on s.id = g.match_id
      where s.match_date <= ${at}::timestamptz + coalesce(p.lead_minutes, ${DEFAULT_LEAD_MINUTES}) * ${minute}
        and not exists (select 1 from match_reminders r where r.user_id = g.user_id and r.match_id = g.match_id)
      group by g.user_id, s.id, s.match_date, p.lead_minutes
    ),
    capped as (
      select c.*, row_number() over (partition by c.user_id order by c.asked desc, c.match_date, c.match_id) as place,
        -- What the reminder says: the calendar's minutes actually left (a reminder chosen late says so), at least one.
        greatest(1, ceil(extract(epoch from (c.match_date - ${at}::timestamptz)) * ${speed}::float8 / 60))::int as minutes_left,
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
      insert into notifications (user_id, kind, match_id, amount, detail, created_at)
      select c.user_id, 'kickoff_reminder', c.match_id, w.minutes_left, case when w.unpicked then 'unpicked' end, ${at}::timestamptz
      from claimed c join capped w on w.user_id = c.user_id and w.match_id = c.match_id where w.in_app
    ),
    sent_out as (
      insert into reminder_deliveries (user_id, match_id, channel, lead_minutes, unpicked)
      select c.user_id, c.match_id, ch.channel, w.minutes_left, w.unpicked
      from claimed c join capped w on w.user_id = c.user_id and w.match_id = c.match_id
      cross join (values ('email'), ('push')) as ch(channel)
      where ch.channel = 'email' and w.email or ch.channel = 'push' and w.push
    )
    select count(*)::int as n from claimed`,
  );
  return Number(written?.n ?? 0);
}

interface ClaimedDelivery {
  id: number;
  /** This claim's attempt: the outcome is written only if no later claim (after the lease ran out) took the row. */
  attempts: number;
  channel: "email" | "push";
  user_id: number;
  match_id: number;
  lead_minutes: number;
  /** Written for a match the player had not picked (the unpicked group). */
  unpicked: boolean;
  /** The player's pick now ("2-1"), or null: a reminder never asks for a pick that exists. */
  pick: string | null;
  email: string | null;
  email_verified: boolean;
  username: string;
  /** The player's account language (users.locale): null is English. */
  locale: string | null;
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
  /** The push services the operator added to the browsers' own (PUSH_SERVICE_HOSTS). */
  pushServiceHosts: readonly string[];
  /** How push services' names resolve (tests answer with addresses to refuse); the system's by default. */
  resolveHost?: ResolveHost;
  /** Replaces the deliveries' deadlines (tests wait less than a push service would be given). */
  deadlineMs?: number;
}

/** All of a push (every device of the player at once) must be over within this. */
const PUSH_DEADLINE_MS = 10_000;
/** SMTP servers may pause before their greeting on purpose (against spam): an e-mail gets longer. */
const EMAIL_DEADLINE_MS = 30_000;
/**
 * A claimed delivery is this instance's for this long, well past either deadline; an instance that dies
 * mid-send leaves a lease that runs out, and another instance takes the delivery again (an attempt).
 */
const LEASE_SECONDS = 60;
/** A failed delivery waits this long before it is tried again, on a later pass. */
const RETRY_AFTER_SECONDS = 60;
/** Deliveries sent at once in a pass: a push service that never answers holds up only its own. */
const WORKERS = 4;

/**
 * Sends the pending reminders (e-mail, push), each in three steps so that no transaction is open while
 * an outside server answers (or does not): one statement claims a delivery with a lease (`for update
 * skip locked`, so another instance skips it) and counts the attempt; the message goes, under one
 * deadline; one short write records the outcome. On one PGlite connection a transaction held across a
 * send would stall every request for as long as the send (docs/decisions.md). One whose match has
 * kicked off, whose player turned that way off (or has no proven address, for e-mail), or that this
 * server cannot send is dropped, never sent late; a failed one is tried again a minute later, up to
 * five attempts. Returns how many went.
 */
export async function deliverReminders(db: Db, senders: ReminderSenders, now = new Date(), limit = 20): Promise<number> {
  // One claim first, alone: most passes find nothing, and each worker's claim is a statement (four a pass, once a
  // second at SIM_SPEED 300, were the costliest statement of an idle sped-up server). The others join only once there is mail.
  const first = limit > 0 ? await claimDelivery(db) : undefined;
  if (!first) return 0;
  let waiting: ClaimedDelivery | undefined = first;
  let left = limit - 1;
  const next = async () => {
    const claimed = waiting;
    waiting = undefined;
    if (claimed || left <= 0) return claimed;
    left -= 1;
    return claimDelivery(db);
  };
  let sent = 0;
  const worker = async () => {
    for (let delivery = await next(); delivery; delivery = await next()) {
      if ((await deliver(db, senders, delivery, now)) === "sent") sent += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(WORKERS, limit) }, worker));
  return sent;
}

/** Takes the oldest pending delivery nobody holds, in one statement, with what its message needs. */
async function claimDelivery(db: Db): Promise<ClaimedDelivery | undefined> {
  const [row] = await queryRows<ClaimedDelivery>(
    db,
    sql`with next as (
        select id from reminder_deliveries
        where sent_at is null and dropped_at is null and attempts < ${MAX_ATTEMPTS} and (leased_until is null or leased_until <= now())
        order by id limit 1
        for update skip locked
      ),
      claimed as (
        update reminder_deliveries d set leased_until = now() + ${LEASE_SECONDS} * interval '1 second', attempts = d.attempts + 1
        from next where d.id = next.id
        returning d.id, d.attempts, d.channel, d.user_id, d.match_id, d.lead_minutes, d.unpicked
      )
      select c.id, c.attempts, c.channel, c.user_id, c.match_id, c.lead_minutes, u.email, u.email_verified, u.username, u.locale,
        c.unpicked, (select k.home || '-' || k.away from match_picks k where k.user_id = c.user_id and k.match_id = c.match_id) as pick,
        p.backed_email or p.featured_email or p.followed_email or p.unpicked_email as wants_email,
        p.backed_push or p.featured_push or p.followed_push or p.unpicked_push as wants_push,
        m.home_team, m.away_team, m.match_date, m.status
      from claimed c
      join users u on u.id = c.user_id
      join matches m on m.id = c.match_id
      left join notification_preferences p on p.user_id = c.user_id`,
  );
  return row;
}

async function deliver(db: Db, senders: ReminderSenders, row: ClaimedDelivery, now: Date): Promise<"sent" | "dropped" | "failed"> {
  const late = row.status !== "upcoming" || new Date(row.match_date).getTime() <= now.getTime();
  const mail = row.channel === "email" && senders.mail && row.wants_email && row.email && row.email_verified ? senders.mail : undefined;
  const push = row.channel === "push" && row.wants_push ? senders.push : undefined;
  if (late || (!mail && !push)) {
    await db.execute(
      sql`update reminder_deliveries set dropped_at = ${now.toISOString()}::timestamptz, leased_until = null where id = ${row.id} and attempts = ${row.attempts}`,
    );
    return "dropped";
  }
  let failure: Error | undefined;
  let forget: number[] = [];
  if (mail) {
    const deadlineMs = senders.deadlineMs ?? EMAIL_DEADLINE_MS;
    const signal = AbortSignal.timeout(deadlineMs);
    try {
      await beforeDeadline(mail.mailer.send(reminderEmail({ ...row, email: row.email! }, mail.publicUrl, mail.secret)), signal);
    } catch (err) {
      failure = deadlineError(err, signal, deadlineMs, "the mail server");
    }
  } else if (push) {
    const deadlineMs = senders.deadlineMs ?? PUSH_DEADLINE_MS;
    const signal = AbortSignal.timeout(deadlineMs);
    const outcome = await sendPush(await devicesOf(db, row.user_id), push, reminderPush(row), {
      signal,
      namedHosts: senders.pushServiceHosts,
      resolveHost: senders.resolveHost,
    });
    forget = outcome.forget;
    // A message that reached one of the player's devices is sent; the others' failures are not retried.
    if (outcome.delivered === 0 && outcome.failure) failure = deadlineError(outcome.failure, signal, deadlineMs, "the push service");
  }
  await db.transaction(async (tx) => {
    if (forget.length > 0) {
      await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, row.user_id), inArray(pushSubscriptions.id, forget)));
    }
    await tx.execute(
      failure
        ? sql`update reminder_deliveries set leased_until = now() + ${RETRY_AFTER_SECONDS} * interval '1 second',
            last_error = ${failure.message.slice(0, 500)} where id = ${row.id} and attempts = ${row.attempts}`
        : sql`update reminder_deliveries set sent_at = ${now.toISOString()}::timestamptz, leased_until = null
            where id = ${row.id} and attempts = ${row.attempts}`,
    );
  });
  return failure ? "failed" : "sent";
}

/** A reminder as a push message, in the player's account language: what the notification shows and the page its click opens. */
function reminderPush(r: {
  match_id: number;
  home_team: string;
  away_team: string;
  lead_minutes: number;
  unpicked: boolean;
  pick: string | null;
  locale: string | null;
}) {
  const locale = accountLocale(r.locale);
  return { ...reminderText(fixtureText(r.home_team, r.away_team, locale), r.lead_minutes, r.pick, r.unpicked, locale), link: `/match/${r.match_id}` };
}
