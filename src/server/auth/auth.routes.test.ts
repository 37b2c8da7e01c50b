import { count, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { creditLedger, sessions, users } from "../platform/db/schema";
import { confirmEmail, describeEachDatabase, sessionCookie, signUp } from "../testing/harness";

describeEachDatabase(
  "accounts",
  (ctx) => {
    const userCount = async () => (await ctx().database.db.select({ n: count() }).from(users))[0]?.n ?? 0;

    it("signs up with 10,000 credits as a ledger row and a PROPHET- code", async () => {
      const { app, database } = ctx();
      const response = await app.inject({
        method: "POST",
        url: "/api/auth/signup",
        payload: { email: "Ada@Example.com", password: "analytical engine", username: "ada_l", ageConfirmed: true },
      });
      expect(response.statusCode).toBe(201);
      const user = response.json();
      expect(user).toMatchObject({ username: "ada_l", email: "ada@example.com", credits: 10000, streak: 0, xp: 0 });
      expect(user.referralCode).toMatch(/^PROPHET-[A-Z2-9]{6}$/);
      expect(user).not.toHaveProperty("passwordHash");
      const ledger = await database.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
      expect(ledger.map((r) => [r.delta, r.reason])).toEqual([[10000, "signup"]]);

      const cookie = response.cookies.find((c) => c.name === "pl_session");
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      const me = await app.inject({ url: "/api/auth/user", headers: { cookie: sessionCookie(response) } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual(user);
    });

    it("answers 401 with a message when signed out", async () => {
      const response = await ctx().app.inject({ url: "/api/auth/user" });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String) });
    });

    it("signs in with the right password, rotating the session, and refuses a wrong one generically", async () => {
      const { app, database } = ctx();
      const { cookie, user } = await signUp(app, { email: "grace@example.com", password: "compiler-first" });
      const wrong = await app.inject({
        method: "POST",
        url: "/api/auth/signin",
        payload: { email: "grace@example.com", password: "nope-nope-nope" },
      });
      const unknown = await app.inject({
        method: "POST",
        url: "/api/auth/signin",
        payload: { email: "nobody@example.com", password: "nope-nope-nope" },
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());

      const ok = await app.inject({
        method: "POST",
        url: "/api/auth/signin",
        headers: { cookie },
        payload: { email: "GRACE@example.com", password: "compiler-first" },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().id).toBe(user.id);
      const fresh = sessionCookie(ok);
      expect(fresh).not.toBe(cookie);
      // The old session is gone: rotation at sign-in.
      expect((await app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(401);
      expect((await app.inject({ url: "/api/auth/user", headers: { cookie: fresh } })).statusCode).toBe(200);
      const live = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(live).toHaveLength(1);
    });

    it("logs out: the session is gone and the browser goes to /", async () => {
      const { app } = ctx();
      const { cookie } = await signUp(app);
      const out = await app.inject({ url: "/api/logout", headers: { cookie, "sec-fetch-site": "same-origin" } });
      expect(out.statusCode).toBe(302);
      expect(out.headers.location).toBe("/");
      expect((await app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(401);
    });

    it("logs out on a navigation typed in the address bar (Sec-Fetch-Site: none) and on a same-origin POST", async () => {
      const { app } = ctx();
      const typed = await signUp(app);
      const out = await app.inject({ url: "/api/logout", headers: { cookie: typed.cookie, "sec-fetch-site": "none" } });
      expect(out.headers.location).toBe("/");
      expect((await app.inject({ url: "/api/auth/user", headers: { cookie: typed.cookie } })).statusCode).toBe(401);

      const posted = await signUp(app);
      const post = await app.inject({
        method: "POST",
        url: "/api/logout",
        headers: { cookie: posted.cookie, origin: "http://127.0.0.1:5000", "sec-fetch-site": "same-origin" },
      });
      expect(post.statusCode).toBe(204);
      expect(post.cookies.find((c) => c.name === "pl_session")?.value).toBe("");
      expect((await app.inject({ url: "/api/auth/user", headers: { cookie: posted.cookie } })).statusCode).toBe(401);
      // Signed out already: nothing to end, still 204.
      expect((await app.inject({ method: "POST", url: "/api/logout" })).statusCode).toBe(204);
    });

    it("refuses a logout that another site started: a GET goes to the confirmation page, a POST is forbidden", async () => {
      const { app } = ctx();
      const { cookie } = await signUp(app);
      // The review's reproduction: a link or a redirect from any site signed the player out.
      for (const headers of [{ "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }, {}]) {
        const out = await app.inject({ url: "/api/logout", headers: { cookie, ...headers } });
        expect(out.statusCode, JSON.stringify(headers)).toBe(302);
        expect(out.headers.location).toBe("/logout");
        expect(out.cookies.find((c) => c.name === "pl_session")).toBeUndefined();
        expect((await app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(200);
      }
      const forged = await app.inject({
        method: "POST",
        url: "/api/logout",
        headers: { cookie, origin: "http://evil.example", "sec-fetch-site": "cross-site" },
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toEqual({ message: "Cross-site requests are not allowed" });
      expect((await app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(200);
    });

    it("refuses bad sign-ups with a clear 4xx and creates no user", async () => {
      const { app } = ctx();
      await signUp(app, { username: "taken_name", email: "taken@example.com" });
      const before = await userCount();
      const cases: Array<{ payload?: unknown; body?: string; headers?: Record<string, string>; status: number; message: RegExp }> = [
        { payload: { email: "not-an-email", password: "long enough", username: "okname" }, status: 400, message: /valid e-mail/ },
        { payload: { email: "a@example.com", password: "short", username: "okname" }, status: 400, message: /at least 8/ },
        { payload: { email: "a@example.com", password: "long enough", username: "TAKEN_NAME" }, status: 409, message: /username/ },
        { payload: { email: "TAKEN@example.com", password: "long enough", username: "fresh1" }, status: 409, message: /e-mail/ },
        { payload: { email: "a@example.com", password: "long enough" }, status: 400, message: /Username is required/ },
        { payload: {}, status: 400, message: /required/ },
        { payload: { email: 42, password: ["x"], username: null }, status: 400, message: /./ },
        { payload: { email: "a@example.com", password: "long enough", username: "no spaces" }, status: 400, message: /3-20/ },
        {
          payload: { email: "a@example.com", password: "long enough", username: "okname", ageConfirmed: false },
          status: 400,
          message: /13 or older/,
        },
        { payload: { email: "a@example.com", password: "long enough", username: "okname", isAdmin: true }, status: 400, message: /Unknown field/ },
        {
          body: JSON.stringify({ email: "a@example.com", password: "x".repeat(1024 * 1024), username: "okname" }),
          headers: { "content-type": "application/json" },
          status: 413,
          message: /too large/,
        },
        { body: "email=a@example.com", headers: { "content-type": "application/x-www-form-urlencoded" }, status: 415, message: /JSON/ },
        { body: '{"email":', headers: { "content-type": "application/json" }, status: 400, message: /not valid JSON/ },
        { body: "hello", headers: { "content-type": "text/plain" }, status: 415, message: /JSON/ },
      ];
      for (const c of cases) {
        const response = await app.inject({
          method: "POST",
          url: "/api/auth/signup",
          ...(c.payload !== undefined ? { payload: c.payload as object } : { body: c.body, headers: c.headers }),
        });
        expect(response.statusCode, JSON.stringify(c.payload ?? c.body?.slice(0, 40))).toBe(c.status);
        const body = response.json();
        expect(Object.keys(body)).toEqual(["message"]);
        expect(body.message).toMatch(c.message);
      }
      expect(await userCount()).toBe(before);
    });

    it("refuses cross-site state-changing requests", async () => {
      const { app } = ctx();
      const before = await userCount();
      const response = await app.inject({
        method: "POST",
        url: "/api/auth/signup",
        headers: { origin: "https://evil.example" },
        payload: { email: "csrf@example.com", password: "long enough", username: "csrfer" },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/Cross-site/);
      expect(await userCount()).toBe(before);
    });

    it("answers unknown API routes with a JSON 404", async () => {
      const response = await ctx().app.inject({ url: "/api/nope" });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/No such endpoint/);
    });

    it("tells any signed-in user whether they are an admin, and 401 signed out", async () => {
      const { app, database } = ctx();
      const admin = await signUp(app, { email: "boss@example.com" });
      const player = await signUp(app);
      // A typed address proves nothing: admin only once it is confirmed (email-verification.test.ts).
      expect((await app.inject({ url: "/api/admin/check", headers: { cookie: admin.cookie } })).json()).toEqual({ isAdmin: false });
      await confirmEmail(database.db, admin.user.id);
      expect((await app.inject({ url: "/api/admin/check", headers: { cookie: admin.cookie } })).json()).toEqual({ isAdmin: true });
      expect((await app.inject({ url: "/api/admin/check", headers: { cookie: player.cookie } })).json()).toEqual({ isAdmin: false });
      expect((await app.inject({ url: "/api/admin/check" })).statusCode).toBe(401);
    });
  },
  { env: { ADMIN_EMAILS: "Boss@example.com" } },
);
