import { and, eq, gt, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import { PRODUCT_NAME } from "../../shared/constants";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../shared/i18n/locales";
import { queryRows, type Db, type Tx } from "../platform/db/client";
import { passwordResets, sessions, users } from "../platform/db/schema";
import { badRequest, conflict, HttpError, notFound } from "../platform/http/errors";
import * as keyed from "../platform/http/keyed-hash";
import { mailWords } from "../platform/mail/mail-words";
import type { Mailer } from "../platform/mail/mailer";
import { forgetPushDevices } from "../notifications/push.service";
import { findUserByEmail, type UserRow } from "../users/user.service";
import { isCommonPassword } from "./common-passwords";
import { hashToken, newLinkToken } from "./link-token";
import { hashPassword } from "./password";
import { forgetFailedSignIns } from "./sign-in-throttle";
import { sessionIdOf } from "./session.service";

/** A reset link works for an hour, once (docs/decisions.md, "Password reset"). */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** Links asked for one address (known or not) in the window; more is refused with 429. */
export const RESETS_PER_ADDRESS = 3;
const RESET_WINDOW_MINUTES = 60;
/** Rows are kept a day, so a spent or expired link says so; after that it is just unknown. */
const KEEP_ROWS_MS = 24 * 60 * 60 * 1000;
/** The first key of the two-key advisory lock that makes requests for one address count in turn. */
const ADDRESS_LOCK_CLASS = 7_318;

const LINK_UNKNOWN = "This reset link is not valid: open the whole link from the e-mail, or ask for a new one";
const LINK_USED = "This reset link was already used: ask for a new one if you need to reset your password again";
const LINK_EXPIRED = "This reset link has expired (a link works for an hour): ask for a new one";
const LINK_MOVED = "This reset link is for an address your account no longer has: ask for a new one";

/**
 * The address a reset link is asked for, keyed under the server secret (with a prefix of its own):
 * requests per address are counted and a link is bound to its address without storing the address.
 */
export const addressKeyOf = (email: string, secret: string) => keyed.addressKey(secret, "password-reset", email);

/**
 * "Forgot password?": a link e-mailed to the account's address sets a new password and ends the
 * account's other sessions. The request answers the same whether or not an account has the
 * address: the same status and words, the same database work, and the mail goes out after the reply.
 */
export class PasswordReset {
  /** Mails on their way; the app waits for them when it closes. */
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly options: {
      mailer: Mailer | undefined;
      publicUrl: string;
      secret: string;
      /** A mail that could not be sent: the reply has gone, so it is logged. */
      onMailError?: (err: unknown) => void;
    },
  ) {}

  /** The mail goes in the account's language, else in `visitorLocale`, the asker's (request-locale.ts). */
  async request(email: string, visitorLocale: Locale = DEFAULT_LOCALE): Promise<{ message: string }> {
    const mailer = this.options.mailer;
    // Like e-mail confirmation without mail: the feature is not there (404), the same for every address.
    if (!mailer) throw notFound("This server does not send e-mail; ask an admin for a password reset link");
    const link = await this.createLink(email, { limited: true });
    if (link) this.sendInBackground(mailer, link.user, link.url, isLocale(link.user.locale) ? link.user.locale : visitorLocale);
    return { message: `If an account uses ${email}, a link to reset its password is on its way. It works for an hour.` };
  }

  /**
   * A reset link for the account with this address, for an admin to pass on (`npm run admin --
   * reset-link`), outside the per-address limit; undefined when no account has the address.
   */
  async linkFor(email: string): Promise<string | undefined> {
    return (await this.createLink(email, { limited: false }))?.url;
  }

  /**
   * Sets the new password when the token is live and the account still has the address it was sent
   * to. Every link of the account is spent, the sign-in locks on its address are lifted on every
   * network, the address counts as proven (like a confirmation link, the mail reached it) and every
   * session of the account but `keepSession` (the browser that reset it, if it was signed in to this
   * account) ends.
   */
  async reset(token: string, password: string, keepSession: string | undefined): Promise<{ userId: number; message: string }> {
    const id = hashToken(token);
    refuseDeadLink(await this.findLink(this.db, id));
    if (isCommonPassword(password)) throw badRequest("This password is too common; choose another");
    // scrypt outside the transaction: on PGlite a transaction holds the only connection.
    const passwordHash = await hashPassword(password);
    const now = new Date();
    const userId = await this.db.transaction(async (tx) => {
      const [link] = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.id, id), isNotNull(passwordResets.userId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
        .returning({ userId: passwordResets.userId, addressKey: passwordResets.addressKey });
      // Spent or expired since the first look (two tabs submitting at once): say which.
      if (!link?.userId) {
        refuseDeadLink(await this.findLink(tx, id));
        throw new HttpError(410, LINK_USED);
      }
      const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, link.userId)).for("update");
      if (!user?.email || addressKeyOf(user.email, this.options.secret) !== link.addressKey) throw conflict(LINK_MOVED);
      await tx.update(users).set({ passwordHash, emailVerified: true }).where(eq(users.id, link.userId));
      await forgetFailedSignIns(tx, user.email, this.options.secret);
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, link.userId), isNull(passwordResets.usedAt)));
      const kept = keepSession ? sessionIdOf(keepSession) : "";
      await tx.delete(sessions).where(and(eq(sessions.userId, link.userId), ne(sessions.id, kept)));
      await forgetPushDevices(tx, link.userId);
      return link.userId;
    });
    return { userId, message: "Your password is changed and your other sessions are signed out. Sign in with your new password." };
  }

  /** Resolves once every mail on its way has been handed to the mail server (or failed). */
  async drain(): Promise<void> {
    await Promise.all([...this.sending]);
  }

  /**
   * Counts the request and stores a link, for an account or (without one, with a token nobody is
   * sent) for the address alone, so both take the same work. Requests for one address count in turn.
   */
  private async createLink(email: string, { limited }: { limited: boolean }): Promise<{ user: UserRow; url: string } | undefined> {
    const addressKey = addressKeyOf(email, this.options.secret);
    const { token, id } = newLinkToken();
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_CLASS}::int, hashtext(${addressKey}))`);
      if (limited) await refuseTooMany(tx, addressKey);
      const user = await findUserByEmail(tx, email);
      await tx.insert(passwordResets).values({ id, addressKey, userId: user?.id ?? null, expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS) });
      return user ? { user, url: `${this.options.publicUrl}/reset-password?token=${token}` } : undefined;
    });
  }

  private async findLink(db: Db | Tx, id: string) {
    const [link] = await db
      .select({ usedAt: passwordResets.usedAt, expiresAt: passwordResets.expiresAt })
      .from(passwordResets)
      .where(and(eq(passwordResets.id, id), isNotNull(passwordResets.userId)));
    return link;
  }

  private sendInBackground(mailer: Mailer, user: UserRow, url: string, locale: Locale): void {
    // Even building the message waits for the next turn of the event loop, once the reply is on its
    // way, so no part of the mail's work lengthens the answer for a known address.
    const sent = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => {
        const t = mailWords(locale);
        return mailer.send({
          to: user.email!,
          subject: t("reset.subject", { product: PRODUCT_NAME }),
          text: `${t("hello", { username: user.username })}\n\n${t("reset.open")}\n\n${url}\n\n${t("reset.once")}\n`,
        });
      })
      .catch((err: unknown) => this.options.onMailError?.(err))
      .finally(() => this.sending.delete(sent));
    this.sending.add(sent);
  }
}

/** Refuses a link that is unknown, spent or past its hour; returns for a live one. */
function refuseDeadLink(link: { usedAt: Date | null; expiresAt: Date } | undefined): void {
  if (!link) throw notFound(LINK_UNKNOWN);
  if (link.usedAt) throw new HttpError(410, LINK_USED);
  if (link.expiresAt.getTime() <= Date.now()) throw new HttpError(410, LINK_EXPIRED);
}

/** 429 with when to try again, once RESETS_PER_ADDRESS links were asked for the address within the window. */
async function refuseTooMany(tx: Tx, addressKey: string): Promise<void> {
  const recent = await queryRows<{ wait_s: number | string }>(
    tx,
    sql`select extract(epoch from created_at + make_interval(mins => ${RESET_WINDOW_MINUTES}) - now()) as wait_s
        from password_resets
        where address_key = ${addressKey} and created_at > now() - make_interval(mins => ${RESET_WINDOW_MINUTES})
        order by created_at desc
        limit ${RESETS_PER_ADDRESS}`,
  );
  if (recent.length < RESETS_PER_ADDRESS) return;
  // A place frees when the oldest of the last few requests leaves the window.
  const minutes = Math.max(1, Math.ceil(Number(recent[recent.length - 1]?.wait_s ?? 0) / 60));
  throw new HttpError(429, `Too many reset links were asked for this address. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
}

/** Deletes reset rows past a day (the sync leader's housekeeping); returns how many. */
export async function purgeOldPasswordResets(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(passwordResets)
    .where(lt(passwordResets.createdAt, new Date(now.getTime() - KEEP_ROWS_MS)))
    .returning({ id: passwordResets.id });
  return gone.length;
}
