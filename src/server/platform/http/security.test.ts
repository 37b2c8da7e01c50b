import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, expect, it } from "vitest";
import { sessions, users } from "../db/schema";
import { THEME_SCRIPT_SOURCE } from "./security";
import { describeEachDatabase, sessionCookie, signUp } from "../../testing/harness";
import { listAppRoutes, routeKey } from "../../testing/route-catalog";

const stateChanging = (await listAppRoutes()).filter((r) => ["POST", "PUT", "PATCH", "DELETE"].includes(r.method));

// A stand-in build: the SPA's index.html and one hashed asset, so headers are checked on all three kinds of reply.
const clientDir = mkdtempSync(path.join(tmpdir(), "pl-security-"));
writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><html><head></head><body></body></html>");
mkdirSync(path.join(clientDir, "assets"));
writeFileSync(path.join(clientDir, "assets", "index-abc123.js"), "console.log('ok');");
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

/** The helmet headers (docs/decisions.md#project-and-tooling), on any reply: HTML, JSON, a static file or a refusal. */
function expectSecurityHeaders(response: LightMyRequestResponse, label: string): void {
  const csp = String(response.headers["content-security-policy"]);
  // Own files, plus the one inline theme script by its hash: nothing else inline, no eval.
  expect(/script-src ([^;]*)/.exec(csp)?.[1], label).toBe(`'self' ${THEME_SCRIPT_SOURCE}`);
  expect(csp, label).toContain("default-src 'self'");
  expect(csp, label).toContain("object-src 'none'");
  expect(csp, label).toContain("frame-ancestors 'none'");
  // Sockets and fetches to the game itself only; images from the game, drawn cards and (with a
  // provider configured) its avatar host: no "https:" or "ws:" wildcard lets a page leak elsewhere.
  expect(/connect-src ([^;]*)/.exec(csp)?.[1], label).toMatch(/^'self' wss?:\/\/[^ *]+$/);
  expect(/img-src ([^;]*)/.exec(csp)?.[1], label).toMatch(/^'self' data: blob:( https:\/\/[^ ]+)*$/);
  expect(response.headers["x-frame-options"], label).toBe("SAMEORIGIN");
  expect(response.headers["x-content-type-options"], label).toBe("nosniff");
  expect(response.headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
}

const sampleReplies = [
  { label: "the SPA's HTML", url: "/profile", type: /^text\/html/ },
  { label: "an /api JSON reply", url: "/api/stats/social-proof", type: /^application\/json/ },
  { label: "an /api refusal", url: "/api/matches", type: /^application\/json/ },
  { label: "a static asset", url: "/assets/index-abc123.js", type: /javascript/ },
];

describeEachDatabase(
  "security basics",
  (ctx) => {
    it("sends the security headers with a CSP that allows no inline scripts but the theme's", async () => {
      const response = await ctx().app.inject({ url: "/api/stats/social-proof" });
      const csp = String(response.headers["content-security-policy"]);
      expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe(`'self' ${THEME_SCRIPT_SOURCE}`);
      expect(THEME_SCRIPT_SOURCE).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      // Plain http (the embedded default) gets no HSTS; https deployments do (next suite).
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    });

    it("treats a malformed session cookie as signed out, never as an error", async () => {
      const { app } = ctx();
      const response = await app.inject({ url: "/api/auth/user", headers: { cookie: `pl_session=${"x".repeat(500)}` } });
      expect(response.statusCode).toBe(401);
    });

    it("refuses a request that claims a cross-site fetch even without an Origin", async () => {
      const response = await ctx().app.inject({
        method: "POST",
        url: "/api/auth/signin",
        headers: { "sec-fetch-site": "cross-site" },
        payload: { email: "a@example.com", password: "whatever1" },
      });
      expect(response.statusCode).toBe(403);
    });

    it("sends the same headers on the SPA's HTML, an /api JSON reply, a refusal and a static asset", async () => {
      for (const { label, url, type } of sampleReplies) {
        const response = await ctx().app.inject({ url });
        expect(String(response.headers["content-type"]), label).toMatch(type);
        expectSecurityHeaders(response, label);
      }
    });

    it(`refuses every state-changing endpoint (${stateChanging.length}) cross-site, even signed in, and changes nothing`, async () => {
      const { app, config } = ctx();
      expect(stateChanging.map(routeKey)).toEqual(expect.arrayContaining(["POST /api/bets", "POST /api/referrals/track"]));
      const referrer = await signUp(app);
      const player = await signUp(app);
      // A body each handler would accept, where one is easy to give: what is refused is the origin, not the body.
      const bodies: Record<string, object> = { "POST /api/referrals/track": { referralCode: referrer.user.referralCode } };
      const hostile: Array<Record<string, string>> = [
        { origin: "https://evil.example" },
        { origin: "null" },
        { origin: `${config.publicUrl}.evil.example` },
        { "sec-fetch-site": "cross-site" },
        { origin: config.publicUrl, "sec-fetch-site": "cross-site" },
      ];
      // Logging out from our own origin works, and ends the session it is sent with: give it its own.
      const leaving = await signUp(app);
      for (const route of stateChanging) {
        const url = route.url.replace(/:(\w+)/g, "1");
        const payload = bodies[routeKey(route)] ?? {};
        const cookie = routeKey(route) === "POST /api/logout" ? leaving.cookie : player.cookie;
        for (const headers of hostile) {
          const response = await app.inject({ method: route.method, url, headers: { ...headers, cookie }, payload });
          const label = `${routeKey(route)} ${JSON.stringify(headers)}`;
          expect(response.statusCode, label).toBe(403);
          expect(response.json(), label).toEqual({ message: "Cross-site requests are not allowed" });
        }
        // The same request from our own origin passes the check (whatever the handler then makes of it).
        const own = await app.inject({
          method: route.method,
          url,
          headers: { origin: config.publicUrl, "sec-fetch-site": "same-origin", cookie },
          payload: bodies[routeKey(route)] ? {} : payload,
        });
        expect(own.statusCode, `${routeKey(route)} same-origin`).not.toBe(403);
      }
      const me = (await app.inject({ url: "/api/auth/user", headers: { cookie: player.cookie } })).json();
      expect(me).toMatchObject({ credits: 10_000, referredBy: null });
    });
  },
  { app: { clientDir } },
);

describeEachDatabase("sessions", (ctx) => {
  const hashOf = (cookie: string) =>
    createHash("sha256")
      .update(cookie.replace(/^pl_session=/, ""))
      .digest("hex");
  const rowsOf = async (cookie: string) =>
    ctx()
      .database.db.select()
      .from(sessions)
      .where(eq(sessions.id, hashOf(cookie)));
  const whoAmI = (cookie: string) => ctx().app.inject({ url: "/api/auth/user", headers: { cookie } });

  it("rotates the session id at sign-in: the cookie the browser had no longer works and its row is gone", async () => {
    const { app } = ctx();
    const { cookie: before, user } = await signUp(app);
    expect(await rowsOf(before)).toHaveLength(1);
    const signIn = await app.inject({
      method: "POST",
      url: "/api/auth/signin",
      headers: { cookie: before },
      payload: { email: user.email, password: "correct horse battery" },
    });
    const after = sessionCookie(signIn);
    expect(after).not.toBe(before);
    expect(await rowsOf(before)).toEqual([]);
    expect((await whoAmI(before)).statusCode).toBe(401);
    expect((await whoAmI(after)).json()).toMatchObject({ id: user.id });
    const cookie = signIn.cookies.find((c) => c.name === "pl_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  });

  it("ends the session at logout: row deleted, cookie cleared, and the old cookie no longer signs in", async () => {
    const { app } = ctx();
    const { cookie, user } = await signUp(app);
    const elsewhere = sessionCookie(
      await app.inject({ method: "POST", url: "/api/auth/signin", payload: { email: user.email, password: "correct horse battery" } }),
    );
    const out = await app.inject({ url: "/api/logout", headers: { cookie, "sec-fetch-site": "same-origin" } });
    expect(out.statusCode).toBe(302);
    const cleared = out.cookies.find((c) => c.name === "pl_session");
    expect(cleared?.value).toBe("");
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await rowsOf(cookie)).toEqual([]);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
    // Logging out here ends this browser's session only; another device stays signed in.
    expect((await whoAmI(elsewhere)).statusCode).toBe(200);
  });
});

describeEachDatabase(
  "https deployment",
  (ctx) => {
    it("adds HSTS and marks the session cookie Secure", async () => {
      const { app } = ctx();
      const response = await app.inject({
        method: "POST",
        url: "/api/auth/signup",
        payload: { email: "secure@example.com", password: "long enough", username: "secure1" },
      });
      expect(response.headers["strict-transport-security"]).toContain("max-age=31536000");
      expect(response.cookies.find((c) => c.name === "pl_session")?.secure).toBe(true);
    });

    it("sends HSTS and the other headers on HTML, JSON and static replies alike", async () => {
      for (const { label, url } of sampleReplies) {
        const response = await ctx().app.inject({ url });
        expect(response.headers["strict-transport-security"], label).toBe("max-age=31536000; includeSubDomains");
        expect(String(response.headers["content-security-policy"]), label).toContain("upgrade-insecure-requests");
        expect(String(response.headers["content-security-policy"]), label).toContain("connect-src 'self' wss://prophecy.example;");
        expect(String(response.headers["content-security-policy"]), label).toContain("img-src 'self' data: blob:;");
        expectSecurityHeaders(response, label);
      }
    });
  },
  { env: { PUBLIC_URL: "https://prophecy.example" }, app: { clientDir } },
);

describeEachDatabase(
  "https deployment behind a proxy",
  (ctx) => {
    // Behind the TLS proxy every request arrives from it, with the client's address appended to
    // X-Forwarded-For. Whatever a client writes in that header itself comes before, and must not
    // become its address, or it could dodge every per-address limit (sign-in, referral farming).
    it("keys the sign-in limit on the address the proxy saw, not on one the client made up", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const response = await ctx().app.inject({
          method: "POST",
          url: "/api/auth/signin",
          remoteAddress: "10.0.0.2",
          headers: { "x-forwarded-for": `198.51.100.${i}, 203.0.113.9` },
          // A new address each time: five wrong passwords for one address lock it sooner (docs/decisions.md#sign-in-lock).
          payload: { email: `victim-${i}@example.com`, password: `guess-${i}-guess` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
      // A different client behind the same proxy is a different address.
      const other = await ctx().app.inject({
        method: "POST",
        url: "/api/auth/signin",
        remoteAddress: "10.0.0.2",
        headers: { "x-forwarded-for": "203.0.113.10" },
        payload: { email: "victim@example.com", password: "guess-guess" },
      });
      expect(other.statusCode).toBe(401);
    });
  },
  { env: { PUBLIC_URL: "https://prophecy.example" }, app: { rateLimits: true } },
);

describeEachDatabase(
  "sign-in rate limit",
  (ctx) => {
    it("slows brute force: the 21st attempt in a minute from one address gets 429 with a message", async () => {
      const { app } = ctx();
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const response = await app.inject({
          method: "POST",
          url: "/api/auth/signin",
          // A new address each time, so the per-network limit answers, not the address's own lock.
          payload: { email: `victim-${i}@example.com`, password: `guess-${i}-guess` },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().message).toMatch(/Too many requests/);
      }
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
    });

    it("limits fetch-new to 5 a minute per player: the 6th gets 429 with a message, another player is not held up", async () => {
      const { app } = ctx();
      const first = await signUp(app);
      const second = await signUp(app);
      const fetchNew = (cookie: string) =>
        app.inject({ method: "POST", url: "/api/matches/real/fetch-new", headers: { cookie }, payload: { count: 1 } });
      for (let call = 1; call <= 5; call++) expect((await fetchNew(first.cookie)).statusCode, `call ${call}`).toBe(200);
      const limited = await fetchNew(first.cookie);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: expect.stringMatching(/^Too many requests: try again in \d+ s$/) });
      expect((await fetchNew(second.cookie)).statusCode).toBe(200);
    });

    it("limits football facts to 10 a minute per address, signed out too", async () => {
      const { app } = ctx();
      const ask = () => app.inject({ method: "POST", url: "/api/generate-football-facts", remoteAddress: "192.0.2.44", payload: { count: 1 } });
      for (let call = 1; call <= 10; call++) expect((await ask()).statusCode, `call ${call}`).toBe(200);
      const limited = await ask();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many requests/);
    });

    it("counts an IPv6 client's whole /64 as one address, so rotating through it gains nothing", async () => {
      const { app } = ctx();
      const ask = (remoteAddress: string) =>
        app.inject({ method: "POST", url: "/api/generate-football-facts", remoteAddress, payload: { count: 1 } });
      // Ten addresses of one /64, each new: before, each got a fresh quota of ten.
      for (let host = 1; host <= 10; host++) expect((await ask(`2001:db8:77:1::${host.toString(16)}`)).statusCode, `host ${host}`).toBe(200);
      expect((await ask("2001:db8:77:1:ffff:ffff:ffff:ffff")).statusCode).toBe(429);
      // The next /64 is another subscriber.
      expect((await ask("2001:db8:77:2::1")).statusCode).toBe(200);
    });
  },
  { app: { rateLimits: true } },
);

describeEachDatabase(
  "sign-in rate limit set by the operator",
  (ctx) => {
    it("takes SIGN_INS_PER_MINUTE sign-ups a minute from one network, refuses the next, and makes no player of it", async () => {
      const { app, database } = ctx();
      const signUpFrom = (i: number) =>
        app.inject({
          method: "POST",
          url: "/api/auth/signup",
          remoteAddress: "192.0.2.77",
          payload: { email: `crowd-${i}@example.com`, username: `crowd_${i}`, password: "prophecy-pass-1" },
        });
      for (let i = 1; i <= 3; i++) expect((await signUpFrom(i)).statusCode, `sign-up ${i}`).toBe(201);
      const limited = await signUpFrom(4);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: expect.stringMatching(/^Too many requests: try again in \d+ s$/) });
      expect(await database.db.select({ id: users.id }).from(users).where(eq(users.email, "crowd-4@example.com"))).toEqual([]);
    });
  },
  { env: { SIGN_INS_PER_MINUTE: "3" }, app: { rateLimits: true } },
);
