import type { FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "./errors";

/** The session cookie: the auth capability sets and resolves it; pages and the API description only name it. */
export const SESSION_COOKIE = "pl_session";

/**
 * Who made the request, as far as the platform needs to know: enough to check access. The auth capability
 * resolves it from the session cookie and widens it to the whole account (auth.plugin.ts), so the
 * capabilities read every column while the platform never imports them.
 */
export interface RequestUser {
  id: number;
  isAdmin: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, resolved once per request from the session cookie. */
    user: RequestUser | undefined;
    /**
     * The session row's id behind the cookie, on a route whose own statement checks the session
     * (`sessionInStatement`): there `user` may come from a session checked in the last minute.
     */
    sessionId: string | undefined;
  }
}

/** The signed-in user, or a 401 for everyone else. */
export function requireUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The signed-in user and their session's id, on a `sessionInStatement` route: the handler's statement must
 * check that the session is still live (auth's `sessionLive`), and answer 401 when it is not.
 */
export function requireSession(request: FastifyRequest): { user: RequestUser; sessionId: string } {
  const user = requireUser(request);
  if (request.sessionId === undefined) throw new Error("requireSession on a route without sessionInStatement");
  return { user, sessionId: request.sessionId };
}

/** Signed out: 401. Signed in without admin access: 403. Admin is decided with the session, per request. */
export function requireAdmin(request: FastifyRequest): RequestUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden("Admins only");
  return user;
}
