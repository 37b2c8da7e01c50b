import type { LeagueJoinOutcome, SigninBody, SignupBody } from "../../shared/api/auth";
import type { Db } from "../platform/db/client";
import { isUniqueViolation } from "../platform/db/errors";
import { badRequest, conflict, HttpError, unauthorized } from "../platform/http/errors";
import { joinOnSignUp } from "../leagues/leagues.service";
import type { ReferralOrigin } from "../referrals/referral-farming";
import { applyReferral } from "../referrals/referral.service";
import { createUser, findUserByEmail, findUserById, usernameTaken, type UserRow } from "../users/user.service";
import { isCommonPassword } from "./common-passwords";
import { dummyHash, hashPassword, verifyPassword } from "./password";
import { clearFailedSignIns, recordFailedSignIn, refuseLockedAttempt, signInAttempt } from "./sign-in-throttle";
import type { Locale } from "../../shared/i18n/locales";

const WRONG_CREDENTIALS = "Wrong e-mail or password";

export class AuthService {
  constructor(
    private readonly db: Db,
    /** Keys the sign-in throttle's rows (sign-in-throttle.ts). */
    private readonly secret: string,
  ) {}

  /**
   * The origin is where the request came from, for a ?ref= code's farming check. A league invite the
   * body carries is joined in the same transaction; its outcome comes back beside the player.
   */
  async signup(body: SignupBody, origin: ReferralOrigin, locale?: Locale): Promise<{ user: UserRow; leagueJoin?: LeagueJoinOutcome }> {
    if (isCommonPassword(body.password)) throw badRequest("This password is too common; choose another");
    const passwordHash = await hashPassword(body.password);
    return this.db
      .transaction(async (tx) => {
        if (await findUserByEmail(tx, body.email)) throw conflict("An account with that e-mail already exists");
        if (await usernameTaken(tx, body.username)) throw conflict("That username is taken");
        const user = await createUser(tx, {
          username: body.username,
          email: body.email.toLowerCase(),
          emailVerified: false,
          passwordHash,
          locale,
        });
        let signedUp = user;
        if (body.referralCode) {
          // A stale, bad or farmed (429) ?ref= code must not cost the visitor their sign-up: apply
          // it in a savepoint and keep the account either way.
          try {
            await tx.transaction((inner) => applyReferral(inner, user.id, body.referralCode!, origin));
            signedUp = (await findUserById(tx, user.id)) ?? user;
          } catch (err) {
            if (!(err instanceof HttpError)) throw err;
          }
        }
        if (!body.leagueInvite) return { user: signedUp };
        return { user: signedUp, leagueJoin: await joinOnSignUp(tx, user.id, body.leagueInvite) };
      })
      .catch((err: unknown) => {
        // Two sign-ups racing for one e-mail or username: the unique index decides.
        if (isUniqueViolation(err)) throw conflict("An account with that e-mail or username already exists");
        throw err;
      });
  }

  /**
   * Checks the password from the network `ip` belongs to. An address that failed too often in a row
   * from that network is refused (429) until its lock passes, even with the right password, whether or
   * not an account has it: the same reads and writes, the same answers (sign-in-throttle.ts). Per
   * network, the route's rate limit.
   */
  async signin(body: SigninBody, ip: string): Promise<UserRow> {
    const attempt = signInAttempt(body.email, ip, this.secret);
    const failures = await refuseLockedAttempt(this.db, attempt);
    const user = await findUserByEmail(this.db, body.email);
    const ok = await verifyPassword(body.password, user?.passwordHash ?? (await dummyHash()));
    if (!user || !user.passwordHash || !ok) {
      await recordFailedSignIn(this.db, attempt);
      throw unauthorized(WRONG_CREDENTIALS);
    }
    if (failures > 0) await clearFailedSignIns(this.db, attempt);
    return user;
  }
}
