import { z } from "zod";
import { LINK_TOKEN_PATTERN, PASSWORD_LENGTH } from "../account-rules";
import { LOCALES } from "../i18n/locales";
import { AI_NAMES } from "../constants";
import { endpoint } from "./contract";
import { leagueCode } from "./leagues";
import { routes } from "./routes";

export const USERNAME_PATTERN = /^[A-Za-z0-9_-]{3,20}$/;

export const usernameSchema = z
  .string({ error: "Username is required" })
  .trim()
  .regex(USERNAME_PATTERN, "Username must be 3-20 letters, digits, _ or -");

export const emailSchema = z
  .string({ error: "E-mail is required" })
  .trim()
  .max(254, "E-mail is too long")
  .pipe(z.email({ error: "Enter a valid e-mail address" }));

/** NIST SP 800-63B: length, not composition rules; the server also refuses common passwords. */
export const passwordSchema = z
  .string({ error: "Password is required" })
  .min(PASSWORD_LENGTH.min, `Password must be at least ${PASSWORD_LENGTH.min} characters`)
  .max(PASSWORD_LENGTH.max, `Password must be at most ${PASSWORD_LENGTH.max} characters`)
  .refine((password) => password.trim() !== "", "Password cannot be only spaces");

export const signupBody = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  username: usernameSchema,
  /** Minimum age 13 (docs/rules.md#accounts). The sign-up form requires the tick; scripts may omit it, never send false. */
  ageConfirmed: z.literal(true, { error: "You must be 13 or older to play" }).optional(),
  /** A pending ?ref= code carried through sign-up (with or without the PROPHET- prefix). */
  referralCode: z.string().trim().max(40).optional(),
  /** A league invite opened before sign-up: the new player joins that league at once (docs/rules.md#leagues). */
  leagueInvite: leagueCode.optional(),
});
export type SignupBody = z.infer<typeof signupBody>;

export const signinBody = z.strictObject({
  email: z.string({ error: "E-mail is required" }).trim().max(254, "E-mail is too long"),
  password: z.string({ error: "Password is required" }).max(200, "Password is too long"),
});
export type SigninBody = z.infer<typeof signinBody>;

/** The signed-in player, as GET /api/auth/user returns it. */
export const userResponse = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  /** Proven by a provider or a confirmation link; only a proven address can carry admin (ADMIN_EMAILS). */
  emailVerified: z.boolean(),
  profileImageUrl: z.string().nullable(),
  credits: z.number().int(),
  streak: z.number().int(),
  xp: z.number().int(),
  referralCode: z.string(),
  totalReferrals: z.number().int(),
  referralEarnings: z.number().int(),
  referredBy: z.number().int().nullable(),
  createdAt: z.string(),
  /** The public achievement card at /u/{username}: on unless the player turned it off. */
  publicCard: z.boolean(),
  /** The language the player chose for their pages, e-mails and pushes; null while they never chose (the browser's is used). */
  locale: z.enum(LOCALES).nullable(),
  /** The oracle whose call becomes the player's pick at kick-off when they forget one (docs/rules.md#oracle-picks), or null (off). */
  oracleFill: z.enum(AI_NAMES).nullable(),
});
export type User = z.infer<typeof userResponse>;

/**
 * What became of the league invite a sign-up carried: joined (the league to open), or why not: the
 * league is full, closed (or the code changed), or the player is in too many leagues.
 */
export const leagueJoinOutcome = z.discriminatedUnion("joined", [
  z.object({ joined: z.literal(true), leagueId: z.number().int(), name: z.string() }),
  z.object({ joined: z.literal(false), reason: z.enum(["full", "closed", "league_limit"]), message: z.string() }),
]);
export type LeagueJoinOutcome = z.infer<typeof leagueJoinOutcome>;

/** POST /api/auth/signup: the new player, and the invite's outcome when the sign-up carried one. */
export const signupResponse = userResponse.extend({ leagueJoin: leagueJoinOutcome.optional() });
export type SignupResponse = z.infer<typeof signupResponse>;

/** Which sign-in buttons to show: only the configured providers. */
export const providersResponse = z.object({
  providers: z.array(z.object({ id: z.enum(["oidc", "x", "google", "github"]), name: z.string() })),
  /** The server can send e-mail (SMTP_URL), so a local account can confirm its address. */
  emailConfirmation: z.boolean(),
});
export type ProvidersResponse = z.infer<typeof providersResponse>;

/** The token in a link the server e-mails. */
const linkToken = (link: string) =>
  z.string({ error: `The ${link} link is incomplete` }).regex(LINK_TOKEN_PATTERN, `The ${link} link is incomplete or broken`);

/** POST /api/auth/verify-email/confirm: the token from the link in the confirmation e-mail. */
export const confirmEmailBody = z.strictObject({ token: linkToken("confirmation") });
export type ConfirmEmailBody = z.infer<typeof confirmEmailBody>;

/** POST /api/auth/password-reset: the address to e-mail a reset link to, if an account has it. */
export const passwordResetRequestBody = z.strictObject({ email: emailSchema });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBody>;

/** POST /api/auth/password-reset/confirm: the token from the reset e-mail and the new password (sign-up's rules). */
export const resetPasswordBody = z.strictObject({ token: linkToken("reset"), password: passwordSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** PATCH /api/auth/user/settings: what the player chooses to share, their language, and the oracle that picks when they forget. */
export const settingsBody = z
  .strictObject({
    publicCard: z.boolean({ error: "publicCard must be true or false" }).optional(),
    locale: z.enum(LOCALES, { error: `locale must be one of ${LOCALES.join(", ")}` }).optional(),
    oracleFill: z
      .enum(AI_NAMES, { error: `oracleFill must be ${AI_NAMES.join(" or ")}, or null for off` })
      .nullable()
      .optional(),
  })
  .refine((body) => body.publicCard !== undefined || body.locale !== undefined || body.oracleFill !== undefined, {
    error: "Send publicCard, locale or oracleFill",
  });
export type SettingsBody = z.infer<typeof settingsBody>;

export const messageResponse = z.object({ message: z.string() });

/** GET /api/login/:provider?ref=&invite=: a pending referral code and league invite ride along through the provider. */
export const providerParams = z.object({ provider: z.string().max(40) });
export const providerLoginQuery = z.object({
  ref: z.string().trim().max(40, "Referral codes are at most 40 characters").optional(),
  /** A league invite opened before sign-up: a new account joins it at once, as at a local sign-up. */
  invite: leagueCode.optional(),
});

export const authEndpoints = {
  signup: endpoint({ ...routes.auth.signup, body: signupBody, responses: { 201: signupResponse } }),
  signin: endpoint({ ...routes.auth.signin, body: signinBody, responses: { 200: userResponse } }),
  user: endpoint({ ...routes.auth.user, responses: { 200: userResponse } }),
  settings: endpoint({ ...routes.auth.settings, body: settingsBody, responses: { 200: userResponse } }),
  providers: endpoint({ ...routes.auth.providers, responses: { 200: providersResponse } }),
  /** Sends the signed-in player a link that proves their address. */
  sendConfirmation: endpoint({ ...routes.auth.sendConfirmation, responses: { 202: messageResponse } }),
  /** The link's page posts its token here; no session needed, the token is the proof. */
  confirmEmail: endpoint({ ...routes.auth.confirmEmail, body: confirmEmailBody, responses: { 200: messageResponse } }),
  /** E-mails a one-hour reset link when an account has the address; the reply is the same either way. */
  requestPasswordReset: endpoint({ ...routes.auth.requestPasswordReset, body: passwordResetRequestBody, responses: { 202: messageResponse } }),
  /** The reset page posts the link's token and the new password; the account's other sessions end. */
  resetPassword: endpoint({ ...routes.auth.resetPassword, body: resetPasswordBody, responses: { 200: messageResponse } }),
  /** A browser navigation: signs out and redirects (the header's Log out is a link). */
  logoutNavigation: endpoint({ ...routes.auth.logoutNavigation, responses: {} }),
  logout: endpoint({ ...routes.auth.logout, responses: { 204: z.undefined() } }),
  /** Redirects to the provider, or back to the sign-in page with ?error=. */
  providerLogin: endpoint({ ...routes.auth.providerLogin, params: providerParams, query: providerLoginQuery, responses: {} }),
  /** The provider's redirect back, with its own query (code, state or error): a redirect. */
  providerCallback: endpoint({ ...routes.auth.providerCallback, params: providerParams, responses: {} }),
};
