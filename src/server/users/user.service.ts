import { customAlphabet } from "nanoid";
import { eq, sql } from "drizzle-orm";
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, REFERRAL_CODE_PREFIX, STARTING_CREDITS } from "../../shared/constants";
import { USERNAME_PATTERN, type SettingsBody, type User } from "../../shared/api/auth";
import { isLocale, type Locale } from "../../shared/i18n/locales";
import type { Db, Tx } from "../platform/db/client";
import { users } from "../platform/db/schema";
import { changeCredits } from "../ledger/ledger";

const codeBody = customAlphabet(REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH);
const usernameSuffix = customAlphabet("0123456789", 4);

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  username: string;
  email: string | null;
  emailVerified: boolean;
  passwordHash: string | null;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
  /** The language the visitor signed up in (their choice or their browser's): their e-mails and pushes use it. */
  locale?: Locale | null;
}

/** Creates a user with a unique referral code and the signup grant, as a ledger row. */
export async function createUser(tx: Tx, input: NewUser): Promise<UserRow> {
  // 31^6 ≈ 887M codes: a clash is rare, and the unique index makes any clash a retry, not a duplicate.
  for (let attempt = 0; attempt < 5; attempt++) {
    const referralCode = REFERRAL_CODE_PREFIX + codeBody();
    const taken = await tx.select({ id: users.id }).from(users).where(eq(users.referralCode, referralCode));
    if (taken.length > 0) continue;
    const [row] = await tx
      .insert(users)
      .values({ ...input, referralCode, credits: 0 })
      .returning();
    if (!row) throw new Error("user insert returned nothing");
    await changeCredits(tx, row.id, STARTING_CREDITS, "signup", null);
    return { ...row, credits: STARTING_CREDITS };
  }
  throw new Error("could not allocate a referral code");
}

export async function findUserByEmail(db: Db | Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export async function findUserById(db: Db | Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function usernameTaken(db: Db | Tx, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  return rows.length > 0;
}

/** A free username built from a provider's name or e-mail, for accounts created by sign-in. */
export async function uniqueUsername(db: Db | Tx, wish: string | null | undefined): Promise<string> {
  let base = (wish ?? "").replace(/[^A-Za-z0-9_-]/g, "").slice(0, 15);
  if (base.length < 3) base = "player";
  if (USERNAME_PATTERN.test(base) && !(await usernameTaken(db, base))) return base;
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = `${base}${usernameSuffix()}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
  throw new Error("could not find a free username");
}

/** The player as the client sees it. Only the owner ever receives this shape. */
export function toUserResponse(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailVerified: row.emailVerified,
    profileImageUrl: row.profileImageUrl,
    credits: row.credits,
    streak: row.streak,
    xp: row.xp,
    referralCode: row.referralCode,
    totalReferrals: row.totalReferrals,
    referralEarnings: row.referralEarnings,
    referredBy: row.referredBy,
    createdAt: row.createdAt.toISOString(),
    publicCard: row.publicCard,
    locale: isLocale(row.locale) ? row.locale : null,
    oracleFill: row.oracleFill,
  };
}

export async function setAdmin(db: Db, email: string, isAdmin: boolean): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ isAdmin })
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .returning({ id: users.id });
  return updated.length > 0;
}

/** The player's own choices, on their own row only. */
export async function updateSettings(db: Db, user: UserRow, settings: SettingsBody): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({ publicCard: settings.publicCard, locale: settings.locale, oracleFill: settings.oracleFill })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}
