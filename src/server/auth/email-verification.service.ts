import { and, eq, gt, sql } from "drizzle-orm";
import { PRODUCT_NAME } from "../../shared/constants";
import { accountLocale } from "../../shared/i18n/locales";
import type { Db } from "../platform/db/client";
import { emailVerifications, users } from "../platform/db/schema";
import { badRequest, conflict, HttpError, notFound } from "../platform/http/errors";
import { mailWords } from "../platform/mail/mail-words";
import type { Mailer } from "../platform/mail/mailer";
import type { UserRow } from "../users/user.service";
import { hashToken, newLinkToken } from "./link-token";

/** A link proves the address for a day; a new link can be asked for once a minute. */
const LINK_TTL_MS = 24 * 60 * 60 * 1000;
const RESEND_AFTER_S = 60;

/**
 * Confirmation of a local account's e-mail address by a link sent to it. Only a proven address can
 * carry admin through ADMIN_EMAILS (admin-access.ts); a provider's verified address is proven at
 * sign-in and needs no link.
 */
export class EmailVerification {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer | undefined,
    private readonly publicUrl: string,
  ) {}

  get enabled(): boolean {
    return this.mailer !== undefined;
  }

  /** Sends a fresh link to the player's address, in their account's language; refuses when there is nothing to confirm. */
  async sendLink(user: UserRow): Promise<{ message: string }> {
    // Like a sign-in provider that is not configured: the feature is not there (404), not broken.
    if (!this.mailer) throw notFound("This server does not send e-mail; ask an admin to confirm your account");
    if (!user.email) throw badRequest("Your account has no e-mail address to confirm");
    if (user.emailVerified) throw conflict("Your e-mail address is already confirmed");
    const [recent] = await this.db
      .select({ id: emailVerifications.id })
      .from(emailVerifications)
      .where(and(eq(emailVerifications.userId, user.id), sql`${emailVerifications.createdAt} > now() - make_interval(secs => ${RESEND_AFTER_S})`))
      .limit(1);
    if (recent) throw new HttpError(429, "A confirmation link was sent less than a minute ago; check your inbox");

    const { token, id } = newLinkToken();
    await this.db.insert(emailVerifications).values({
      id,
      userId: user.id,
      email: user.email.toLowerCase(),
      expiresAt: new Date(Date.now() + LINK_TTL_MS),
    });
    const t = mailWords(accountLocale(user.locale));
    await this.mailer.send({
      to: user.email,
      subject: t("confirm.subject", { product: PRODUCT_NAME }),
      text:
        `${t("hello", { username: user.username })}\n\n` +
        `${t("confirm.open")}\n\n` +
        `${this.publicUrl}/verify-email?token=${token}\n\n` +
        `${t("confirm.ignore", { product: PRODUCT_NAME })}\n`,
    });
    return { message: `We sent a confirmation link to ${user.email}` };
  }

  /**
   * Marks the address proven when the token is live and the account still has the address it was
   * sent to. Every link of that account is spent.
   */
  async confirm(token: string): Promise<{ message: string }> {
    return this.db.transaction(async (tx) => {
      const [link] = await tx
        .select()
        .from(emailVerifications)
        .where(and(eq(emailVerifications.id, hashToken(token)), gt(emailVerifications.expiresAt, new Date())))
        .for("update");
      if (!link) throw badRequest("This confirmation link has expired or was already used; ask for a new one from your profile");
      const [user] = await tx
        .update(users)
        .set({ emailVerified: true })
        .where(and(eq(users.id, link.userId), sql`lower(${users.email}) = ${link.email}`))
        .returning({ email: users.email });
      await tx.delete(emailVerifications).where(eq(emailVerifications.userId, link.userId));
      if (!user) throw badRequest("This confirmation link is for an address your account no longer has");
      return { message: `Your e-mail address ${user.email ?? ""} is confirmed` };
    });
  }
}
