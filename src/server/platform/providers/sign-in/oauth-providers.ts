import * as client from "openid-client";
import { z } from "zod";
import type { ProvidersResponse } from "../../../../shared/api/auth";
import type { Config } from "../../config";
import { pictureFrom, providerAvatarOrigins } from "./avatar-origins";

// The outside sign-in providers (docs/rules.md#accounts), all driven through openid-client: OpenID Connect
// issuers by discovery, X and GitHub (plain OAuth 2.0) from their documented endpoints.

export type ProviderId = ProvidersResponse["providers"][number]["id"];

/** Who signed in, in the provider's own terms, cleaned up for account matching. */
export interface ProviderProfile {
  subject: string;
  /** Lower-cased; present only when it looks like an e-mail address. */
  email: string | null;
  emailVerified: boolean;
  /** A handle to build the username from (login, preferred_username), when the provider has one. */
  username: string | null;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  /** Only from the provider's own avatar host, the one the CSP's img-src allows (avatar-origins.ts). */
  picture: string | null;
}

export type TokenResponse = Awaited<ReturnType<typeof client.authorizationCodeGrant>>;

export interface SignInProvider {
  id: ProviderId;
  /** OpenID Connect providers also get a nonce and return an ID Token. */
  oidc: boolean;
  scope: string;
  /** The openid-client configuration: discovered on first use and kept; a failure is retried next time. */
  configuration(): Promise<client.Configuration>;
  /** Reads the signed-in identity from the token response (and the provider's user endpoints). */
  profile(configuration: client.Configuration, tokens: TokenResponse): Promise<ProviderProfile>;
}

const REQUEST_TIMEOUT_S = 10;

/** The configured providers by id; nothing is fetched until a sign-in starts. */
export function buildProviders(config: Config): Map<string, SignInProvider> {
  const providers = new Map<string, SignInProvider>();
  if (config.oidc) {
    providers.set("oidc", oidcProvider("oidc", config.oidc.issuerUrl, config.oidc.clientId, config.oidc.clientSecret));
  }
  if (config.x) providers.set("x", xProvider(config.x.clientId, config.x.clientSecret, config.x.authBaseUrl));
  if (config.google) {
    providers.set("google", oidcProvider("google", config.google.issuerUrl, config.google.clientId, config.google.clientSecret));
  }
  if (config.github) {
    providers.set("github", githubProvider(config.github.clientId, config.github.clientSecret, config.github.authBaseUrl));
  }
  return providers;
}

/** Caches a configuration promise; a rejected one is dropped so the next sign-in tries again. */
function cached(load: () => Promise<client.Configuration>): () => Promise<client.Configuration> {
  let pending: Promise<client.Configuration> | undefined;
  return () => {
    if (!pending) {
      const attempt = load();
      pending = attempt;
      attempt.catch(() => {
        if (pending === attempt) pending = undefined;
      });
    }
    return pending;
  };
}

/** Plain http is refused by openid-client; it is allowed only for http:// endpoints (local test servers). */
const isInsecure = (url: string) => new URL(url).protocol === "http:";

function clientAuth(secret: string | undefined): client.ClientAuth {
  return secret ? client.ClientSecretBasic(secret) : client.None();
}

function explicitConfiguration(metadata: client.ServerMetadata, clientId: string, auth: client.ClientAuth): client.Configuration {
  const configuration = new client.Configuration(metadata, clientId, undefined, auth);
  configuration.timeout = REQUEST_TIMEOUT_S;
  if (isInsecure(metadata.issuer)) client.allowInsecureRequests(configuration);
  return configuration;
}

// ---- OpenID Connect (any issuer, Google) ----

const text = (max: number) => z.string().trim().min(1).max(max).optional().catch(undefined);

const oidcClaims = z.object({
  sub: z.string().min(1).max(255),
  email: text(254),
  email_verified: z
    .union([z.boolean(), z.enum(["true", "false"])])
    .optional()
    .catch(undefined),
  name: text(200),
  given_name: text(100),
  family_name: text(100),
  preferred_username: text(100),
  picture: text(2048),
});

function oidcProvider(id: ProviderId, issuerUrl: string, clientId: string, clientSecret: string | undefined): SignInProvider {
  const avatars = id === "google" ? providerAvatarOrigins("google") : issuerUrl.startsWith("https://") ? [new URL(issuerUrl).origin] : [];
  return {
    id,
    oidc: true,
    scope: "openid email profile",
    configuration: cached(() =>
      client.discovery(new URL(issuerUrl), clientId, undefined, clientAuth(clientSecret), {
        timeout: REQUEST_TIMEOUT_S,
        execute: isInsecure(issuerUrl) ? [client.allowInsecureRequests] : [],
      }),
    ),
    async profile(configuration, tokens) {
      const idToken = tokens.claims();
      if (!idToken) throw new Error("the token response carried no ID Token");
      let claims: Record<string, unknown> = { ...idToken };
      // Many issuers put e-mail and profile claims only in the UserInfo reply.
      if (idToken.email === undefined && configuration.serverMetadata().userinfo_endpoint) {
        const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
        claims = { ...userInfo, ...idToken };
      }
      const c = oidcClaims.parse(claims);
      const email = cleanEmail(c.email);
      const split = splitName(c.name);
      return {
        subject: c.sub,
        email,
        emailVerified: !!email && (c.email_verified === true || c.email_verified === "true"),
        username: c.preferred_username ?? null,
        name: c.name ?? null,
        firstName: c.given_name ?? split.firstName,
        lastName: c.family_name ?? (c.given_name ? null : split.lastName),
        picture: pictureFrom(c.picture, avatars),
      };
    },
  };
}

// ---- Sign in with X (OAuth 2.0 + PKCE, no e-mail) ----

const xUserReply = z.object({
  data: z.object({
    id: z.string().min(1).max(64),
    name: text(200),
    username: text(100),
    profile_image_url: text(2048),
  }),
});

function xProvider(clientId: string, clientSecret: string | undefined, authBaseUrl: string | undefined): SignInProvider {
  const site = trimSlash(authBaseUrl ?? "https://x.com");
  const api = trimSlash(authBaseUrl ?? "https://api.x.com");
  const userUrl = `${api}/2/users/me?user.fields=profile_image_url`;
  return {
    id: "x",
    oidc: false,
    scope: "users.read tweet.read",
    configuration: cached(async () =>
      explicitConfiguration(
        {
          issuer: site,
          authorization_endpoint: `${site}/i/oauth2/authorize`,
          token_endpoint: `${api}/2/oauth2/token`,
          code_challenge_methods_supported: ["S256"],
        },
        clientId,
        clientAuth(clientSecret),
      ),
    ),
    async profile(configuration, tokens) {
      const reply = await client.fetchProtectedResource(configuration, tokens.access_token, new URL(userUrl), "GET");
      if (!reply.ok) throw new Error(`X user lookup answered ${reply.status}`);
      const { data } = xUserReply.parse(await reply.json());
      const split = splitName(data.name);
      return {
        subject: data.id,
        email: null,
        emailVerified: false,
        username: data.username ?? null,
        name: data.name ?? null,
        ...split,
        picture: pictureFrom(data.profile_image_url, providerAvatarOrigins("x")),
      };
    },
  };
}

// ---- GitHub (OAuth 2.0 + PKCE) ----

const githubUserReply = z.object({
  id: z.union([z.number().int(), z.string().min(1).max(64)]),
  login: text(100),
  name: text(200),
  email: text(254),
  avatar_url: text(2048),
});

const githubEmailsReply = z.array(z.object({ email: z.string(), primary: z.boolean().optional(), verified: z.boolean().optional() }));

function githubProvider(clientId: string, clientSecret: string | undefined, authBaseUrl: string | undefined): SignInProvider {
  const site = trimSlash(authBaseUrl ?? "https://github.com");
  const api = trimSlash(authBaseUrl ?? "https://api.github.com");
  const accept = new Headers({ accept: "application/vnd.github+json" });
  return {
    id: "github",
    oidc: false,
    scope: "read:user user:email",
    configuration: cached(async () =>
      explicitConfiguration(
        {
          issuer: site,
          authorization_endpoint: `${site}/login/oauth/authorize`,
          token_endpoint: `${site}/login/oauth/access_token`,
          code_challenge_methods_supported: ["S256"],
        },
        clientId,
        // GitHub documents the client credentials as form parameters of the token request.
        clientSecret ? client.ClientSecretPost(clientSecret) : client.None(),
      ),
    ),
    async profile(configuration, tokens) {
      const get = (path: string) =>
        client.fetchProtectedResource(configuration, tokens.access_token, new URL(`${api}${path}`), "GET", undefined, new Headers(accept));
      const userReply = await get("/user");
      if (!userReply.ok) throw new Error(`GitHub user lookup answered ${userReply.status}`);
      const user = githubUserReply.parse(await userReply.json());
      // The primary verified address needs the user:email scope; without it there is no e-mail to trust.
      let verified: string | null = null;
      const emailsReply = await get("/user/emails");
      if (emailsReply.ok) {
        const emails = githubEmailsReply.safeParse(await emailsReply.json());
        const primary = emails.success ? emails.data.find((e) => e.primary && e.verified) : undefined;
        verified = cleanEmail(primary?.email);
      }
      const split = splitName(user.name);
      return {
        subject: String(user.id),
        email: verified ?? cleanEmail(user.email),
        emailVerified: verified !== null,
        username: user.login ?? null,
        name: user.name ?? null,
        ...split,
        picture: pictureFrom(user.avatar_url, providerAvatarOrigins("github")),
      };
    },
  };
}

// ---- helpers ----

const emailShape = z.email();

function cleanEmail(value: string | undefined): string | null {
  if (!value) return null;
  const email = value.trim().toLowerCase();
  return email.length <= 254 && emailShape.safeParse(email).success ? email : null;
}

function splitName(name: string | undefined): { firstName: string | null; lastName: string | null } {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return {
    firstName: parts[0]!.slice(0, 100),
    lastName: parts.length > 1 ? parts.slice(1).join(" ").slice(0, 100) : null,
  };
}

const trimSlash = (url: string) => url.replace(/\/+$/, "");
