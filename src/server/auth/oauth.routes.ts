import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as client from "openid-client";
import { z } from "zod";
import { authEndpoints, type ProvidersResponse } from "../../shared/api/auth";
import type { Config } from "../platform/config";
import type { Db } from "../platform/db/client";
import { notFound } from "../platform/http/errors";
import { contractApp, declared } from "../platform/http/route";
import { referralOrigin } from "../referrals/referral-farming";
import type { SessionCookies } from "./auth.plugin";
import { buildProviders, type ProviderId, type SignInProvider } from "../platform/providers/sign-in/oauth-providers";
import { signInWithProvider } from "./provider-sign-in.service";

export interface OAuthDeps {
  config: Config;
  db: Db;
  sessions: SessionCookies;
}

/** The outside sign-in providers that are configured, for the sign-in page and landing. */
export function configuredProviders(config: Config): ProvidersResponse["providers"] {
  const list: ProvidersResponse["providers"] = [];
  if (config.oidc) list.push({ id: "oidc", name: config.oidc.name });
  if (config.x) list.push({ id: "x", name: "X" });
  if (config.google) list.push({ id: "google", name: "Google" });
  if (config.github) list.push({ id: "github", name: "GitHub" });
  return list;
}

/** Holds one sign-in in flight between the redirect out and the callback. */
const FLOW_COOKIE = "pl_oauth";
const FLOW_TTL_S = 10 * 60;

/** The short codes the sign-in page reads from ?error=; details only go to the log. */
type SignInError = "access_denied" | "state" | "unavailable" | "failed";

const flowState = z.object({
  provider: z.string(),
  state: z.string().min(1),
  verifier: z.string().min(1),
  nonce: z.string().min(1).optional(),
  ref: z.string().max(40).optional(),
  invite: z.string().max(40).optional(),
  /** Epoch ms: the cookie's own expiry is the browser's business, this one is checked here. */
  issuedAt: z.number().int(),
});
type FlowState = z.infer<typeof flowState>;

/**
 * GET /api/login/:provider sends the browser to the provider with state, PKCE (and a nonce for
 * OpenID Connect) kept in a signed cookie; GET /api/callback/:provider checks them through
 * openid-client, exchanges the code and signs the player in (docs/decisions.md#accounts-and-sessions).
 */
export async function oauthRoutes(app: FastifyInstance, deps: OAuthDeps): Promise<void> {
  const { config } = deps;
  const providers = buildProviders(config);
  const cookieOptions = {
    path: "/api/callback",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config.secureCookies,
  };
  const redirectUri = (id: ProviderId) => `${config.publicUrl}/api/callback/${id}`;

  const findProvider = (provider: string): SignInProvider => {
    const found = providers.get(provider);
    if (!found) throw notFound("That sign-in provider is not available");
    return found;
  };

  const fail = (reply: FastifyReply, code: SignInError) => reply.clearCookie(FLOW_COOKIE, cookieOptions).redirect(`/api/login?error=${code}`);

  const api = contractApp(app);

  api.route({
    ...declared(authEndpoints.providerLogin),
    handler: async (request, reply) => {
      const provider = findProvider(request.params.provider);
      const { ref, invite } = request.query;
      let configuration: client.Configuration;
      try {
        configuration = await provider.configuration();
      } catch (err) {
        request.log.warn({ err, provider: provider.id }, "sign-in provider unavailable");
        return fail(reply, "unavailable");
      }
      const flow: FlowState = {
        provider: provider.id,
        state: client.randomState(),
        verifier: client.randomPKCECodeVerifier(),
        issuedAt: Date.now(),
        ...(provider.oidc ? { nonce: client.randomNonce() } : {}),
        ...(ref ? { ref } : {}),
        ...(invite ? { invite } : {}),
      };
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri(provider.id),
        scope: provider.scope,
        state: flow.state,
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: "S256",
      };
      if (flow.nonce) parameters.nonce = flow.nonce;
      const target = client.buildAuthorizationUrl(configuration, parameters);
      reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), { ...cookieOptions, signed: true, maxAge: FLOW_TTL_S });
      return reply.redirect(target.href);
    },
  });

  api.route({
    ...declared(authEndpoints.providerCallback),
    handler: async (request, reply) => {
      const provider = findProvider(request.params.provider);
      const flow = readFlow(request);
      // The response as the provider sent it: our registered redirect URI plus its query, so the
      // redirect_uri openid-client sends with the code matches the one in the authorization request.
      const queryAt = request.url.indexOf("?");
      const currentUrl = new URL(redirectUri(provider.id) + (queryAt >= 0 ? request.url.slice(queryAt) : ""));
      const returned = currentUrl.searchParams;
      if (!flow || flow.provider !== provider.id || returned.get("state") !== flow.state) {
        request.log.warn({ provider: provider.id, hasFlow: !!flow }, "sign-in callback with a missing or wrong state");
        return fail(reply, "state");
      }
      if (returned.has("error")) {
        const error = returned.get("error")?.slice(0, 100);
        request.log.info({ provider: provider.id, error }, "sign-in refused at the provider");
        return fail(reply, error === "access_denied" ? "access_denied" : "failed");
      }

      let signedIn: { id: number; locale: string | null };
      let landing = "/";
      try {
        const configuration = await provider.configuration();
        const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          ...(flow.nonce ? { expectedNonce: flow.nonce } : {}),
        });
        const profile = await provider.profile(configuration, tokens);
        const { user, created, tookOver, leagueJoin } = await signInWithProvider(deps.db, {
          provider: provider.id,
          profile,
          referral: flow.ref ? { code: flow.ref, origin: referralOrigin(request.ip, deps.config.sessionSecret) } : undefined,
          leagueInvite: flow.invite,
        });
        signedIn = user;
        // A league joined on the way in opens at once, saying so (docs/rules.md#leagues); a refused
        // invite is left to the app's return to the invite, whose page says why.
        if (leagueJoin?.joined) landing = `/leagues/${leagueJoin.leagueId}?joined`;
        // The account's earlier sessions are gone from the database; no instance reads them from its cache either.
        if (tookOver) deps.sessions.forgetEndedSessions(user.id);
        request.log.info({ provider: provider.id, userId: user.id, created }, "signed in with provider");
      } catch (err) {
        request.log.warn({ err, provider: provider.id }, "sign-in with provider failed");
        return fail(reply, "failed");
      }
      reply.clearCookie(FLOW_COOKIE, cookieOptions);
      await deps.sessions.signIn(request, reply, signedIn);
      return reply.redirect(landing);
    },
  });
}

/** The signed flow cookie, or undefined when it is missing, tampered with or malformed. */
function readFlow(request: FastifyRequest): FlowState | undefined {
  const raw = request.cookies[FLOW_COOKIE];
  if (!raw || raw.length > 4096) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid) return undefined;
  try {
    const parsed = flowState.safeParse(JSON.parse(unsigned.value));
    if (!parsed.success || Date.now() - parsed.data.issuedAt > FLOW_TTL_S * 1000) return undefined;
    return parsed.data;
  } catch {
    return undefined;
  }
}
