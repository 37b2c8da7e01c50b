import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { creditLedger, users } from "../platform/db/schema";
import { describeEachDatabase, signUp } from "../testing/harness";
import { payoutFor } from "../../shared/payout";
import { queryRows } from "../platform/db/client";
import { changeCredits, creditMany, payoutSql } from "./ledger";
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

  it("credits a whole set at once: one ledger row per move, a player's moves summed on their balance", async () => {
    const { app, database } = ctx();
    const [a, b] = [(await signUp(app)).user, (await signUp(app)).user];
    await database.db.transaction((tx) =>
      creditMany(
        tx,
        sql`select * from (values (${a.id}::int, 900::bigint, 'bet:1'), (${b.id}::int, 5::bigint, 'bet:2'), (${a.id}::int, 3000000000::bigint, 'bet:3')) as m(user_id, delta, ref_id)`,
        "bet_payout",
      ),
    );
    const balances = await database.db
      .select({ id: users.id, credits: users.credits })
      .from(users)
      .where(sql`${users.id} in (${a.id}, ${b.id})`);
    expect(Object.fromEntries(balances.map((r) => [r.id, r.credits]))).toEqual({ [a.id]: 3_000_010_900, [b.id]: 10_005 });
    const rows = await database.db.select().from(creditLedger).where(eq(creditLedger.reason, "bet_payout"));
    expect(rows.map((r) => [r.userId, r.delta, r.refId]).sort()).toEqual(
      [
        [a.id, 900, "bet:1"],
        [b.id, 5, "bet:2"],
        [a.id, 3_000_000_000, "bet:3"],
      ].sort(),
    );
    expect(await findLedgerViolations(database.db)).toEqual([]);
  });

  it("pays in SQL exactly what the shared rule pays, past 32 bits too", async () => {
    const { database } = ctx();
    const stakes = [1, 3, 7, 500, 999, 119_304_648, 1_000_000_000, 3_000_000_001];
    const rows = await queryRows<{ stake: number; payout: number }>(
      database.db,
      sql`select stake, ${payoutSql(sql`stake`)} as payout from unnest(${`{${stakes.join(",")}}`}::bigint[]) as s(stake)`,
    );
    expect(rows.map((r) => [Number(r.stake), Number(r.payout)])).toEqual(stakes.map((s) => [s, payoutFor(s)]));
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
