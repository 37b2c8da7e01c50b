import { eq, sql } from "drizzle-orm";
import type { Preferences, PreferencesReply } from "../../shared/api/notifications";
import { NO_REMINDERS } from "../../shared/reminders";
import { queryRows, type Db } from "../db/client";
import { notificationPreferences, pushSubscriptions } from "../db/schema";
import { badRequest, conflict } from "../http/errors";
import type { UserRow } from "../users/user.service";

type PreferenceRow = typeof notificationPreferences.$inferSelect;

/** Nothing until the player chooses: no reminder in the bell, by e-mail or by push, an hour's lead once they do. */
const QUIET: Preferences = {
  leadMinutes: 60,
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

async function competitions(db: Db): Promise<PreferencesReply["competitions"]> {
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`select league_id as id, min(league_name) as name from matches group by league_id order by min(league_name)`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
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
}

function replyOf(preferences: Preferences, email: string | null, push: string | null, list: PreferencesReply["competitions"]): PreferencesReply {
  return { preferences, email: { available: email === null, reason: email }, push: { available: push === null, reason: push }, competitions: list };
}

export async function preferencesOf(db: Db, user: UserRow, channels: Channels): Promise<PreferencesReply> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, user.id));
  return replyOf(
    fromRow(row),
    emailUnavailable(user, channels.mailerConfigured),
    await pushUnavailable(db, user.id, channels.pushConfigured),
    await competitions(db),
  );
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
  const list = await competitions(db);
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
  return replyOf(fromRow(saved), reason, noPush, list);
}

/** The unsubscribe link's work: no more e-mail reminders, the rest as it was. */
export async function stopEmail(db: Db, userId: number): Promise<void> {
  await db
    .update(notificationPreferences)
    .set({ backedEmail: false, featuredEmail: false, followedEmail: false, unpickedEmail: false, updatedAt: new Date() })
    .where(eq(notificationPreferences.userId, userId));
}
