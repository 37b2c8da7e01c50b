import { eq, sql } from "drizzle-orm";
import type { Preferences, PreferencesReply } from "../../shared/api/notifications";
import { queryRows, type Db } from "../db/client";
import { notificationPreferences } from "../db/schema";
import { badRequest, conflict } from "../http/errors";
import type { UserRow } from "../users/user.service";

type PreferenceRow = typeof notificationPreferences.$inferSelect;

/** Nothing until the player chooses: no reminder in the bell or by e-mail, an hour's lead once they do. */
const QUIET: Preferences = {
  leadMinutes: 60,
  reminders: { backed: { inApp: false, email: false }, featured: { inApp: false, email: false }, followed: { inApp: false, email: false } },
  followedCompetitions: [],
};

function fromRow(row: PreferenceRow | undefined): Preferences {
  if (!row) return QUIET;
  return {
    leadMinutes: row.leadMinutes as Preferences["leadMinutes"],
    reminders: {
      backed: { inApp: row.backedInApp, email: row.backedEmail },
      featured: { inApp: row.featuredInApp, email: row.featuredEmail },
      followed: { inApp: row.followedInApp, email: row.followedEmail },
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

export async function preferencesOf(db: Db, user: UserRow, mailerConfigured: boolean): Promise<PreferencesReply> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, user.id));
  const reason = emailUnavailable(user, mailerConfigured);
  return { preferences: fromRow(row), email: { available: reason === null, reason }, competitions: await competitions(db) };
}

/**
 * Saves the player's reminders. E-mail only to a proven address on a server that sends mail (409
 * otherwise, in words); competitions must be ones the game has matches of (400). All off is one save.
 */
export async function savePreferences(db: Db, user: UserRow, body: Preferences, mailerConfigured: boolean): Promise<PreferencesReply> {
  const { backed, featured, followed } = body.reminders;
  const reason = emailUnavailable(user, mailerConfigured);
  if (reason && (backed.email || featured.email || followed.email))
    throw conflict(`${reason}: e-mail reminders cannot be turned on`, "email_unavailable");
  const followedLeagues = [...new Set(body.followedCompetitions)];
  const known = new Set((await competitions(db)).map((c) => c.id));
  if (followedLeagues.some((id) => !known.has(id))) throw badRequest("followedCompetitions names a competition the game has no matches of");
  const values = {
    leadMinutes: body.leadMinutes,
    backedInApp: backed.inApp,
    backedEmail: backed.email,
    featuredInApp: featured.inApp,
    featuredEmail: featured.email,
    followedInApp: followed.inApp,
    followedEmail: followed.email,
    followedLeagues,
    updatedAt: new Date(),
  };
  await db
    .insert(notificationPreferences)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
  return preferencesOf(db, user, mailerConfigured);
}

/** The unsubscribe link's work: no more e-mail reminders, the rest as it was. */
export async function stopEmail(db: Db, userId: number): Promise<void> {
  await db
    .update(notificationPreferences)
    .set({ backedEmail: false, featuredEmail: false, followedEmail: false, updatedAt: new Date() })
    .where(eq(notificationPreferences.userId, userId));
}
