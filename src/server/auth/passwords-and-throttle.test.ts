import { inArray, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { queryRows } from "../platform/db/client";
import { signInFailures, users } from "../platform/db/schema";
import { purgeExpiredRows } from "../game/housekeeping";
import { describeEachDatabase, signUp } from "../testing/harness";
import { SIGN_IN_FREE_FAILURES } from "./sign-in-throttle";

describeEachDatabase("passwords (NIST SP 800-63B) and the sign-in throttle per address and network", (ctx) => {
  const signup = (password: string) =>
    ctx().app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: `pw${Math.random().toString(36).slice(2)}@example.com`, username: `pw${Math.random().toString(36).slice(2, 12)}`, password },
    });
  const userCount = async () => (await ctx().database.db.select({ id: users.id }).from(users)).length;

  it("refuses common passwords and whitespace-only ones with a readable message, creating no account", async () => {
    const before = await userCount();
    const cases: Array<[string, string]> = [
      ["12345678", "This password is too common; choose another"],
      ["password", "This password is too common; choose another"],
      ["Password1", "This password is too common; choose another"],
      [" iloveyou ", "This password is too common; choose another"],
      ["        ", "Password cannot be only spaces"],
      ["\t\t\t\t\t\t\t\t", "Password cannot be only spaces"],
      ["short", "Password must be at least 8 characters"],
    ];
    for (const [password, message] of cases) {
      const response = await signup(password);
      expect(response.statusCode, JSON.stringify(password)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect(await userCount()).toBe(before);
    expect((await signup("correct horse battery")).statusCode).toBe(201);
    expect((await signup("x".repeat(200))).statusCode).toBe(201);
  });

  const from = (remoteAddress: string) => (email: string, password: string) =>
    ctx().app.inject({ method: "POST", url: "/api/auth/signin", remoteAddress, payload: { email, password } });
  /** A network of each test's own, so no test's failures count in another's. */
  let networks = 0;
  const network = () => `198.51.100.${(networks += 1)}`;
  const LOCKED = "Too many failed sign-ins for this e-mail from your network. Try again in 1 minute, or sign in with a provider.";
  /** The lock passes (on the database's clock) for every address and network. */
  const expireLocks = () => ctx().database.db.execute(sql`update sign_in_failures set locked_until = now() - interval '1 second'`);

  it(`locks an address after ${SIGN_IN_FREE_FAILURES} wrong passwords from one network, even for the right one, until the lock passes`, async () => {
    const { app } = ctx();
    const { user } = await signUp(app, { password: "correct horse battery" });
    const email = user.email!;
    const attempt = from(network());
    for (let i = 0; i < SIGN_IN_FREE_FAILURES; i++) expect((await attempt(email, `wrong guess ${i}`)).statusCode).toBe(401);
    const locked = await attempt(email, "correct horse battery");
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: LOCKED });
    // Still locked: each further guess is refused without checking the password, whatever case the address is typed in.
    expect((await attempt(` ${email.toUpperCase()} `, "another guess")).statusCode).toBe(429);

    await expireLocks();
    expect((await attempt(email, "correct horse battery")).statusCode).toBe(200);
    // Each success clears the count: four wrong, a success, four wrong again never make five in a row.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < SIGN_IN_FREE_FAILURES - 1; i++) expect((await attempt(email, `wrong again ${round} ${i}`)).statusCode).toBe(401);
      expect((await attempt(email, "correct horse battery")).statusCode).toBe(200);
    }
  });

  it("doubles the lock with each further failure, up to 15 minutes", async () => {
    const { app } = ctx();
    const { user } = await signUp(app);
    const email = user.email!;
    const attempt = from(network());
    for (let i = 0; i < SIGN_IN_FREE_FAILURES; i++) await attempt(email, `wrong ${i}`);
    const waits: string[] = [];
    for (let round = 0; round < 6; round++) {
      waits.push((await attempt(email, "still wrong")).json().message.match(/in (\d+) minute/)[1]);
      await expireLocks();
      expect((await attempt(email, `wrong again ${round}`)).statusCode).toBe(401);
    }
    expect(waits).toEqual(["1", "2", "4", "8", "15", "15"]);
  });

  it("counts concurrent failures in turn: a burst of guesses still locks the address", async () => {
    const { app } = ctx();
    const { user } = await signUp(app);
    const attempt = from(network());
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(user.email!, `burst ${i}`)));
    expect(burst.every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
    expect((await attempt(user.email!, "correct horse battery")).statusCode).toBe(429);
  });

  it("answers and locks an address no account has exactly as one a player has", async () => {
    const { app } = ctx();
    const { user } = await signUp(app, { password: "correct horse battery" });
    const known = user.email!;
    const unknown = `nobody-${user.id}@example.com`;
    const answers = async (email: string) => {
      const attempt = from(network());
      const replies = [];
      for (let i = 0; i < SIGN_IN_FREE_FAILURES + 2; i++) replies.push(await attempt(email, `guess ${i}`));
      return replies.map((reply) => ({ status: reply.statusCode, body: reply.json<unknown>() }));
    };
    const forKnown = await answers(known);
    const forUnknown = await answers(unknown);
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown.map((answer) => answer.status)).toEqual([...Array<number>(SIGN_IN_FREE_FAILURES).fill(401), 429, 429]);
    expect(forKnown[0]!.body).toEqual({ message: "Wrong e-mail or password" });
    expect(forKnown.at(-1)!.body).toEqual({ message: LOCKED });
  });

  it("keeps a stranger's failed sign-ins to the stranger's network: the owner signs in from theirs", async () => {
    const { app } = ctx();
    const { user } = await signUp(app, { password: "correct horse battery" });
    const email = user.email!;
    const stranger = from("2001:db8:1:2::7");
    for (let i = 0; i < 3 * SIGN_IN_FREE_FAILURES; i++) await stranger(email, `guess ${i}`);
    expect((await stranger(email, "correct horse battery")).statusCode).toBe(429);
    // The rest of the stranger's /64 is the same network (networkOf): no fresh count there.
    expect((await from("2001:db8:1:2:ffff::1")(email, "correct horse battery")).statusCode).toBe(429);
    // The owner, at home and on their phone, is not locked out.
    expect((await from(network())(email, "correct horse battery")).statusCode).toBe(200);
    expect((await from("2001:db8:1:3::7")(email, "correct horse battery")).statusCode).toBe(200);
  });

  it("forgets a count a day after its last failure, in the housekeeping's purge", async () => {
    const { database } = ctx();
    const stale = { emailKey: `stale-${networks}`, networkKey: "n" };
    const fresh = { emailKey: `fresh-${networks}`, networkKey: "n" };
    const now = new Date();
    await database.db.insert(signInFailures).values([
      { ...stale, failures: 7, lastFailureAt: new Date(now.getTime() - 25 * 60 * 60 * 1000) },
      { ...fresh, failures: 7, lastFailureAt: new Date(now.getTime() - 23 * 60 * 60 * 1000) },
    ]);
    const report = await purgeExpiredRows(database.db, now);
    expect(report.signInFailures).toBeGreaterThanOrEqual(1);
    const left = await database.db
      .select({ emailKey: signInFailures.emailKey })
      .from(signInFailures)
      .where(inArray(signInFailures.emailKey, [stale.emailKey, fresh.emailKey]));
    expect(left).toEqual([{ emailKey: fresh.emailKey }]);
  });

  it("refuses bad sign-in and sign-up bodies with 400 {message}, counting nothing", async () => {
    const { app, database } = ctx();
    const count = async () => (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from sign_in_failures`))[0]!.n;
    const before = await count();
    const bodies: unknown[] = [
      {},
      { email: "a@example.com" },
      { password: "correct horse battery" },
      { email: 42, password: "correct horse battery" },
      { email: "a@example.com", password: ["x"] },
      { email: `${"a".repeat(260)}@example.com`, password: "correct horse battery" },
      { email: "a@example.com", password: "x".repeat(201) },
      { email: "a@example.com", password: "correct horse battery", isAdmin: true },
      ["not", "an", "object"],
    ];
    for (const url of ["/api/auth/signin", "/api/auth/signup"]) {
      for (const payload of bodies) {
        const reply = await app.inject({ method: "POST", url, remoteAddress: network(), payload: payload as object });
        expect(reply.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
        expect(Object.keys(reply.json<object>())).toEqual(["message"]);
      }
    }
    expect(await count()).toBe(before);
  });
});
