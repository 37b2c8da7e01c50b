import { eq, sql } from "drizzle-orm";
import type { Preferences, PreferencesReply } from "../../shared/api/notifications";
import { DEFAULT_LEAD_MINUTES, NO_REMINDERS } from "../../shared/reminders";
import { queryRows, type Db } from "../platform/db/client";
import { sqlNow, type SqlClock } from "../platform/db/sql-clock";
import { notificationPreferences, pushSubscriptions, reminderRequests, users } from "../platform/db/schema";
import { badRequest, conflict, notFound } from "../platform/http/errors";
import { leadText } from "./notification-text";
import { accountLocale, type Locale } from "../../shared/i18n/locales";
import type { UserRow } from "../users/user.service";
import { competitionsList } from "../matches/competitions";

type PreferenceRow = typeof notificationPreferences.$inferSelect;

/** Nothing until the player chooses: no reminder in the bell, by e-mail or by push, an hour's lead once they do. */
const QUIET: Preferences = {
  leadMinutes: DEFAULT_LEAD_MINUTES,
  reminders: NO_REMINDERS,
  followedCompetitions: [],
};

function fromRow(row: PreferenceRow | undefined): Preferences {
  if (!row) return QUIET;
  return {
    leadMinutes: row.leadMinutes as Preferences["leadMinutes"],
    reminders: {
      backed: { inApp: row.backedInApp, email: row.backedEmail, push: row.backedPush },
      featured: { inApp: row.featuredInApp, email: row.featuredEmail, push: row.featuredPush },
      followed: { inApp: row.followedInApp, email: row.followedEmail, push: row.followedPush },
      unpicked: { inApp: row.unpickedInApp, email: row.unpickedEmail, push: row.unpickedPush },
    },
    followedCompetitions: row.followedLeagues,
  };
}

/** Why e-mail reminders cannot be chosen, or null when they can: the server sends mail and the address is proven. */
export function emailUnavailable(user: Pick<UserRow, "email" | "emailVerified">, mailerConfigured: boolean): string | null {
  if (!mailerConfigured) return "This server does not send e-mail";
  if (!user.email) return "Your account has no e-mail address";
  if (!user.emailVerified) return "Confirm your e-mail address on your profile first";
  return null;
}

/** Why push reminders cannot be chosen, or null: the server has keys and one of the player's devices is subscribed. */
async function pushUnavailable(db: Db, userId: number, pushConfigured: boolean): Promise<string | null> {
  if (!pushConfigured) return "This server does not send push notifications";
  const [device] = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).limit(1);
  return device ? null : "Allow notifications on this device first";
}

export interface Channels {
  mailerConfigured: boolean;
  pushConfigured: boolean;
  /** The calendar's speed-up (SIM_SPEED for the simulated league, else 1): lead times are the calendar's. */
  speed: number;
  /** Whose clock says how near a kick-off is (sql-clock.ts). */
  clock: SqlClock;
}

/** The player's lead in real seconds: the calendar's minutes, sped up with it. */
const leadSecondsOf = (preferences: Preferences, channels: Channels) => (preferences.leadMinutes * 60) / channels.speed;

/** The upcoming matches the player asked to be reminded of. */
async function askedMatches(db: Db, userId: number, clock: SqlClock): Promise<number[]> {
  const rows = await queryRows<{ match_id: number }>(
    db,
    sql`select r.match_id from ${reminderRequests} r join matches m on m.id = r.match_id
      where r.user_id = ${userId} and m.status = 'upcoming' and m.match_date > ${sqlNow(clock)} order by m.match_date, r.match_id`,
  );
  return rows.map((r) => Number(r.match_id));
}

async function replyOf(
  db: Db,
  userId: number,
  preferences: Preferences,
  email: string | null,
  push: string | null,
  list: PreferencesReply["competitions"],
  channels: Channels,
): Promise<PreferencesReply> {
  return {
    preferences,
    email: { available: email === null, reason: email },
    push: { available: push === null, reason: push },
    competitions: list,
    askedMatches: await askedMatches(db, userId, channels.clock),
    leadSeconds: leadSecondsOf(preferences, channels),
  };
}

export async function preferencesOf(db: Db, user: UserRow, channels: Channels): Promise<PreferencesReply> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, user.id));
  return replyOf(
    db,
    user.id,
    fromRow(row),
    emailUnavailable(user, channels.mailerConfigured),
    await pushUnavailable(db, user.id, channels.pushConfigured),
    await competitionsList(db),
    channels,
  );
}

/**
 * Asks for a reminder of one match, from its page: in the bell at the player's lead time, whatever
 * their groups, counted in the ten a day (docs/rules.md#reminders). 404 for an unknown match; 409 once
 * its kick-off is nearer than the lead time (the reminder would come at once, or never). Asking twice is
 * one ask. Answers the settings with the asked matches.
 */
export async function remindMatch(db: Db, user: UserRow, matchId: number, channels: Channels): Promise<PreferencesReply> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, user.id));
  const preferences = fromRow(row);
  const leadSeconds = leadSecondsOf(preferences, channels);
  const [asked] = await queryRows<{ match_id: number }>(
    db,
    sql`insert into ${reminderRequests} (user_id, match_id)
      select ${user.id}, m.id from matches m
      where m.id = ${matchId} and m.status = 'upcoming' and m.match_date > ${sqlNow(channels.clock)} + ${leadSeconds}::float8 * interval '1 second'
      on conflict do nothing
      returning match_id`,
  );
  if (!asked) {
    const [match] = await queryRows<{ id: number; asked: boolean }>(
      db,
      sql`select m.id, exists (select 1 from ${reminderRequests} r where r.user_id = ${user.id} and r.match_id = m.id) as asked
        from matches m where m.id = ${matchId}`,
    );
    if (!match) throw notFound("Match not found", "unknown_match");
    if (!match.asked) throw conflict(`Kick-off is less than ${leadText(preferences.leadMinutes)} away: too late for a reminder`, "too_late");
  }
  return preferencesOf(db, user, channels);
}

/**
 * Saves the player's reminders. E-mail only to a proven address on a server that sends mail (409
 * otherwise, in words); competitions must be ones the game has matches of (400). All off is one save.
 */
export async function savePreferences(db: Db, user: UserRow, body: Preferences, channels: Channels): Promise<PreferencesReply> {
  const { backed, featured, followed, unpicked } = body.reminders;
  const groups = [backed, featured, followed, unpicked];
  const reason = emailUnavailable(user, channels.mailerConfigured);
  if (reason && groups.some((g) => g.email)) throw conflict(`${reason}: e-mail reminders cannot be turned on`, "email_unavailable");
  const noPush = await pushUnavailable(db, user.id, channels.pushConfigured);
  if (noPush && groups.some((g) => g.push)) throw conflict(`${noPush}: push reminders cannot be turned on`, "push_unavailable");
  const followedLeagues = [...new Set(body.followedCompetitions)];
  const list = await competitionsList(db);
  const known = new Set(list.map((c) => c.id));
  if (followedLeagues.some((id) => !known.has(id))) throw badRequest("followedCompetitions names a competition the game has no matches of");
  const values = {
    leadMinutes: body.leadMinutes,
    backedInApp: backed.inApp,
    backedEmail: backed.email,
    featuredInApp: featured.inApp,
    featuredEmail: featured.email,
    followedInApp: followed.inApp,
    followedEmail: followed.email,
    backedPush: backed.push,
    featuredPush: featured.push,
    followedPush: followed.push,
    unpickedInApp: unpicked.inApp,
    unpickedEmail: unpicked.email,
    unpickedPush: unpicked.push,
    followedLeagues,
    updatedAt: new Date(),
  };
  // The reply from what was written and what was checked above: nothing is read twice.
  const [saved] = await db
    .insert(notificationPreferences)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values })
    .returning();
  return replyOf(db, user.id, fromRow(saved), reason, noPush, list, channels);
}

/** The unsubscribe link's work: no more e-mail reminders, the rest as it was. */
export async function stopEmail(db: Db, userId: number): Promise<void> {
  await db
    .update(notificationPreferences)
    .set({ backedEmail: false, featuredEmail: false, followedEmail: false, unpickedEmail: false, updatedAt: new Date() })
    .where(eq(notificationPreferences.userId, userId));
}

/** The language an unsubscribe link's e-mails were written in: its player's account language. */
export async function emailLocaleOf(db: Db, userId: number): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return accountLocale(row?.locale);
}
