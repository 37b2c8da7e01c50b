import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import { passwordResets, pushSubscriptions, sessions, users } from "../platform/db/schema";
import type { Mailer } from "../platform/mail/mailer";
import { describeEachDatabase, listenForSockets, signUp, chooseLocale } from "../testing/harness";
import { startSmtpSink } from "../testing/smtp-sink";
import { PasswordReset, purgeOldPasswordResets, RESET_LINK_TTL_MS, RESETS_PER_ADDRESS } from "./password-reset.service";
import { SIGN_IN_FREE_FAILURES } from "./sign-in-throttle";

const mailbox = await startSmtpSink();
afterAll(() => mailbox.close());
afterEach(() => vi.useRealTimers());

const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "a brand new passphrase";
const MINUTE = 60_000;

/** The token of the newest reset link mailed to an address, once it has arrived (mail goes after the reply). */
const resetTokenFor = (address: string) => vi.waitFor(() => mailbox.resetTokenFor(address), { timeout: 5_000 });

let unique = 0;
const unknownAddress = () => `nobody${process.pid}x${++unique}@example.com`;

describeEachDatabase(
  "password reset",
  (ctx) => {
    const ask = (payload: unknown) => ctx().app.inject({ method: "POST", url: "/api/auth/password-reset", payload: payload as object });
    const reset = (payload: unknown, cookie?: string) =>
      ctx().app.inject({
        method: "POST",
        url: "/api/auth/password-reset/confirm",
        payload: payload as object,
        ...(cookie ? { headers: { cookie } } : {}),
      });
    const signin = (email: string, password: string) => ctx().app.inject({ method: "POST", url: "/api/auth/signin", payload: { email, password } });
    const me = (cookie: string) => ctx().app.inject({ url: "/api/auth/user", headers: { cookie } });
    const rowsFor = async (userId: number) => ctx().database.db.select().from(passwordResets).where(eq(passwordResets.userId, userId));
    const allRows = async () => (await ctx().database.db.select({ id: passwordResets.id }).from(passwordResets)).length;
    const passwordHashOf = async (userId: number) =>
      (await ctx().database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]?.hash;

    it("mails a link that sets a new password once; the old password and the other sessions stop working", async () => {
      const player = await signUp(ctx().app, { password: PASSWORD });
      const email = player.user.email!;
      const elsewhere = await signin(email, PASSWORD);
      const otherCookie = `pl_session=${elsewhere.cookies.find((c) => c.name === "pl_session")!.value}`;

      const asked = await ask({ email: email.toUpperCase() });
      expect(asked.statusCode).toBe(202);
      expect(asked.json()).toEqual({
        message: `If an account uses ${email.toUpperCase()}, a link to reset its password is on its way. It works for an hour.`,
      });
      const token = await resetTokenFor(email);
      const [row] = await rowsFor(player.user.id);
      // Stored as the SHA-256 of the token, never the token.
      expect(row?.id).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.id).not.toContain(token);

      const done = await reset({ token, password: NEW_PASSWORD });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().message).toMatch(/^Your password is changed/);
      expect((await signin(email, PASSWORD)).statusCode).toBe(401);
      expect((await signin(email, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await me(player.cookie)).statusCode).toBe(401);
      expect((await me(otherCookie)).statusCode).toBe(401);

      const again = await reset({ token, password: "yet another passphrase" });
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({ message: "This reset link was already used: ask for a new one if you need to reset your password again" });
      expect((await signin(email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it("mails the link in the account's language, else in the language of whoever asked", async () => {
      const { app, database } = ctx();
      const mailTo = async (address: string) => {
        await resetTokenFor(address);
        return [...mailbox.messages].reverse().find((m) => m.to.includes(address))!.raw;
      };
      const german = await signUp(app);
      await chooseLocale(app, german.cookie, "de");
      const asked = await app.inject({
        method: "POST",
        url: "/api/auth/password-reset",
        headers: { "accept-language": "es" },
        payload: { email: german.user.email },
      });
      expect(asked.statusCode).toBe(202);
      expect(await mailTo(german.user.email!)).toContain("Jemand, hoffentlich du,");

      // An account from before languages were kept: the asker's.
      const older = await signUp(app);
      await database.db.update(users).set({ locale: null }).where(eq(users.id, older.user.id));
      const again = await app.inject({
        method: "POST",
        url: "/api/auth/password-reset",
        headers: { "accept-language": "es" },
        payload: { email: older.user.email },
      });
      expect(again.statusCode).toBe(202);
      expect(await mailTo(older.user.email!)).toContain("Alguien, esperamos que t");
    });

    it("keeps the session of the browser that reset the password, ends the others, and drops them from the shared-read cache", async () => {
      const { app, database } = ctx();
      const player = await signUp(app, { password: PASSWORD });
      const email = player.user.email!;
      const other = await signin(email, PASSWORD);
      const otherCookie = `pl_session=${other.cookies.find((c) => c.name === "pl_session")!.value}`;
      // The match list is a shared read: a session checked a moment ago is trusted for 10 s.
      expect((await app.inject({ url: "/api/matches", headers: { cookie: otherCookie } })).statusCode).toBe(200);

      await ask({ email });
      const done = await reset({ token: await resetTokenFor(email), password: NEW_PASSWORD }, player.cookie);
      expect(done.statusCode, done.body).toBe(200);
      expect((await app.inject({ url: "/api/matches", headers: { cookie: otherCookie } })).statusCode).toBe(401);
      expect((await me(otherCookie)).statusCode).toBe(401);
      expect((await me(player.cookie)).statusCode).toBe(200);
      const left = await database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, player.user.id));
      expect(left).toHaveLength(1);
    });

    it("takes back every device: the account's push subscriptions and sockets go with its other sessions, another player's stay", async () => {
      const { app, database } = ctx();
      const player = await signUp(app, { password: PASSWORD });
      const bystander = await signUp(app);
      const email = player.user.email!;
      const device = (userId: number, name: string) => ({
        userId,
        endpoint: `https://push.example.com/${name}-${userId}`,
        p256dh: "key",
        auth: "auth",
      });
      await database.db
        .insert(pushSubscriptions)
        .values([device(player.user.id, "phone"), device(player.user.id, "laptop"), device(bystander.user.id, "phone")]);
      const devicesOf = async (userId: number) =>
        (await database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)))
          .length;

      // A socket open with the player's session hears the account's notifications until the reset.
      const socket = new WebSocket(await listenForSockets(app), { headers: { cookie: player.cookie } });
      const socketClosed = new Promise<number>((resolve) => socket.once("close", resolve));
      await new Promise((resolve) => socket.once("open", resolve));

      await ask({ email });
      const done = await reset({ token: await resetTokenFor(email), password: NEW_PASSWORD });
      expect(done.statusCode, done.body).toBe(200);
      expect(await devicesOf(player.user.id)).toBe(0);
      expect(await devicesOf(bystander.user.id)).toBe(1);
      expect((await app.inject({ url: "/api/matches", headers: { cookie: player.cookie } })).statusCode).toBe(401);
      expect(await socketClosed).toBe(1008);
    });

    it("answers an unknown address exactly as a known one, stores its request too and mails nobody", async () => {
      const player = await signUp(ctx().app);
      const known = player.user.email!;
      const unknown = unknownAddress();
      const before = await allRows();
      const mailsBefore = mailbox.messages.length;
      const forKnown = await ask({ email: known });
      const forUnknown = await ask({ email: unknown });
      expect(forUnknown.statusCode).toBe(forKnown.statusCode);
      expect(forUnknown.body.replace(unknown, "ADDRESS")).toBe(forKnown.body.replace(known, "ADDRESS"));
      expect(forUnknown.headers["content-type"]).toBe(forKnown.headers["content-type"]);
      expect(await allRows()).toBe(before + 2);
      await resetTokenFor(known);
      expect(mailbox.messages.length).toBe(mailsBefore + 1);
      expect(mailbox.messages.some((m) => m.to.includes(unknown))).toBe(false);
    });

    it(`allows ${RESETS_PER_ADDRESS} requests an hour per address, known or not, then 429 without storing anything`, async () => {
      const player = await signUp(ctx().app);
      for (const email of [player.user.email!, unknownAddress()]) {
        // Any case and spacing of the address counts as the same address.
        const spellings = [email, email.toUpperCase(), ` ${email} `];
        for (const spelling of spellings) expect((await ask({ email: spelling })).statusCode, spelling).toBe(202);
        const before = await allRows();
        const limited = await ask({ email });
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toEqual({ message: "Too many reset links were asked for this address. Try again in 60 minutes." });
        expect(await allRows()).toBe(before);
      }
      // An hour later (on the database's clock) the address may ask again.
      await ctx().database.db.execute(sql`update password_resets set created_at = created_at - interval '61 minutes'`);
      expect((await ask({ email: player.user.email! })).statusCode).toBe(202);
    });

    it("refuses a link past its hour, and takes it a moment before", async () => {
      const { app } = ctx();
      const early = await signUp(app, { password: PASSWORD });
      const late = await signUp(app, { password: PASSWORD });
      await ask({ email: early.user.email! });
      await ask({ email: late.user.email! });
      const earlyToken = await resetTokenFor(early.user.email!);
      const lateToken = await resetTokenFor(late.user.email!);

      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + RESET_LINK_TTL_MS - MINUTE });
      expect((await reset({ token: earlyToken, password: NEW_PASSWORD })).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 2 * MINUTE);
      const expired = await reset({ token: lateToken, password: NEW_PASSWORD });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual({ message: "This reset link has expired (a link works for an hour): ask for a new one" });
      vi.useRealTimers();
      expect((await signin(late.user.email!, PASSWORD)).statusCode).toBe(200);
      expect((await signin(late.user.email!, NEW_PASSWORD)).statusCode).toBe(401);
    });

    it("spends every link of the account, lifts the sign-in lock and proves the address", async () => {
      const { app, database } = ctx();
      const player = await signUp(app, { password: PASSWORD });
      const email = player.user.email!;
      await ask({ email });
      const first = await resetTokenFor(email);
      await ask({ email });
      const second = await vi.waitFor(() => {
        const token = mailbox.resetTokenFor(email);
        if (token === first) throw new Error("the second mail has not arrived");
        return token;
      });
      for (let i = 0; i < SIGN_IN_FREE_FAILURES; i++) await signin(email, `wrong ${i}`);
      expect((await signin(email, PASSWORD)).statusCode).toBe(429);

      expect((await reset({ token: second, password: NEW_PASSWORD })).statusCode).toBe(200);
      expect((await reset({ token: first, password: NEW_PASSWORD })).statusCode).toBe(410);
      expect((await signin(email, NEW_PASSWORD)).statusCode).toBe(200);
      const [row] = await database.db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, player.user.id));
      expect(row?.verified).toBe(true);
    });

    it("refuses a link for an address the account no longer has", async () => {
      const { app, database } = ctx();
      const player = await signUp(app, { password: PASSWORD });
      await ask({ email: player.user.email! });
      const token = await resetTokenFor(player.user.email!);
      await database.db
        .update(users)
        .set({ email: `moved-${player.user.id}@example.com` })
        .where(eq(users.id, player.user.id));
      const hash = await passwordHashOf(player.user.id);
      const moved = await reset({ token, password: NEW_PASSWORD });
      expect(moved.statusCode).toBe(409);
      expect(moved.json().message).toMatch(/no longer has/);
      expect(await passwordHashOf(player.user.id)).toBe(hash);
    });

    it("refuses bad requests for a link with a clear message and stores nothing", async () => {
      const before = await allRows();
      const cases: Array<[unknown, string]> = [
        [{}, "E-mail is required"],
        [{ email: 42 }, "E-mail is required"],
        [{ email: null }, "E-mail is required"],
        [{ email: "" }, "Enter a valid e-mail address"],
        [{ email: "no-at-sign" }, "Enter a valid e-mail address"],
        [{ email: `${"x".repeat(300)}@example.com` }, "E-mail is too long"],
        [{ email: "a@example.com", userId: 1 }, "Unknown field: userId"],
        [["a@example.com"], "Invalid request: Invalid input: expected object, received array"],
      ];
      for (const [payload, message] of cases) {
        const response = await ask(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json(), JSON.stringify(payload)).toEqual({ message });
      }
      expect(await allRows()).toBe(before);
    });

    it("refuses bad resets with a clear message, changing no password and spending no link", async () => {
      const { app } = ctx();
      const player = await signUp(app, { password: PASSWORD });
      await ask({ email: player.user.email! });
      const token = await resetTokenFor(player.user.email!);
      const hash = await passwordHashOf(player.user.id);
      const cases: Array<[unknown, number, string]> = [
        [{}, 400, "The reset link is incomplete"],
        [{ token: 42, password: NEW_PASSWORD }, 400, "The reset link is incomplete"],
        [{ token: "", password: NEW_PASSWORD }, 400, "The reset link is incomplete or broken"],
        [{ token: "x".repeat(5000), password: NEW_PASSWORD }, 400, "The reset link is incomplete or broken"],
        [{ token: `${token.slice(0, 42)}!`, password: NEW_PASSWORD }, 400, "The reset link is incomplete or broken"],
        [{ token }, 400, "Password is required"],
        [{ token, password: 12345678 }, 400, "Password is required"],
        [{ token, password: "short" }, 400, "Password must be at least 8 characters"],
        [{ token, password: "x".repeat(201) }, 400, "Password must be at most 200 characters"],
        [{ token, password: "        " }, 400, "Password cannot be only spaces"],
        [{ token, password: NEW_PASSWORD, userId: player.user.id }, 400, "Unknown field: userId"],
        [{ token, password: "password1" }, 400, "This password is too common; choose another"],
        // A well-formed token nobody was sent, and one made for an address no account has.
        [
          { token: "A".repeat(43), password: NEW_PASSWORD },
          404,
          "This reset link is not valid: open the whole link from the e-mail, or ask for a new one",
        ],
      ];
      for (const [payload, status, message] of cases) {
        const response = await reset(payload);
        expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
        expect(response.json(), JSON.stringify(payload).slice(0, 80)).toEqual({ message });
      }
      expect(await passwordHashOf(player.user.id)).toBe(hash);
      expect((await me(player.cookie)).statusCode).toBe(200);
      expect((await rowsFor(player.user.id)).every((r) => r.usedAt === null)).toBe(true);
      // The link still works after all that.
      expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it("mails the link on the public origin, to the account's address", () => {
      const resets = mailbox.messages.filter((m) => /reset-password\?token=/.test(m.raw));
      expect(resets.length).toBeGreaterThan(0);
      expect(resets.every((m) => /http:\/\/127\.0\.0\.1:5000\/reset-password\?token=[A-Za-z0-9_-]{43}/.test(m.raw))).toBe(true);
      expect(resets[0]!.raw).toMatch(/Subject: Reset your password for The Prophecy League/);
    });
  },
  { env: { SMTP_URL: mailbox.url, PUBLIC_URL: "http://127.0.0.1:5000" } },
);

describeEachDatabase("password reset without mail", (ctx) => {
  it("answers 404 with the way out, the same for every address, storing nothing", async () => {
    const { app, database } = ctx();
    const player = await signUp(app);
    for (const email of [player.user.email!, unknownAddress()]) {
      const response = await app.inject({ method: "POST", url: "/api/auth/password-reset", payload: { email } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "This server does not send e-mail; ask an admin for a password reset link" });
    }
    expect(await database.db.select().from(passwordResets)).toEqual([]);
  });

  it("lets an admin make a link (npm run admin -- reset-link) that works like a mailed one", async () => {
    const { app, database, config } = ctx();
    const player = await signUp(app, { password: PASSWORD });
    const resets = new PasswordReset(database.db, { mailer: undefined, publicUrl: config.publicUrl, secret: config.sessionSecret });
    expect(await resets.linkFor(unknownAddress())).toBeUndefined();
    const link = new URL((await resets.linkFor(player.user.email!.toUpperCase()))!);
    expect(`${link.origin}${link.pathname}`).toBe(`${config.publicUrl}/reset-password`);
    const token = link.searchParams.get("token");
    const done = await app.inject({ method: "POST", url: "/api/auth/password-reset/confirm", payload: { token, password: NEW_PASSWORD } });
    expect(done.statusCode, done.body).toBe(200);
    const signedIn = await app.inject({ method: "POST", url: "/api/auth/signin", payload: { email: player.user.email, password: NEW_PASSWORD } });
    expect(signedIn.statusCode).toBe(200);
  });

  it("sends the mail after the reply: a mail server that never answers does not hold the request", async () => {
    const { app, database, config } = ctx();
    const player = await signUp(app);
    let sends = 0;
    const stuck: Mailer = { send: () => (sends++, new Promise<void>(() => {})), close: () => {} };
    const resets = new PasswordReset(database.db, { mailer: stuck, publicUrl: config.publicUrl, secret: config.sessionSecret });
    await expect(resets.request(player.user.email!)).resolves.toEqual({
      message: `If an account uses ${player.user.email}, a link to reset its password is on its way. It works for an hour.`,
    });
    // The send starts once the answer is out.
    expect(sends).toBe(0);
    await vi.waitFor(() => expect(sends).toBe(1));
  });

  it("purges rows past a day and keeps younger ones", async () => {
    const { database, config } = ctx();
    const resets = new PasswordReset(database.db, { mailer: undefined, publicUrl: config.publicUrl, secret: config.sessionSecret });
    const address = unknownAddress();
    await resets.linkFor(address);
    await resets.linkFor(address);
    const before = (await database.db.select().from(passwordResets)).length;
    await database.db.execute(
      sql`update password_resets set created_at = now() - interval '25 hours' where id = (select min(id) from password_resets)`,
    );
    expect(await purgeOldPasswordResets(database.db)).toBe(1);
    expect(await database.db.select().from(passwordResets)).toHaveLength(before - 1);
  });
});

describeEachDatabase(
  "password reset rate limit per network",
  (ctx) => {
    it("allows 10 requests for links in 15 minutes from one network, then 429", async () => {
      const ask = (i: number) =>
        ctx().app.inject({
          method: "POST",
          url: "/api/auth/password-reset",
          remoteAddress: "192.0.2.77",
          payload: { email: `net${i}-${unknownAddress()}` },
        });
      for (let i = 1; i <= 10; i++) expect((await ask(i)).statusCode, `request ${i}`).toBe(202);
      const limited = await ask(11);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many requests: try again in \d+ s$/);
    });
  },
  { env: { SMTP_URL: mailbox.url }, app: { rateLimits: true } },
);
