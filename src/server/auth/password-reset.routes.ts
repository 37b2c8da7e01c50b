import type { FastifyInstance } from "fastify";
import { authEndpoints } from "../../shared/api/auth";
import { contractApp, declared } from "../platform/http/route";
import { visitorLocale } from "../platform/i18n/request-locale";
import { guardedLimit } from "../platform/limits/shared-rate-limit";
import type { SessionCookies } from "./auth.plugin";
import type { PasswordReset } from "./password-reset.service";

export interface PasswordResetRouteDeps {
  resets: PasswordReset;
  sessions: SessionCookies;
  rateLimits: boolean;
}

/**
 * Public, like sign-in: the person who forgot their password is signed out. Per network, asking for
 * links is held to 10 in 15 minutes (per address, the service's limit) and using one to 20 a minute.
 */
export function passwordResetRoutes(app: FastifyInstance, deps: PasswordResetRouteDeps): void {
  const limit = (max: number, timeWindow: string) => (deps.rateLimits ? guardedLimit(max, timeWindow) : {});
  const api = contractApp(app);

  api.route({
    ...declared(authEndpoints.requestPasswordReset),
    ...limit(10, "15 minutes"),
    handler: async (request, reply) => reply.status(202).send(await deps.resets.request(request.body.email, visitorLocale(request))),
  });

  api.route({
    ...declared(authEndpoints.resetPassword),
    ...limit(20, "1 minute"),
    handler: async (request) => {
      const { userId, message } = await deps.resets.reset(request.body.token, request.body.password, deps.sessions.tokenOf(request));
      // The ended sessions are gone from the database; this instance's shared-read cache forgets them too.
      deps.sessions.forgetOtherSessions(request, userId);
      return { message };
    },
  });
}
