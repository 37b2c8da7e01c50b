import type { UserRow } from "../users/user.service";

/**
 * Who is an admin, decided on every request: an account granted by `npm run admin -- grant`, or
 * one whose e-mail is in ADMIN_EMAILS and proven: a provider marked it verified, or the player
 * followed a confirmation link. An address typed at a local sign-up proves nothing; anyone could
 * type the boss's address in another case (docs/decisions.md, "Admin access").
 */
export function isAdminUser(user: UserRow, adminEmails: readonly string[]): boolean {
  if (user.isAdmin) return true;
  return user.emailVerified && user.email !== null && adminEmails.includes(user.email.toLowerCase());
}

/** The user as routes see it: `isAdmin` holds the decision above. */
export function withAdminAccess(user: UserRow, adminEmails: readonly string[]): UserRow {
  const isAdmin = isAdminUser(user, adminEmails);
  return isAdmin === user.isAdmin ? user : { ...user, isAdmin };
}
