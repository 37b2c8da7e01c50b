import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../platform/config";
import type { Db } from "../platform/db/client";
import type { UserRow } from "../users/user.service";
import { withAdminAccess } from "./admin-access";
import { SessionCache } from "./session-cache";
import { singleFlight } from "../platform/single-flight";
import { SESSION_COOKIE } from "../platform/http/request-user";
import { createSession, deleteSession, resolveSession, SESSION_TTL_MS, sessionIdOf } from "./session.service";
import { isLocale, LOCALE_COOKIE } from "../../shared/i18n/locales";

/** As long as the client keeps it (client/lib/i18n/language.ts): a year. */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A session this instance checked against the database in the last minute will do (session-cache.ts): the reply
     * is the same for every player, so the route reads request.user only to know the caller is signed in, or the
     * route only records who sent it (an analytics event) and moves nothing a player owns.
     */
    recentSession?: boolean;
    /**
     * The handler's own statement checks the session (a bet: `sessionLive` in session.service.ts), so a session this
     * instance checked in the last minute names the user without a round trip of its own; the statement refuses, and
     * the route answers 401, if that session has ended since. `request.sessionId` carries the row's id.
     */
    sessionInStatement?: boolean;
  }
}

declare module "../platform/http/request-user" {
  // The platform checks access with the id and admin flag; the capabilities read the whole account.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- widened by merging, nothing to add
  interface RequestUser extends UserRow {}
}

export interface SessionCookies {
  /**
   * Starts a new session (rotating away any session the request carried) and sets the cookie; and the
   * `lang` cookie to the account's language, so the pages after sign-in come in it at once.
   */
  signIn(request: FastifyRequest, reply: FastifyReply, user: { id: number; locale: string | null }): Promise<void>;
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The request's session cookie, if it sent one. */
  tokenOf(request: FastifyRequest): string | undefined;
  /** True while the session behind the cookie is live (not ended, not expired), read from the database. */
  alive(token: string): Promise<boolean>;
  /** Forgets the cached sessions of a user whose other sessions were ended (a password reset), but the request's own. */
  forgetOtherSessions(request: FastifyRequest, userId: number): void;
  /** Forgets every cached session of a user whose sessions all ended here (a provider took the account over), on every instance. */
  forgetEndedSessions(userId: number): void;
  /** Forgets every cached session of a user whose sessions another instance ended. */
  forgetUser(userId: number): void;
}

/**
 * `tell` tells every instance (this one too) that a user's sessions ended here, so none answers a shared read
 * from a session it checked before (docs/decisions.md, "Several instances").
 */
export function registerSessions(
  app: FastifyInstance,
  db: Db,
  config: Config,
  tell: (userId: number) => Promise<void> = async () => {},
): SessionCookies {
  const told = (userId: number) =>
    tell(userId).catch((err: unknown) => app.log.error({ err, userId }, "telling the other instances of a sign-out failed"));
  const cookieOptions = {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config.secureCookies,
  };

  const recent = new SessionCache();
  // A session found ended, by a lookup or by a route's own statement: this instance forgets its check and the browser
  // is signed out.
  const ended = (token: string, reply: FastifyReply) => {
    recent.forget(token);
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
  };
  // A page load sends several requests at once with one cookie: they share one lookup (and its one write of
  // last-seen) instead of each reading the session and writing the same row. Only requests in flight together share
  // it; the next request after a reply reads afresh (docs/decisions.md#request-cpu).
  const lookUp = singleFlight((token: string) => resolveSession(db, token));
  app.decorateRequest("user", undefined);
  app.decorateRequest("sessionId", undefined);
  // Callback-style: a shared read answered from the cache costs no promise.
  app.addHook("onRequest", (request, reply, done) => {
    if (!request.url.startsWith("/api/") && !request.url.startsWith("/ws")) return done();
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return done();
    const { recentSession, sessionInStatement } = request.routeOptions.config;
    if (sessionInStatement) request.sessionId = sessionIdOf(token);
    const checked = recentSession || sessionInStatement ? recent.get(token) : undefined;
    if (checked) {
      request.user = withAdminAccess(checked, config.adminEmails);
      return done();
    }
    lookUp(token)
      .then((resolved) => {
        if (!resolved) return ended(token, reply);
        recent.remember(token, resolved.user);
        // Admin is decided on every request, never frozen at sign-up (admin-access.ts).
        request.user = withAdminAccess(resolved.user, config.adminEmails);
        if (resolved.renewedUntil) {
          reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: resolved.renewedUntil });
        }
      })
      .then(() => done(), done);
  });

  // A session the route's statement found ended (signed out on another instance whose signal this one missed).
  app.addHook("onError", (request, reply, error, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token && request.routeOptions.config.sessionInStatement && (error as { statusCode?: number }).statusCode === 401) ended(token, reply);
    done();
  });

  return {
    async signIn(request, reply, { id: userId, locale }) {
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) {
        recent.forget(previous);
        await deleteSession(db, previous);
      }
      const session = await createSession(db, userId);
      reply.setCookie(SESSION_COOKIE, session.token, { ...cookieOptions, maxAge: SESSION_TTL_MS / 1000 });
      // Not HttpOnly: the footer's switch writes it too (client/lib/i18n/language.ts).
      if (isLocale(locale)) reply.setCookie(LOCALE_COOKIE, locale, { ...cookieOptions, httpOnly: false, maxAge: LOCALE_COOKIE_MAX_AGE_S });
    },
    async signOut(request, reply) {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        recent.forget(token);
        await deleteSession(db, token);
        if (request.user) await told(request.user.id);
      }
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    },
    tokenOf: (request) => request.cookies[SESSION_COOKIE],
    alive: async (token) => (await resolveSession(db, token)) !== undefined,
    forgetOtherSessions(request, userId) {
      recent.forgetUser(userId, request.cookies[SESSION_COOKIE]);
      // The request's own session is kept here; elsewhere the user's next shared read checks the database.
      void told(userId);
    },
    forgetEndedSessions(userId) {
      recent.forgetUser(userId);
      void told(userId);
    },
    forgetUser(userId) {
      recent.forgetUser(userId);
    },
  };
}
