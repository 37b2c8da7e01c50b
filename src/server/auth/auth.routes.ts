import type { FastifyInstance } from "fastify";
import { authEndpoints, type ProvidersResponse } from "../../shared/api/auth";
import { contractApp, declared } from "../platform/http/route";
import { guardedLimit } from "../platform/limits/shared-rate-limit";
import { referralOrigin } from "../referrals/referral-farming";
import { toUserResponse } from "../users/user.service";
import type { SessionCookies } from "./auth.plugin";
import { requireUser } from "../platform/http/request-user";
import type { AuthService } from "./auth.service";
import { visitorLocale } from "../platform/i18n/request-locale";

export interface AuthRouteDeps {
  auth: AuthService;
  sessions: SessionCookies;
  providers: ProvidersResponse["providers"];
  /** Whether confirmation e-mails can be sent (SMTP_URL). */
  emailConfirmation: boolean;
  /** Sign-in attempts allowed per address per minute; false turns the limit off. */
  rateLimitPerMinute: number | false;
  /** Keys the address hash for a ?ref= code applied at sign-up (referral-farming.ts). */
  addressSecret: string;
}

export function authRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  const limited = deps.rateLimitPerMinute ? guardedLimit(deps.rateLimitPerMinute, "1 minute") : {};

  const api = contractApp(app);

  api.route({
    ...declared(authEndpoints.signup),
    ...limited,
    handler: async (request, reply) => {
      const { user, leagueJoin } = await deps.auth.signup(request.body, referralOrigin(request.ip, deps.addressSecret), visitorLocale(request));
      await deps.sessions.signIn(request, reply, user);
      return reply.status(201).send({ ...toUserResponse(user), ...(leagueJoin ? { leagueJoin } : {}) });
    },
  });

  api.route({
    ...declared(authEndpoints.signin),
    ...limited,
    handler: async (request, reply) => {
      const user = await deps.auth.signin(request.body, request.ip);
      await deps.sessions.signIn(request, reply, user);
      return toUserResponse(user);
    },
  });

  api.route({ ...declared(authEndpoints.user), handler: async (request) => toUserResponse(requireUser(request)) });

  api.route({
    ...declared(authEndpoints.providers),
    handler: async () => ({ providers: deps.providers, emailConfirmation: deps.emailConfirmation }),
  });

  // Logout is a browser navigation (the header's button). A navigation that another site
  // started (a link, a redirect, an image) must not sign the player out, so GET logs out only when
  // the browser says it came from the game itself or from the address bar; anything else goes to a
  // page whose button posts (POST is held to the origin check).
  api.route({
    ...declared(authEndpoints.logoutNavigation),
    handler: async (request, reply) => {
      const site = request.headers["sec-fetch-site"];
      if (site !== "same-origin" && site !== "none") return reply.redirect("/logout");
      await deps.sessions.signOut(request, reply);
      return reply.redirect("/");
    },
  });

  api.route({
    ...declared(authEndpoints.logout),
    handler: async (request, reply) => {
      await deps.sessions.signOut(request, reply);
      return reply.status(204).send();
    },
  });
}
