import type { SigninBody, SignupBody } from "../../shared/api/auth";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { badRequest, conflict, HttpError, unauthorized } from "../http/errors";
import type { ReferralOrigin } from "../referrals/referral-farming";
import { applyReferral } from "../referrals/referral.service";
import { createUser, findUserByEmail, findUserById, usernameTaken, type UserRow } from "../users/user.service";
import { isCommonPassword } from "./common-passwords";
import { DUMMY_HASH, hashPassword, verifyPassword } from "./password";
import { clearFailedSignIns, recordFailedSignIn, refuseLockedAccount } from "./sign-in-throttle";

const WRONG_CREDENTIALS = "Wrong e-mail or password";

export class AuthService {
  constructor(private readonly db: Db) {}

  /** The origin is where the request came from, for a ?ref= code's farming check. */
  async signup(body: SignupBody, origin: ReferralOrigin): Promise<UserRow> {
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
        });
        if (body.referralCode) {
          // A stale, bad or farmed (429) ?ref= code must not cost the visitor their sign-up: apply
          // it in a savepoint and keep the account either way.
          try {
            await tx.transaction((inner) => applyReferral(inner, user.id, body.referralCode!, origin));
            return (await findUserById(tx, user.id)) ?? user;
          } catch (err) {
            if (!(err instanceof HttpError)) throw err;
          }
        }
        return user;
      })
      .catch((err: unknown) => {
        // Two sign-ups racing for one e-mail or username: the unique index decides.
        if (isUniqueViolation(err)) throw conflict("An account with that e-mail or username already exists");
        throw err;
      });
  }

  /**
   * Checks the password; an account that failed too often in a row is refused (429) until its lock
   * passes, even with the right password (sign-in-throttle.ts). Per address, the route's rate limit.
   */
  async signin(body: SigninBody): Promise<UserRow> {
    const user = await findUserByEmail(this.db, body.email);
    if (user) await refuseLockedAccount(this.db, user.id);
    const ok = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !user.passwordHash || !ok) {
      if (user) await recordFailedSignIn(this.db, user.id);
      throw unauthorized(WRONG_CREDENTIALS);
    }
    if (user.failedSignIns > 0) await clearFailedSignIns(this.db, user.id);
    return user;
  }
}
