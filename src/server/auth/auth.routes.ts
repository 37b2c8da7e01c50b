import type { FastifyInstance } from "fastify";
import { signinBody, signupBody, type ProvidersResponse } from "../../shared/api/auth";
import { parseInput } from "../http/errors";
import { referralOrigin } from "../referrals/referral-farming";
import { toUserResponse } from "../users/user.service";
import type { SessionCookies } from "./auth.plugin";
import { requireUser } from "./auth.plugin";
import type { AuthService } from "./auth.service";

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
  const limited = deps.rateLimitPerMinute
    ? { config: { rateLimit: { max: deps.rateLimitPerMinute, timeWindow: "1 minute" } } }
    : {};

  app.post("/api/auth/signup", limited, async (request, reply) => {
    const body = parseInput(signupBody, request.body);
    const user = await deps.auth.signup(body, referralOrigin(request.ip, deps.addressSecret));
    await deps.sessions.signIn(request, reply, user.id);
    return reply.status(201).send(toUserResponse(user));
  });

  app.post("/api/auth/signin", limited, async (request, reply) => {
    const body = parseInput(signinBody, request.body);
    const user = await deps.auth.signin(body);
    await deps.sessions.signIn(request, reply, user.id);
    return toUserResponse(user);
  });

  app.get("/api/auth/user", async (request) => toUserResponse(requireUser(request)));

  app.get("/api/auth/providers", async (): Promise<ProvidersResponse> => ({ providers: deps.providers, emailConfirmation: deps.emailConfirmation }));

  // SPEC keeps logout a browser navigation (the header's button). A navigation that another site
  // started (a link, a redirect, an image) must not sign the player out, so GET logs out only when
  // the browser says it came from the game itself or from the address bar; anything else goes to a
  // page whose button posts (POST is held to the origin check).
  app.get("/api/logout", async (request, reply) => {
    const site = request.headers["sec-fetch-site"];
    if (site !== "same-origin" && site !== "none") return reply.redirect("/logout");
    await deps.sessions.signOut(request, reply);
    return reply.redirect("/");
  });

  app.post("/api/logout", async (request, reply) => {
    await deps.sessions.signOut(request, reply);
    return reply.status(204).send();
  });
}
