import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { users } from "../db/schema";
import { describeEachDatabase, signUp } from "../testing/harness";
import { SIGN_IN_FREE_FAILURES } from "./sign-in-throttle";

describeEachDatabase("passwords (NIST SP 800-63B) and the per-account sign-in throttle", (ctx) => {
  const signup = (password: string) =>
    ctx().app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: `pw${Math.random().toString(36).slice(2)}@example.com`, username: `pw${Math.random().toString(36).slice(2, 12)}`, password },
    });
  const signin = (email: string, password: string) => ctx().app.inject({ method: "POST", url: "/api/auth/signin", payload: { email, password } });
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

  it(`locks an account after ${SIGN_IN_FREE_FAILURES} wrong passwords, even for the right one, until the lock passes`, async () => {
    const { app, database } = ctx();
    const { user } = await signUp(app, { password: "correct horse battery" });
    const email = user.email!;
    for (let i = 0; i < SIGN_IN_FREE_FAILURES; i++) expect((await signin(email, `wrong guess ${i}`)).statusCode).toBe(401);
    const locked = await signin(email, "correct horse battery");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe("Too many failed sign-ins for this account. Try again in 1 minute, or sign in with a provider.");
    // Still locked: each further guess is refused without checking the password.
    expect((await signin(email, "another guess")).statusCode).toBe(429);

    // The minute passes (on the database's clock): the owner gets in, and the count starts again.
    await database.db.execute(sql`update users set sign_in_locked_until = now() - interval '1 second' where id = ${user.id}`);
    expect((await signin(email, "correct horse battery")).statusCode).toBe(200);
    const [row] = await database.db
      .select({ failed: users.failedSignIns, lockedUntil: users.signInLockedUntil })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row).toEqual({ failed: 0, lockedUntil: null });
  });

  it("doubles the lock with each further failure, up to 15 minutes", async () => {
    const { app, database } = ctx();
    const { user } = await signUp(app);
    const email = user.email!;
    const expire = () => database.db.execute(sql`update users set sign_in_locked_until = now() - interval '1 second' where id = ${user.id}`);
    for (let i = 0; i < SIGN_IN_FREE_FAILURES; i++) await signin(email, `wrong ${i}`);
    const waits: string[] = [];
    for (let round = 0; round < 6; round++) {
      waits.push((await signin(email, "still wrong")).json().message.match(/in (\d+) minute/)[1]);
      await expire();
      expect((await signin(email, `wrong again ${round}`)).statusCode).toBe(401);
    }
    expect(waits).toEqual(["1", "2", "4", "8", "15", "15"]);
  });

  it("counts concurrent failures in turn: a burst of guesses still locks the account", async () => {
    const { app } = ctx();
    const { user } = await signUp(app);
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => signin(user.email!, `burst ${i}`)));
    expect(burst.every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
    expect((await signin(user.email!, "correct horse battery")).statusCode).toBe(429);
  });

  it("answers an unknown e-mail with the one generic message, however often", async () => {
    for (let i = 0; i < SIGN_IN_FREE_FAILURES + 2; i++) {
      const response = await signin("nobody-here@example.com", `guess ${i}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Wrong e-mail or password" });
    }
  });
});
