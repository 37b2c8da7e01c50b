import { expect, it } from "vitest";
import { confirmEmail, describeEachDatabase, signUp } from "../../testing/harness";
import { listAppRoutes, routeKey, type CatalogRoute } from "../../testing/route-catalog";

/*
 * Who may call what (docs/rules.md#access), over every endpoint the app serves: the route catalog lists them,
 * so a route added later is held to the same rules without anyone remembering to add it here.
 */

/**
 * The public reads of docs/rules.md#access, written out. A pattern ending in /* covers the paths
 * under it; anything under /api that is not here must answer 401 signed out.
 */
const PUBLIC_API: readonly string[] = [
  "POST /api/auth/signup",
  "POST /api/auth/signin",
  "GET /api/auth/providers",
  // The e-mailed link's page: the token is the proof, whichever browser opens it.
  "POST /api/auth/verify-email/confirm",
  // "Forgot password?": whoever asks is signed out; the reset link's token is the proof.
  "POST /api/auth/password-reset",
  "POST /api/auth/password-reset/confirm",
  // A reminder e-mail's unsubscribe link: its signature is the proof, signed in or not (RFC 8058).
  "GET /api/notifications/unsubscribe",
  "POST /api/notifications/unsubscribe",
  "GET /api/login",
  // The sign-in flow /api/login starts: off to a provider and back, necessarily signed out.
  "GET /api/login/*",
  "GET /api/callback/*",
  "GET /api/logout",
  "POST /api/logout",
  "GET /api/stats/social-proof",
  "GET /api/ai-stats",
  "GET /api/ai-stats/track-record",
  "GET /api/predictions/log",
  // The log's Merkle tree: its head and proofs, for checking one prediction without the whole log.
  "GET /api/predictions/tree",
  "GET /api/predictions/proof",
  "GET /api/predictions/consistency",
  "POST /api/generate-football-facts",
  // A league invite's preview (name, owner, size), so a signed-out friend's landing says what the link is for.
  "GET /api/leagues/invite/:code/preview",
  "POST /api/analytics/*",
  // The API's description for integrators (docs/decisions.md, HTTP): the document and its reader.
  "GET /api/openapi.json",
  "GET /api/docs",
  "GET /api/docs/*",
];

function isPublic(route: CatalogRoute, patterns: readonly string[] = PUBLIC_API): boolean {
  return patterns.some((pattern) => {
    const [method = "", path = ""] = pattern.split(" ");
    if (method !== "*" && method !== route.method) return false;
    return path.endsWith("/*") ? route.url.startsWith(path.slice(0, -1)) : route.url === path;
  });
}

/** A concrete path for a route; a parameter this table does not know fails the test, so it gets a case. */
function concretePath(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No test value for :${name} in ${url}: add one`);
    return value;
  });
}

const routes = await listAppRoutes();
const apiRoutes = routes.filter((r) => r.api && !r.websocket);
const signedInOnly = apiRoutes.filter((r) => !isPublic(r));
const adminOnly = apiRoutes.filter((r) => r.url.startsWith("/api/admin/") && r.url !== "/api/admin/check");
const PARAMS = { id: "1", matchId: "1", userId: "1", postId: "1", code: "ABCDEFGH", provider: "oidc", file: "docs.js" };

describeEachDatabase(
  "access",
  (ctx) => {
    const call = (route: CatalogRoute, cookie?: string) =>
      ctx().app.inject({
        method: route.method,
        url: concretePath(route.url, PARAMS),
        headers: cookie ? { cookie } : {},
        // An empty JSON object: sign-in must be checked before the body is judged.
        ...(route.method === "GET" || route.method === "HEAD" ? {} : { payload: {} }),
      });

    it("keeps the public list honest: each entry names routes the app has", () => {
      for (const pattern of PUBLIC_API) {
        expect(
          apiRoutes.some((r) => isPublic(r, [pattern])),
          pattern,
        ).toBe(true);
      }
      // The catalog is the whole app: the usual suspects are in it, and most of /api needs a session.
      expect(signedInOnly.map(routeKey)).toEqual(expect.arrayContaining(["POST /api/bets", "GET /api/matches", "GET /api/admin/users"]));
      expect(signedInOnly.length).toBeGreaterThan(15);
    });

    it("answers 401 with a {message} on every /api endpoint off the public list when signed out", async () => {
      for (const route of signedInOnly) {
        const response = await call(route);
        expect(response.statusCode, routeKey(route)).toBe(401);
        expect(response.json(), routeKey(route)).toEqual({ message: expect.any(String) });
      }
    });

    it("lets visitors reach the public endpoints", async () => {
      for (const route of apiRoutes.filter((r) => isPublic(r))) {
        const response = await call(route);
        expect(response.statusCode, routeKey(route)).not.toBe(401);
      }
    });

    it("refuses every admin endpoint to a player with 403 and a {message}, and serves it to an admin", async () => {
      expect(adminOnly.length).toBeGreaterThanOrEqual(4);
      const player = await signUp(ctx().app);
      const admin = await signUp(ctx().app, { email: "boss@example.com" });
      await confirmEmail(ctx().database.db, admin.user.id);
      for (const route of adminOnly) {
        const refused = await call(route, player.cookie);
        expect(refused.statusCode, routeKey(route)).toBe(403);
        expect(refused.json(), routeKey(route)).toEqual({ message: "Admins only" });
        expect((await call(route, admin.cookie)).statusCode, routeKey(route)).toBe(200);
      }
    });

    it("answers GET /api/admin/check to any signed-in user with {isAdmin}, and 401 signed out", async () => {
      const { app } = ctx();
      const player = await signUp(app);
      const admin = await signUp(app, { email: "Boss2@Example.com" });
      await confirmEmail(ctx().database.db, admin.user.id);
      const check = (cookie?: string) => app.inject({ url: "/api/admin/check", headers: cookie ? { cookie } : {} });
      expect((await check(player.cookie)).json()).toEqual({ isAdmin: false });
      expect((await check(admin.cookie)).json()).toEqual({ isAdmin: true });
      const signedOut = await check();
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toEqual({ message: expect.any(String) });
    });
  },
  { env: { ADMIN_EMAILS: "boss@example.com,boss2@example.com" } },
);
