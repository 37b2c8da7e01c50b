import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../platform/db/client";
import { isUniqueViolation } from "../platform/db/errors";
import { identities, sessions, users } from "../platform/db/schema";
import { HttpError } from "../platform/http/errors";
import { forgetPushDevices } from "../notifications/push.service";
import type { LeagueJoinOutcome } from "../../shared/api/auth";
import { joinOnSignUp } from "../leagues/leagues.service";
import type { ReferralOrigin } from "../referrals/referral-farming";
import { applyReferral } from "../referrals/referral.service";
import { createUser, findUserByEmail, uniqueUsername, type UserRow } from "../users/user.service";
import type { ProviderId, ProviderProfile } from "../platform/providers/sign-in/oauth-providers";

export interface ProviderSignIn {
  provider: ProviderId;
  profile: ProviderProfile;
  /** A pending ?ref= code and where the request came from; applied only when this sign-in creates the account. */
  referral?: { code: string; origin: ReferralOrigin } | undefined;
  /** A league invite opened before sign-up; joined only when this sign-in creates the account. */
  leagueInvite?: string | undefined;
}

export interface ProviderSignInResult {
  user: UserRow;
  created: boolean;
  /** An unverified local account went to the address's owner: its sessions and push devices ended. */
  tookOver: boolean;
  /** What became of the league invite, when this sign-in made the account and carried one. */
  leagueJoin?: LeagueJoinOutcome;
}

/**
 * Finds or creates the account behind an outside identity (docs/decisions.md#accounts-and-sessions): an identity already linked
 * signs in to its user; a verified e-mail matching an account links to it; otherwise a new account
 * is made. Two first sign-ins racing meet at the unique indexes; the loser looks again once.
 */
export async function signInWithProvider(db: Db, input: ProviderSignIn): Promise<ProviderSignInResult> {
  try {
    return await db.transaction((tx) => findOrCreate(tx, input));
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return db.transaction((tx) => findOrCreate(tx, input));
  }
}

async function findOrCreate(tx: Tx, { provider, profile, referral, leagueInvite }: ProviderSignIn): Promise<ProviderSignInResult> {
  const [linked] = await tx
    .select({ user: users })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.provider, provider), eq(identities.subject, profile.subject)));
  if (linked) return { user: linked.user, created: false, tookOver: false };

  const identity = { provider, subject: profile.subject, email: profile.email };
  // Only an address the provider vouches for may claim an existing account or be stored on a new one.
  const verifiedEmail = profile.emailVerified ? profile.email : null;
  if (verifiedEmail) {
    const existing = await findUserByEmail(tx, verifiedEmail);
    if (existing) {
      await tx.insert(identities).values({ ...identity, userId: existing.id });
      if (existing.emailVerified) return { user: existing, created: false, tookOver: false };
      // Whoever typed this address at a local sign-up never proved it; the provider just did. The
      // account goes to the address's owner: the unproven password, its sessions and the devices
      // that hear its notifications end here.
      const [claimed] = await tx.update(users).set({ emailVerified: true, passwordHash: null }).where(eq(users.id, existing.id)).returning();
      await tx.delete(sessions).where(eq(sessions.userId, existing.id));
      await forgetPushDevices(tx, existing.id);
      return { user: claimed ?? existing, created: false, tookOver: true };
    }
  }

  const wish = profile.username ?? profile.name ?? profile.email?.split("@")[0];
  const user = await createUser(tx, {
    username: await uniqueUsername(tx, wish),
    email: verifiedEmail,
    emailVerified: verifiedEmail !== null,
    passwordHash: null,
    firstName: profile.firstName,
    lastName: profile.lastName,
    profileImageUrl: profile.picture,
  });
  await tx.insert(identities).values({ ...identity, userId: user.id });
  if (referral) {
    // As at sign-up: a stale, bad or farmed code must not cost the visitor their account.
    try {
      await tx.transaction((inner) => applyReferral(inner, user.id, referral.code, referral.origin));
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
    }
  }
  if (leagueInvite) return { user, created: true, tookOver: false, leagueJoin: await joinOnSignUp(tx, user.id, leagueInvite) };
  return { user, created: true, tookOver: false };
}
