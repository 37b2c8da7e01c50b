import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
// @ts-expect-error -- oidc-provider ships no type declarations; the few parts used are typed below.
import ProviderModule from "oidc-provider";

// A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for sign-in tests. Its login and
// consent steps finish on their own: a GET of the interaction URL signs in as `loginAs` and grants
// what was asked, so a test's "browser" only follows redirects.

export interface TestAccountClaims {
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export interface TestOidcClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface TestOidcServer {
  issuer: string;
  /** Accounts by subject; tests may add more before signing in. */
  accounts: Map<string, TestAccountClaims>;
  /** The subject the next interaction signs in as. */
  loginAs: string;
  /** When set, the next interaction answers access_denied instead of signing in. */
  deny: boolean;
  close(): Promise<void>;
}

interface Interaction {
  prompt: { name: string; details: Record<string, unknown> };
  params: Record<string, unknown>;
  grantId?: string;
  session?: { accountId?: string };
}
interface Grant {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  addResourceScope(indicator: string, scope: string): void;
  save(): Promise<string>;
}
interface OidcProvider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
  interactionResult(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<string>;
  Grant: { new (fields: { accountId: string; clientId: string }): Grant; find(id: string): Promise<Grant | undefined> };
}
type ProviderConstructor = new (issuer: string, configuration: Record<string, unknown>) => OidcProvider;
const Provider = ProviderModule as ProviderConstructor;

export async function startOidcServer(options: { clients: TestOidcClient[]; accounts: Record<string, TestAccountClaims> }): Promise<TestOidcServer> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });

  const state: TestOidcServer = {
    issuer,
    accounts: new Map(Object.entries(options.accounts)),
    loginAs: Object.keys(options.accounts)[0] ?? "",
    deny: false,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };

  const provider = new Provider(issuer, {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_basic",
    })),
    jwks: { keys: [{ ...signingKey, kid: "test", use: "sig", alg: "RS256" }] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name", "picture"],
    },
    findAccount: (_ctx: unknown, sub: string) => {
      const claims = state.accounts.get(sub);
      if (!claims) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...claims }) };
    },
  });

  const handle = provider.callback();
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === "GET" && req.url?.startsWith("/interaction/")) {
      finishInteraction(provider, state, req, res).catch((err: unknown) => {
        res.statusCode = 500;
        res.end(String(err));
      });
      return;
    }
    handle(req, res);
  });
  return state;
}

async function finishInteraction(provider: OidcProvider, state: TestOidcServer, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { prompt, params, grantId, session } = await provider.interactionDetails(req, res);
  let result: Record<string, unknown>;
  if (state.deny) {
    result = { error: "access_denied", error_description: "End-User aborted interaction" };
  } else if (prompt.name === "login") {
    result = { login: { accountId: state.loginAs } };
  } else if (prompt.name === "consent") {
    const grant = grantId
      ? await provider.Grant.find(grantId)
      : new provider.Grant({ accountId: session?.accountId ?? "", clientId: String(params.client_id) });
    if (!grant) throw new Error("grant not found");
    const details = prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(" "));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(" "));
    }
    result = { consent: { grantId: await grant.save() } };
  } else {
    throw new Error(`unexpected prompt ${prompt.name}`);
  }
  const returnTo = await provider.interactionResult(req, res, result, { mergeWithLastSubmission: prompt.name !== "login" });
  res.writeHead(303, { location: returnTo });
  res.end();
}

/** A cookie-keeping "browser": follows redirects by hand until one leaves for `stopAt`. */
export async function followRedirects(start: string, stopAt: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = start;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(stopAt)) return new URL(url);
    const response = await fetch(url, {
      redirect: "manual",
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`expected a redirect from ${url}, got ${response.status}: ${(await response.text()).slice(0, 300)}`);
    }
    url = new URL(location, url).href;
  }
  throw new Error("too many redirects");
}

/**
 * A whole provider sign-in: `start` sends the browser to the provider, which signs in as its `loginAs`, and
 * `finish` (the same app, or another instance) takes the callback. Returns the callback's reply, which sets
 * the session cookie.
 */
export async function signInThroughOidc(start: FastifyInstance, finish: FastifyInstance, callback: string) {
  const begun = await start.inject({ url: "/api/login/oidc" });
  if (begun.statusCode !== 302) throw new Error(`sign-in did not start: ${begun.statusCode} ${begun.body}`);
  const flow = ([] as string[])
    .concat(begun.headers["set-cookie"] ?? [])
    .find((c) => c.startsWith("pl_oauth="))
    ?.split(";")[0];
  if (!flow) throw new Error("sign-in set no flow cookie");
  const back = await followRedirects(String(begun.headers.location), callback);
  return finish.inject({ url: back.pathname + back.search, headers: { cookie: flow } });
}
