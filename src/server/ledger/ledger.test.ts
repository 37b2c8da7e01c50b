import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { creditLedger, users } from "../db/schema";
import { describeEachDatabase, signUp } from "../testing/harness";
import { changeCredits } from "./ledger";
import { findLedgerViolations } from "./ledger-check";

describeEachDatabase("credits ledger", (ctx) => {
  it("never lets a debit take a balance below zero, and writes nothing when it refuses", async () => {
    const { app, database } = ctx();
    const { user } = await signUp(app);
    const ok = await database.db.transaction((tx) => changeCredits(tx, user.id, -9_999, "bet_stake", "m1"));
    const refused = await database.db.transaction((tx) => changeCredits(tx, user.id, -2, "bet_stake", "m2"));
    expect([ok, refused]).toEqual([true, false]);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.credits).toBe(1);
    const ledger = await database.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(ledger.map((r) => r.delta)).toEqual([10_000, -9_999]);
  });

  it("finds a balance that drifted from its ledger (what db:check reports)", async () => {
    const { app, database } = ctx();
    const { user } = await signUp(app);
    await database.db.execute(sql`update users set credits = credits + 1 where id = ${user.id}`);
    expect(await findLedgerViolations(database.db)).toEqual([{ userId: user.id, credits: 10_001, ledgerSum: 10_000 }]);
    await database.db.execute(sql`update users set credits = credits - 1 where id = ${user.id}`);
    expect(await findLedgerViolations(database.db)).toEqual([]);
  });

  it("applies a ?ref= code carried through sign-up: 5,000 to each side, in the ledger", async () => {
    const { app } = ctx();
    const referrer = await signUp(app);
    const friend = await signUp(app, { referralCode: referrer.user.referralCode.replace("PROPHET-", "").toLowerCase() });
    expect(friend.user.credits).toBe(15_000);
    const me = await app.inject({ url: "/api/auth/user", headers: { cookie: referrer.cookie } });
    expect(me.json()).toMatchObject({ credits: 15_000, totalReferrals: 1, referralEarnings: 5_000 });
    const friendMe = await app.inject({ url: "/api/auth/user", headers: { cookie: friend.cookie } });
    expect(friendMe.json()).toMatchObject({ credits: 15_000, referredBy: referrer.user.id });
  });

  it("keeps the account when a carried code is unknown", async () => {
    const { app } = ctx();
    const friend = await signUp(app, { referralCode: "PROPHET-ZZZZZZ" });
    expect(friend.user.credits).toBe(10_000);
  });
});
