import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../platform/db/client";
import { preparedOnce } from "../platform/db/prepared";
import { sessions, users } from "../platform/db/schema";
import type { UserRow } from "../users/user.service";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Rolling expiry is pushed forward at most this often, to keep reads free of writes. */
const EXTEND_AFTER_MS = 24 * 60 * 60 * 1000;
/** How often a user's last-seen time is written ("Online Now" counts the last 5 minutes). */
const SEEN_GRANULARITY_MS = 60 * 1000;

/** A session row is keyed by the SHA-256 of its cookie token, never the token itself. */
export const sessionIdOf = (token: string) => createHash("sha256").update(token).digest("hex");

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(db: Db, userId: number): Promise<NewSession> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ id: sessionIdOf(token), userId, expiresAt });
  return { token, expiresAt };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)));
}

export interface ResolvedSession {
  user: UserRow;
  /** Set when the expiry moved and the cookie should be re-sent with it. */
  renewedUntil: Date | undefined;
}

/**
 * Every request under /api resolves its session, so the lookup is built once per database and
 * reused (a third of its cost under load was drizzle rebuilding the same SQL). It still reads the
 * database each time: the user row (credits, the admin flag) must be current on every request.
 */
const lookup = preparedOnce((db) =>
  db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder("id")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .prepare("resolve_session"),
);

/** The signed-in user behind a cookie token, or undefined. Extends the 30-day rolling expiry. */
export async function resolveSession(db: Db, token: string): Promise<ResolvedSession | undefined> {
  const id = sessionIdOf(token);
  const now = new Date();
  const [row] = await lookup(db).execute({ id, now: now.toISOString() });
  if (!row) return undefined;
  let renewedUntil: Date | undefined;
  if (row.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - EXTEND_AFTER_MS) {
    renewedUntil = new Date(now.getTime() + SESSION_TTL_MS);
    await db.update(sessions).set({ expiresAt: renewedUntil }).where(eq(sessions.id, id));
  }
  if (now.getTime() - row.user.lastSeenAt.getTime() > SEEN_GRANULARITY_MS) {
    await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, row.user.id));
  }
  return { user: row.user, renewedUntil };
}

/**
 * The step a statement takes to check the session itself, on a route whose user may come from a session
 * checked in the last minute (`sessionInStatement` in auth.plugin.ts): true while the session is live and the
 * user's, judged at `at` (the process's time, as `resolveSession` judges it). One index probe in the statement the
 * route runs anyway, where a lookup would be a round trip of its own.
 */
export function sessionLive(sessionId: SQLWrapper, userId: SQLWrapper, at: SQLWrapper): SQL {
  return sql`exists (select 1 from ${sessions} where id = ${sessionId} and user_id = ${userId} and expires_at > ${at}::timestamptz)`;
}

/** Deletes sessions past their expiry (a sign-in loop would otherwise fill the table); returns how many. */
export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const gone = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return gone.length;
}
