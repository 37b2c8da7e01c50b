import { purgeOldPasswordResets } from "../auth/password-reset.service";
import { purgeExpiredSessions } from "../auth/session.service";
import { purgeOldSignInFailures } from "../auth/sign-in-throttle";
import type { Db } from "../platform/db/client";
import { purgeOldNotifications } from "../notifications/notifications.service";
import { purgeStaleViewers } from "../live/viewers.service";

export interface PurgeReport {
  notifications: number;
  sessions: number;
  /** Password reset rows past a day: spent, expired or never sent. */
  passwordResets: number;
  /** Sign-in failure counts a day past their last failure. */
  signInFailures: number;
  viewers: number;
}

/**
 * Deletes the rows that only ever accumulate: notifications past their 90 days, expired sessions,
 * password reset rows and sign-in failure counts past a day, and viewers long gone. The sync leader runs it on a schedule, so
 * one instance does it at a time.
 */
export async function purgeExpiredRows(db: Db, now = new Date()): Promise<PurgeReport> {
  return {
    notifications: await purgeOldNotifications(db, now),
    sessions: await purgeExpiredSessions(db, now),
    passwordResets: await purgeOldPasswordResets(db, now),
    signInFailures: await purgeOldSignInFailures(db, now),
    viewers: await purgeStaleViewers(db, now),
  };
}
