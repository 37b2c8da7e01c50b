import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { emailVerifications, users } from "../platform/db/schema";
import { describeEachDatabase, signUp, chooseLocale } from "../testing/harness";
import { startSmtpSink } from "../testing/smtp-sink";
import { setAdmin } from "../users/user.service";

const mailbox = await startSmtpSink();
afterAll(() => mailbox.close());
const tokenSentTo = (address: string) => mailbox.confirmationTokenFor(address);

const BOSS = "boss@example.com";

describeEachDatabase(
  "e-mail confirmation and admin access",
  (ctx) => {
    const check = async (cookie: string) => (await ctx().app.inject({ url: "/api/admin/check", headers: { cookie } })).json();
    const send = (cookie?: string) => ctx().app.inject({ method: "POST", url: "/api/auth/verify-email", ...(cookie ? { headers: { cookie } } : {}) });
    const confirm = (payload: unknown) => ctx().app.inject({ method: "POST", url: "/api/auth/verify-email/confirm", payload: payload as object });

    it("refuses admin to a local sign-up typing an ADMIN_EMAILS address, and grants it once the link is followed", async () => {
      const { app } = ctx();
      // The review's reproduction: another case of the boss's address, any password.
      const impostor = await signUp(app, { email: "Boss@Example.com" });
      expect(await check(impostor.cookie)).toEqual({ isAdmin: false });
      const users403 = await app.inject({ url: "/api/admin/users", headers: { cookie: impostor.cookie } });
      expect(users403.statusCode).toBe(403);
      expect((await app.inject({ url: "/api/auth/user", headers: { cookie: impostor.cookie } })).json().emailVerified).toBe(false);

      // Whoever reads the boss's mailbox follows the link: then, and only then, admin.
      const sent = await send(impostor.cookie);
      expect(sent.statusCode).toBe(202);
      expect(sent.json().message).toBe(`We sent a confirmation link to ${BOSS}`);
      const confirmed = await confirm({ token: tokenSentTo(BOSS) });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().message).toBe(`Your e-mail address ${BOSS} is confirmed`);
      expect(await check(impostor.cookie)).toEqual({ isAdmin: true });
      expect((await app.inject({ url: "/api/admin/users", headers: { cookie: impostor.cookie } })).statusCode).toBe(200);
      expect((await app.inject({ url: "/api/auth/user", headers: { cookie: impostor.cookie } })).json().emailVerified).toBe(true);
    });

    it("spends a link once, refuses another before a minute and one for a confirmed address", async () => {
      const { app } = ctx();
      const player = await signUp(app);
      expect((await send(player.cookie)).statusCode).toBe(202);
      const again = await send(player.cookie);
      expect(again.statusCode).toBe(429);
      expect(again.json().message).toMatch(/less than a minute ago/);
      const token = tokenSentTo(player.user.email!);
      expect((await confirm({ token })).statusCode).toBe(200);
      const reused = await confirm({ token });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().message).toMatch(/expired or was already used/);
      const done = await send(player.cookie);
      expect(done.statusCode).toBe(409);
      expect(done.json().message).toBe("Your e-mail address is already confirmed");
    });

    it("refuses an expired link and a link for an address the account no longer has", async () => {
      const { app, database } = ctx();
      const player = await signUp(app);
      expect((await send(player.cookie)).statusCode).toBe(202);
      const token = tokenSentTo(player.user.email!);
      await database.db
        .update(emailVerifications)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailVerifications.userId, player.user.id));
      expect((await confirm({ token })).statusCode).toBe(400);

      const other = await signUp(app);
      await database.db.update(emailVerifications).set({ createdAt: new Date(Date.now() - 120_000) });
      expect((await send(other.cookie)).statusCode).toBe(202);
      const otherToken = tokenSentTo(other.user.email!);
      await database.db
        .update(users)
        .set({ email: `moved-${other.user.id}@example.com` })
        .where(eq(users.id, other.user.id));
      const moved = await confirm({ token: otherToken });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().message).toMatch(/no longer has/);
      const [row] = await database.db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, other.user.id));
      expect(row?.verified).toBe(false);
    });

    it("refuses bad input with a clear message and changes nothing", async () => {
      const { app, database } = ctx();
      const player = await signUp(app);
      expect((await send()).statusCode).toBe(401);
      const cases: unknown[] = [
        {},
        { token: 42 },
        { token: "" },
        { token: "x".repeat(5000) },
        { token: "a".repeat(42) + "!" },
        { token: "a".repeat(43), userId: player.user.id },
        [],
      ];
      for (const payload of cases) {
        const response = await confirm(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(typeof response.json().message).toBe("string");
      }
      // A well-formed token nobody was sent.
      expect((await confirm({ token: "A".repeat(43) })).statusCode).toBe(400);
      const [row] = await database.db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, player.user.id));
      expect(row?.verified).toBe(false);
    });

    it("decides admin on every request: a CLI grant and its revocation take effect at once", async () => {
      const { app, database } = ctx();
      const player = await signUp(app);
      await setAdmin(database.db, player.user.email!, true);
      expect(await check(player.cookie)).toEqual({ isAdmin: true });
      await setAdmin(database.db, player.user.email!, false);
      expect(await check(player.cookie)).toEqual({ isAdmin: false });
    });

    it("writes the confirmation e-mail in the account's language: English by default, Portuguese for a pt-BR account", async () => {
      const { app } = ctx();
      const newest = (address: string) => [...mailbox.messages].reverse().find((m) => m.to.includes(address))!;
      const english = await signUp(app);
      expect((await send(english.cookie)).statusCode).toBe(202);
      expect(newest(english.user.email!).raw).toMatch(/^Subject: Confirm your e-mail for The Prophecy League$/m);
      expect(newest(english.user.email!).raw).toContain("If you did not sign up for The Prophecy League, ignore this e-mail.");

      const brazilian = await signUp(app);
      await chooseLocale(app, brazilian.cookie, "pt-BR");
      expect((await send(brazilian.cookie)).statusCode).toBe(202);
      const mail = newest(brazilian.user.email!);
      expect(mail.raw).toMatch(/^Subject: Confirme seu e-mail no The Prophecy League$/m);
      expect(mail.raw).toContain("Se voc");
      expect(mail.raw).not.toContain("If you did not sign up");
    });

    it("says the server can confirm addresses", async () => {
      expect((await ctx().app.inject({ url: "/api/auth/providers" })).json()).toMatchObject({ emailConfirmation: true });
    });
  },
  { env: { ADMIN_EMAILS: BOSS, SMTP_URL: mailbox.url, PUBLIC_URL: "http://127.0.0.1:5000" } },
);

describeEachDatabase("e-mail confirmation without mail", (ctx) => {
  it("answers 404 with the way out, and says the server cannot confirm addresses", async () => {
    const { app } = ctx();
    const player = await signUp(app);
    const response = await app.inject({ method: "POST", url: "/api/auth/verify-email", headers: { cookie: player.cookie } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/does not send e-mail/);
    expect((await app.inject({ url: "/api/auth/providers" })).json()).toMatchObject({ emailConfirmation: false });
  });
});

describe("confirmation e-mail", () => {
  it("links to the page on the public origin", () => {
    expect(mailbox.messages.length).toBeGreaterThan(0);
    expect(mailbox.messages.every((m) => /http:\/\/127\.0\.0\.1:5000\/verify-email\?token=/.test(m.raw))).toBe(true);
  });
});
