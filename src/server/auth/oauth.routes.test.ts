import { and, count, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { identities, pushSubscriptions, users } from "../platform/db/schema";
import { describeEachDatabase, sessionCookie, signUp } from "../testing/harness";
import { followRedirects, startOidcServer, type TestOidcServer } from "../testing/oidc-server";
import type { ProviderProfile } from "../platform/providers/sign-in/oauth-providers";
import { signInWithProvider } from "./provider-sign-in.service";

const PUBLIC_URL = "http://prophecy.test";
const callbackUrl = (provider: string) => `${PUBLIC_URL}/api/callback/${provider}`;

// ---- a plain OAuth 2.0 server for X and GitHub (neither speaks OpenID Connect) ----

interface PlainOAuthServer {
  url: string;
  xUser: { id: string; name: string; username: string; profile_image_url: string };
  githubUser: { id: number; login: string; name: string | null; email: string | null; avatar_url: string };
  githubEmails: Array<{ email: string; primary: boolean; verified: boolean }>;
  /** Every token request's form body and Authorization header, for assertions. */
  tokenRequests: Array<{ path: string; body: URLSearchParams; authorization: string | undefined }>;
  close(): Promise<void>;
}

const X_CLIENT = "x-client";
const GITHUB_CLIENT = "github-client";
const GITHUB_SECRET = "github-secret";

async function startPlainOAuthServer(): Promise<PlainOAuthServer> {
  const codes = new Map<string, { kind: "x" | "github"; challenge: string; redirectUri: string }>();
  const tokens = new Map<string, "x" | "github">();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const state: PlainOAuthServer = {
    url,
    xUser: { id: "9001", name: "Xavier Post", username: "xavier_posts", profile_image_url: "https://pbs.twimg.com/profile_images/x.png" },
    githubUser: { id: 4242, login: "octo-cat", name: "Octo Cat", email: null, avatar_url: "https://avatars.githubusercontent.com/u/4242" },
    githubEmails: [{ email: "octo@example.com", primary: true, verified: true }],
    tokenRequests: [],
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = "";
      req.on("data", (chunk: Buffer) => (data += chunk.toString()));
      req.on("end", () => resolve(data));
    });
  const bearer = (req: IncomingMessage) => tokens.get(req.headers.authorization?.replace(/^Bearer /, "") ?? "");

  server.on("request", (req: IncomingMessage, res: ServerResponse) => void answer(req, res));
  async function answer(req: IncomingMessage, res: ServerResponse) {
    const u = new URL(req.url ?? "/", url);
    const kind = u.pathname === "/i/oauth2/authorize" || u.pathname === "/2/oauth2/token" ? "x" : "github";
    if (req.method === "GET" && (u.pathname === "/i/oauth2/authorize" || u.pathname === "/login/oauth/authorize")) {
      const q = u.searchParams;
      const expected = kind === "x" ? { client: X_CLIENT, scope: "users.read tweet.read" } : { client: GITHUB_CLIENT, scope: "read:user user:email" };
      const ok =
        q.get("response_type") === "code" &&
        q.get("client_id") === expected.client &&
        q.get("scope") === expected.scope &&
        q.get("redirect_uri") === callbackUrl(kind) &&
        q.get("code_challenge_method") === "S256" &&
        /^[\w-]{43}$/.test(q.get("code_challenge") ?? "") &&
        !!q.get("state");
      if (!ok) return json(res, 400, { error: "invalid_request", query: Object.fromEntries(q) });
      const code = randomBytes(16).toString("hex");
      codes.set(code, { kind, challenge: q.get("code_challenge")!, redirectUri: q.get("redirect_uri")! });
      const back = new URL(q.get("redirect_uri")!);
      back.searchParams.set("code", code);
      back.searchParams.set("state", q.get("state")!);
      res.writeHead(302, { location: back.href });
      return res.end();
    }
    if (req.method === "POST" && (u.pathname === "/2/oauth2/token" || u.pathname === "/login/oauth/access_token")) {
      const body = new URLSearchParams(await readBody(req));
      const authorization = req.headers.authorization;
      state.tokenRequests.push({ path: u.pathname, body, authorization });
      const grant = codes.get(body.get("code") ?? "");
      codes.delete(body.get("code") ?? "");
      const verifier = body.get("code_verifier") ?? "";
      const clientOk =
        kind === "x"
          ? body.get("client_id") === X_CLIENT && !authorization
          : body.get("client_id") === GITHUB_CLIENT && body.get("client_secret") === GITHUB_SECRET;
      if (
        !grant ||
        grant.kind !== kind ||
        !clientOk ||
        body.get("grant_type") !== "authorization_code" ||
        body.get("redirect_uri") !== grant.redirectUri ||
        createHash("sha256").update(verifier).digest("base64url") !== grant.challenge
      ) {
        return json(res, 400, { error: "invalid_grant" });
      }
      const token = randomBytes(16).toString("hex");
      tokens.set(token, kind);
      return json(res, 200, { access_token: token, token_type: "bearer", scope: kind === "x" ? "users.read tweet.read" : "read:user,user:email" });
    }
    if (req.method === "GET" && u.pathname === "/2/users/me") {
      if (bearer(req) !== "x" || u.searchParams.get("user.fields") !== "profile_image_url") return json(res, 401, {});
      return json(res, 200, { data: state.xUser });
    }
    if (req.method === "GET" && u.pathname === "/user") {
      if (bearer(req) !== "github") return json(res, 401, {});
      return json(res, 200, state.githubUser);
    }
    if (req.method === "GET" && u.pathname === "/user/emails") {
      if (bearer(req) !== "github") return json(res, 401, {});
      return json(res, 200, state.githubEmails);
    }
    return json(res, 404, { error: "not_found" });
  }
  return state;
}

// ---- servers shared by the suites; the apps read `env` when their suites start ----

let oidc: TestOidcServer;
let plain: PlainOAuthServer;
const fullEnv: Record<string, string> = { PUBLIC_URL, ADMIN_EMAILS: "chief@example.com" };

beforeAll(async () => {
  oidc = await startOidcServer({
    clients: [
      { clientId: "prophecy", clientSecret: "oidc-secret", redirectUris: [callbackUrl("oidc")] },
      { clientId: "prophecy-google", clientSecret: "google-secret", redirectUris: [callbackUrl("google")] },
    ],
    accounts: {
      "ada-1": { email: "ada@example.com", email_verified: true, name: "Ada Lovelace", given_name: "Ada", family_name: "Lovelace" },
    },
  });
  plain = await startPlainOAuthServer();
  Object.assign(fullEnv, {
    OIDC_ISSUER_URL: oidc.issuer,
    OIDC_CLIENT_ID: "prophecy",
    OIDC_CLIENT_SECRET: "oidc-secret",
    GOOGLE_ISSUER_URL: oidc.issuer,
    GOOGLE_CLIENT_ID: "prophecy-google",
    GOOGLE_CLIENT_SECRET: "google-secret",
    X_CLIENT_ID: X_CLIENT,
    X_AUTH_BASE_URL: plain.url,
    GITHUB_CLIENT_ID: GITHUB_CLIENT,
    GITHUB_CLIENT_SECRET: GITHUB_SECRET,
    GITHUB_AUTH_BASE_URL: plain.url,
  });
});

afterAll(async () => {
  await oidc.close();
  await plain.close();
});

/** The raw flow cookie a /api/login/:provider reply set, as a Cookie header value. */
function flowCookie(response: LightMyRequestResponse): string {
  const raw = ([] as string[]).concat(response.headers["set-cookie"] ?? []).find((c) => c.startsWith("pl_oauth="));
  if (!raw) throw new Error(`no flow cookie (status ${response.statusCode}: ${response.body})`);
  return raw.split(";")[0]!;
}

/** Runs a whole sign-in: app → provider (real HTTP) → app callback. Returns the callback reply. */
async function signInVia(app: FastifyInstance, provider: string, ref?: string, invite?: string): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams({ ...(ref ? { ref } : {}), ...(invite ? { invite } : {}) }).toString();
  const start = await app.inject({ url: `/api/login/${provider}${query ? `?${query}` : ""}` });
  expect(start.statusCode, start.body).toBe(302);
  const back = await followRedirects(String(start.headers.location), callbackUrl(provider));
  return app.inject({ url: back.pathname + back.search, headers: { cookie: flowCookie(start) } });
}

async function currentUser(app: FastifyInstance, callback: LightMyRequestResponse) {
  expect(callback.statusCode, callback.body).toBe(302);
  expect(callback.headers.location).toBe("/");
  const me = await app.inject({ url: "/api/auth/user", headers: { cookie: sessionCookie(callback) } });
  expect(me.statusCode).toBe(200);
  return me.json();
}

let subjectCounter = 0;
/** Adds an account to the OpenID provider and makes it the next one to sign in. */
function nextOidcAccount(claims: { email?: string; email_verified?: boolean; name?: string }): string {
  subjectCounter += 1;
  const subject = `sub-${subjectCounter}-${randomBytes(3).toString("hex")}`;
  oidc.accounts.set(subject, claims);
  oidc.loginAs = subject;
  return subject;
}

describeEachDatabase(
  "sign-in with outside providers",
  (ctx) => {
    const userCount = async () => (await ctx().database.db.select({ n: count() }).from(users))[0]?.n ?? 0;

    it("lists exactly the configured providers", async () => {
      const response = await ctx().app.inject({ url: "/api/auth/providers" });
      expect(response.json()).toEqual({
        providers: [
          { id: "oidc", name: "SSO" },
          { id: "x", name: "X" },
          { id: "google", name: "Google" },
          { id: "github", name: "GitHub" },
        ],
        emailConfirmation: false,
      });
    });

    it("starts an OpenID Connect sign-in with state, nonce and PKCE in a short-lived signed cookie", async () => {
      const start = await ctx().app.inject({ url: "/api/login/oidc" });
      expect(start.statusCode).toBe(302);
      const target = new URL(String(start.headers.location));
      expect(`${target.origin}${target.pathname}`).toBe(`${oidc.issuer}/auth`);
      expect(Object.fromEntries(target.searchParams)).toMatchObject({
        client_id: "prophecy",
        response_type: "code",
        scope: "openid email profile",
        redirect_uri: callbackUrl("oidc"),
        code_challenge_method: "S256",
        code_challenge: expect.stringMatching(/^[\w-]{43}$/),
        state: expect.any(String),
        nonce: expect.any(String),
      });
      const cookie = start.cookies.find((c) => c.name === "pl_oauth");
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/callback", maxAge: 600 });
      // Signed: the secret verifier is not readable as plain JSON without the signature checking out.
      expect(decodeURIComponent(cookie!.value)).toMatch(/\}\.[\w+/=-]+$/);
    });

    it("signs a new player in end to end through a real OpenID provider, with 10,000 credits", async () => {
      const { app, database } = ctx();
      const before = await userCount();
      oidc.loginAs = "ada-1";
      const callback = await signInVia(app, "oidc");
      const cookie = callback.cookies.find((c) => c.name === "pl_session");
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      // The flow cookie is spent.
      expect(callback.cookies.find((c) => c.name === "pl_oauth")?.value).toBe("");
      const user = await currentUser(app, callback);
      expect(user).toMatchObject({
        username: "AdaLovelace",
        email: "ada@example.com",
        firstName: "Ada",
        lastName: "Lovelace",
        credits: 10000,
      });
      expect(await userCount()).toBe(before + 1);
      const rows = await database.db.select().from(identities).where(eq(identities.userId, user.id));
      expect(rows.map((r) => [r.provider, r.subject, r.email])).toEqual([["oidc", "ada-1", "ada@example.com"]]);
      const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ emailVerified: true, passwordHash: null, isAdmin: false });
    });

    it("signs the same subject in again as the same player", async () => {
      const { app } = ctx();
      nextOidcAccount({ email: "again@example.com", email_verified: true, name: "Again Player" });
      const first = await currentUser(app, await signInVia(app, "oidc"));
      const before = await userCount();
      const second = await currentUser(app, await signInVia(app, "oidc"));
      expect(second.id).toBe(first.id);
      expect(await userCount()).toBe(before);
    });

    it("links a verified e-mail to the existing local account, but never an unverified one", async () => {
      const { app, database } = ctx();
      const local = await signUp(app, { email: "Linda@Example.com" });
      const subject = nextOidcAccount({ email: "LINDA@example.com", email_verified: true, name: "Linda" });
      const linked = await currentUser(app, await signInVia(app, "oidc"));
      expect(linked.id).toBe(local.user.id);
      expect(await database.db.select().from(identities).where(eq(identities.subject, subject))).toHaveLength(1);
      // The unproven local password and its sessions end: the account belongs to the address's owner.
      expect((await app.inject({ url: "/api/auth/user", headers: { cookie: local.cookie } })).statusCode).toBe(401);
      const [claimed] = await database.db.select().from(users).where(eq(users.id, local.user.id));
      expect(claimed).toMatchObject({ emailVerified: true, passwordHash: null });

      const other = await signUp(app, { email: "mallory-target@example.com" });
      nextOidcAccount({ email: "mallory-target@example.com", email_verified: false, name: "Not Verified" });
      const separate = await currentUser(app, await signInVia(app, "oidc"));
      expect(separate.id).not.toBe(other.user.id);
      expect(separate.email).toBeNull();
      expect(separate.credits).toBe(10000);
    });

    it("takes an unverified account over with every device: no earlier session reads anything, no push subscription is left", async () => {
      const { app, database } = ctx();
      const local = await signUp(app, { email: "Tessa-takeover@example.com" });
      await database.db
        .insert(pushSubscriptions)
        .values({ userId: local.user.id, endpoint: `https://push.example.com/tessa-${local.user.id}`, p256dh: "key", auth: "auth" });
      // The match list is a shared read: this instance now trusts the session for a few seconds without the database.
      const sharedRead = () => app.inject({ url: "/api/matches", headers: { cookie: local.cookie } });
      expect((await sharedRead()).statusCode).toBe(200);

      nextOidcAccount({ email: "tessa-takeover@example.com", email_verified: true, name: "Tessa" });
      const owner = await currentUser(app, await signInVia(app, "oidc"));
      expect(owner.id).toBe(local.user.id);
      expect((await sharedRead()).statusCode).toBe(401);
      expect(await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, local.user.id))).toEqual([]);
    });

    it("makes a player whose verified e-mail is in ADMIN_EMAILS an admin", async () => {
      const { app } = ctx();
      nextOidcAccount({ email: "Chief@example.com", email_verified: true, name: "The Chief" });
      const callback = await signInVia(app, "oidc");
      await currentUser(app, callback);
      const check = await app.inject({ url: "/api/admin/check", headers: { cookie: sessionCookie(callback) } });
      expect(check.json()).toEqual({ isAdmin: true });
    });

    it("applies a ?ref= code carried through the provider to the new player", async () => {
      const { app } = ctx();
      const referrer = await signUp(app);
      nextOidcAccount({ email: "referred@example.com", email_verified: true, name: "Referred" });
      const user = await currentUser(app, await signInVia(app, "oidc", referrer.user.referralCode));
      expect(user).toMatchObject({ referredBy: referrer.user.id, credits: 15000 });

      // A bad code does not cost the player the account.
      nextOidcAccount({ email: "badref@example.com", email_verified: true, name: "Bad Ref" });
      const plainUser = await currentUser(app, await signInVia(app, "oidc", "PROPHET-NOPE00"));
      expect(plainUser).toMatchObject({ referredBy: null, credits: 10000 });

      const tooLong = await app.inject({ url: `/api/login/oidc?ref=${"A".repeat(41)}` });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toEqual({ message: expect.stringMatching(/40/) });
    });

    it("joins the league of an invite carried through the provider, once, when the sign-in makes the account", async () => {
      const { app } = ctx();
      const owner = await signUp(app);
      const made = await app.inject({ method: "POST", url: "/api/leagues", headers: { cookie: owner.cookie }, payload: { name: "Provider Pals" } });
      const league = made.json<{ id: number; inviteCode: string }>();
      nextOidcAccount({ email: "invited@example.com", email_verified: true, name: "Invited" });
      const callback = await signInVia(app, "oidc", undefined, league.inviteCode.toLowerCase());
      expect(callback.statusCode, callback.body).toBe(302);
      // Straight into the league, which the app opens saying "You joined".
      expect(callback.headers.location).toBe(`/leagues/${league.id}?joined`);
      const page = await app.inject({ url: `/api/leagues/${league.id}`, headers: { cookie: sessionCookie(callback) } });
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ memberCount: 2, isOwner: false });

      // A closed league: the account is made all the same, and the app returns to the invite, which says why.
      expect((await app.inject({ method: "DELETE", url: `/api/leagues/${league.id}`, headers: { cookie: owner.cookie } })).statusCode).toBe(204);
      nextOidcAccount({ email: "late@example.com", email_verified: true, name: "Late" });
      const late = await currentUser(app, await signInVia(app, "oidc", undefined, league.inviteCode));
      expect(late).toMatchObject({ email: "late@example.com", credits: 10000 });

      // A malformed invite is refused before the provider is asked.
      for (const invite of ["abc", "A".repeat(41), "ABCDEFG!"]) {
        const bad = await app.inject({ url: `/api/login/oidc?invite=${encodeURIComponent(invite)}` });
        expect(bad.statusCode, invite).toBe(400);
        expect(bad.json()).toEqual({ message: "That is not a league invite code" });
      }
    });

    it("signs in with Google (OpenID Connect by discovery) as its own identity", async () => {
      const { app, database } = ctx();
      const subject = nextOidcAccount({ email: "gina@example.com", email_verified: true, name: "Gina Google" });
      const user = await currentUser(app, await signInVia(app, "google"));
      expect(user).toMatchObject({ email: "gina@example.com", credits: 10000, firstName: "Gina", lastName: "Google" });
      const rows = await database.db
        .select()
        .from(identities)
        .where(and(eq(identities.provider, "google"), eq(identities.subject, subject)));
      expect(rows.map((r) => r.userId)).toEqual([user.id]);
    });

    it("sends a cancelled sign-in back to the sign-in page with a short code", async () => {
      const { app } = ctx();
      const before = await userCount();
      oidc.deny = true;
      try {
        const callback = await signInVia(app, "oidc");
        expect(callback.statusCode).toBe(302);
        expect(callback.headers.location).toBe("/api/login?error=access_denied");
        expect(callback.cookies.find((c) => c.name === "pl_session")).toBeUndefined();
      } finally {
        oidc.deny = false;
      }
      expect(await userCount()).toBe(before);
    });

    it("refuses a missing, wrong or forged state without details", async () => {
      const { app } = ctx();
      const start = await app.inject({ url: "/api/login/oidc" });
      const cookie = flowCookie(start);
      const state = new URL(String(start.headers.location)).searchParams.get("state")!;
      const forged = cookie.replace(/\.[^.]+$/, ".AAAA");
      const cases = [
        { url: `/api/callback/oidc?code=abc&state=${state}`, cookie: undefined },
        { url: `/api/callback/oidc?code=abc&state=wrong`, cookie },
        { url: `/api/callback/oidc?code=abc`, cookie },
        { url: `/api/callback/oidc?code=abc&state=${state}`, cookie: forged },
        // A flow started for one provider cannot finish at another.
        { url: `/api/callback/google?code=abc&state=${state}`, cookie },
      ];
      for (const c of cases) {
        const response = await app.inject({ url: c.url, headers: c.cookie ? { cookie: c.cookie } : {} });
        expect(response.statusCode, c.url).toBe(302);
        expect(response.headers.location, c.url).toBe("/api/login?error=state");
        expect(response.cookies.find((k) => k.name === "pl_session")).toBeUndefined();
      }
      // The right state with a code the provider never issued fails at the exchange.
      const bad = await app.inject({ url: `/api/callback/oidc?code=abc&state=${state}`, headers: { cookie } });
      expect(bad.headers.location).toBe("/api/login?error=failed");
    });

    it("answers an unknown provider with a JSON 404", async () => {
      for (const url of ["/api/login/facebook", "/api/callback/facebook?code=a&state=b"]) {
        const response = await ctx().app.inject({ url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: expect.any(String) });
      }
    });

    it("signs in with X (OAuth 2.0 + PKCE, public client, no e-mail)", async () => {
      const { app } = ctx();
      const start = await app.inject({ url: "/api/login/x" });
      expect(new URL(String(start.headers.location)).searchParams.get("nonce")).toBeNull();
      const user = await currentUser(app, await signInVia(app, "x"));
      expect(user).toMatchObject({
        username: "xavier_posts",
        email: null,
        firstName: "Xavier",
        lastName: "Post",
        profileImageUrl: "https://pbs.twimg.com/profile_images/x.png",
        credits: 10000,
      });
      const again = await currentUser(app, await signInVia(app, "x"));
      expect(again.id).toBe(user.id);
      const tokenRequest = plain.tokenRequests.filter((r) => r.path === "/2/oauth2/token").at(-1);
      expect(tokenRequest?.body.get("code_verifier")).toMatch(/^[\w-]{43,128}$/);
    });

    it("signs in with GitHub using the primary verified e-mail", async () => {
      const { app } = ctx();
      // Each database pass starts from the same GitHub account.
      plain.githubUser = { id: 4242, login: "octo-cat", name: "Octo Cat", email: null, avatar_url: "https://avatars.githubusercontent.com/u/4242" };
      plain.githubEmails = [{ email: "octo@example.com", primary: true, verified: true }];
      const local = await signUp(app, { email: "octo@example.com" });
      const linked = await currentUser(app, await signInVia(app, "github"));
      expect(linked.id).toBe(local.user.id);

      plain.githubUser = { ...plain.githubUser, id: 5151, login: "hubber", name: "Hub Ber" };
      plain.githubEmails = [
        { email: "hub-unverified@example.com", primary: true, verified: false },
        { email: "hub-secondary@example.com", primary: false, verified: true },
      ];
      const fresh = await currentUser(app, await signInVia(app, "github"));
      expect(fresh).toMatchObject({ username: "hubber", email: null, credits: 10000 });

      plain.githubUser = { ...plain.githubUser, id: 6161, login: "verified-hub", name: null };
      plain.githubEmails = [{ email: "Hub@Example.com", primary: true, verified: true }];
      const verified = await currentUser(app, await signInVia(app, "github"));
      expect(verified).toMatchObject({ username: "verified-hub", email: "hub@example.com", firstName: null });
    });

    it("settles two racing first sign-ins of one identity on one player", async () => {
      const { database, app } = ctx();
      // PGlite runs one statement at a time, so only PostgreSQL can really race.
      if (database.kind !== "postgres") return;
      const before = await userCount();
      const profile: ProviderProfile = {
        subject: "racer-1",
        email: "racer@example.com",
        emailVerified: true,
        username: "racer",
        name: "Racer",
        firstName: "Racer",
        lastName: null,
        picture: null,
      };
      const results = await Promise.all(Array.from({ length: 4 }, () => signInWithProvider(database.db, { provider: "oidc", profile })));
      expect(new Set(results.map((r) => r.user.id)).size).toBe(1);
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(await userCount()).toBe(before + 1);
      expect(app).toBeDefined();
    });
  },
  { env: fullEnv },
);

// ---- only one provider configured, and its issuer is down at first ----

let flaky: { url: string; up: boolean; close: () => Promise<void> };
const flakyEnv: Record<string, string> = { PUBLIC_URL, OIDC_NAME: "Club SSO" };

beforeAll(async () => {
  const server = createServer((req, res) => {
    if (!flaky.up || req.url !== "/.well-known/openid-configuration") {
      res.writeHead(503);
      return res.end();
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        issuer: flaky.url,
        authorization_endpoint: `${flaky.url}/authorize`,
        token_endpoint: `${flaky.url}/token`,
        jwks_uri: `${flaky.url}/jwks`,
        response_types_supported: ["code"],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  flaky = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    up: false,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  Object.assign(flakyEnv, { OIDC_ISSUER_URL: flaky.url, OIDC_CLIENT_ID: "club", OIDC_CLIENT_SECRET: "club-secret" });
});
afterAll(async () => flaky.close());

describeEachDatabase(
  "sign-in providers when few are configured",
  (ctx) => {
    it("lists only the configured provider and 404s the others", async () => {
      const { app } = ctx();
      expect((await app.inject({ url: "/api/auth/providers" })).json()).toEqual({
        providers: [{ id: "oidc", name: "Club SSO" }],
        emailConfirmation: false,
      });
      for (const url of ["/api/login/x", "/api/login/google", "/api/login/github", "/api/callback/github?code=a&state=b"]) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ message: expect.any(String) });
      }
    });

    it("starts despite a provider that is down and discovers it once it is back", async () => {
      const { app } = ctx();
      flaky.up = false;
      const down = await app.inject({ url: "/api/login/oidc" });
      expect(down.statusCode).toBe(302);
      expect(down.headers.location).toBe("/api/login?error=unavailable");

      flaky.up = true;
      const up = await app.inject({ url: "/api/login/oidc" });
      expect(up.statusCode).toBe(302);
      expect(String(up.headers.location)).toMatch(new RegExp(`^${flaky.url}/authorize\\?`));
    });
  },
  { env: flakyEnv },
);
