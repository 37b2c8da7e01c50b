import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../platform/db/client";
import { describeEachDatabase, sessionCookie, signUp } from "../testing/harness";
import { networkOf } from "../platform/http/client-address";
import { FARMING_MAX_PER_ADDRESS, referralOrigin } from "./referral-farming";

describe("the address the farming rule keys on", () => {
  it("is the IPv4 address, also when IPv4-mapped, and an IPv6 client's /64", () => {
    expect(networkOf("203.0.113.7")).toBe("203.0.113.7");
    expect(networkOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(networkOf("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(networkOf("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(networkOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(networkOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(networkOf("2001:db8:1:3::1")).not.toBe(networkOf("2001:db8:1:2::1"));
  });

  it("is stored as a keyed hash that neither shows the address nor matches under another secret", () => {
    const a = referralOrigin("203.0.113.7", "secret-one-secret-one-secret-one-1");
    expect(a.addressHash).toMatch(/^[0-9a-f]{64}$/);
    expect(referralOrigin("::ffff:203.0.113.7", "secret-one-secret-one-secret-one-1")).toEqual(a);
    expect(referralOrigin("203.0.113.7", "secret-two-secret-two-secret-two-2")).not.toEqual(a);
    expect(referralOrigin("203.0.113.8", "secret-one-secret-one-secret-one-1")).not.toEqual(a);
  });
});

describeEachDatabase("referral farming", (ctx) => {
  let addressCounter = 0;
  /** A fresh address per call, so tests sharing the database do not count each other. */
  const newAddress = () => `198.51.${100 + (process.pid % 50)}.${++addressCounter}`;

  const track = (cookie: string, referralCode: string, remoteAddress: string) =>
    ctx().app.inject({ method: "POST", url: "/api/referrals/track", headers: { cookie }, payload: { referralCode }, remoteAddress });
  const me = async (cookie: string) => (await ctx().app.inject({ url: "/api/auth/user", headers: { cookie } })).json();
  const signUpFrom = async (remoteAddress: string, referralCode?: string) => {
    const tag = randomBytes(5).toString("hex");
    const response = await ctx().app.inject({
      method: "POST",
      url: "/api/auth/signup",
      remoteAddress,
      payload: {
        email: `farm${tag}@example.com`,
        username: `farm${tag}`,
        password: "correct horse battery",
        ...(referralCode ? { referralCode } : {}),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { cookie: sessionCookie(response), user: response.json<{ id: number; credits: number; referredBy: number | null }>() };
  };
  /** Moves a referrer's stored applications back in time, as if the window had passed. */
  const ageReferrals = (referrerId: number, minutes: number) =>
    ctx().database.db.execute(
      sql`update referrals set created_at = created_at - make_interval(mins => ${minutes}) where referrer_id = ${referrerId}`,
    );

  it(`lets ${FARMING_MAX_PER_ADDRESS} accounts from one address use one code in a day and refuses the next with 429, changing nothing`, async () => {
    const referrer = await signUp(ctx().app);
    const address = newAddress();
    for (let i = 0; i < FARMING_MAX_PER_ADDRESS; i++) {
      const friend = await signUpFrom(address);
      expect((await track(friend.cookie, referrer.user.referralCode, address)).statusCode).toBe(200);
    }
    const farmer = await signUpFrom(address);
    const refused = await track(farmer.cookie, referrer.user.referralCode, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many accounts from your network have used this code today\. Try again in 24 hours\.$/);
    expect(await me(farmer.cookie)).toMatchObject({ credits: 10_000, referredBy: null });
    expect(await me(referrer.cookie)).toMatchObject({ credits: 10_000 + 5_000 * FARMING_MAX_PER_ADDRESS, totalReferrals: FARMING_MAX_PER_ADDRESS });

    // Another address is another household: the same new account is accepted from there.
    expect((await track(farmer.cookie, referrer.user.referralCode, newAddress())).statusCode).toBe(200);
    expect(await me(farmer.cookie)).toMatchObject({ credits: 15_000, referredBy: referrer.user.id });
  });

  it("counts per code: a full address can still use another player's code", async () => {
    const first = await signUp(ctx().app);
    const second = await signUp(ctx().app);
    const address = newAddress();
    for (let i = 0; i < FARMING_MAX_PER_ADDRESS; i++) {
      const friend = await signUpFrom(address);
      expect((await track(friend.cookie, first.user.referralCode, address)).statusCode).toBe(200);
    }
    const next = await signUpFrom(address);
    expect((await track(next.cookie, first.user.referralCode, address)).statusCode).toBe(429);
    expect((await track(next.cookie, second.user.referralCode, address)).statusCode).toBe(200);
  });

  it("accepts the address again once its applications are a day old", async () => {
    const referrer = await signUp(ctx().app);
    const address = newAddress();
    for (let i = 0; i < FARMING_MAX_PER_ADDRESS; i++) {
      const friend = await signUpFrom(address);
      expect((await track(friend.cookie, referrer.user.referralCode, address)).statusCode).toBe(200);
    }
    const later = await signUpFrom(address);
    await ageReferrals(referrer.user.id, 23 * 60);
    expect((await track(later.cookie, referrer.user.referralCode, address)).json().message).toMatch(/Try again in 1 hour\.$/);
    await ageReferrals(referrer.user.id, 59);
    const stillRefused = await track(later.cookie, referrer.user.referralCode, address);
    expect(stillRefused.statusCode).toBe(429);
    expect(stillRefused.json().message).toMatch(/Try again in 1 minute\.$/);
    await ageReferrals(referrer.user.id, 2);
    expect((await track(later.cookie, referrer.user.referralCode, address)).statusCode).toBe(200);
  });

  it("refuses aged accounts too: nine accounts made on one address, 25 hours old, all fed one code", async () => {
    const referrer = await signUp(ctx().app);
    const address = newAddress();
    const farm = [];
    for (let i = 0; i < 9; i++) farm.push(await signUpFrom(address));
    await ctx().database.db.execute(
      sql`update users set created_at = now() - interval '25 hours' where id in (${sql.join(
        farm.map((f) => sql`${f.user.id}`),
        sql`, `,
      )})`,
    );
    const statuses = [];
    for (const account of farm) statuses.push((await track(account.cookie, referrer.user.referralCode, address)).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(FARMING_MAX_PER_ADDRESS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9 - FARMING_MAX_PER_ADDRESS);
    expect(await me(referrer.cookie)).toMatchObject({ totalReferrals: FARMING_MAX_PER_ADDRESS, credits: 10_000 + 5_000 * FARMING_MAX_PER_ADDRESS });
  });

  it("keeps referrals unlimited: many friends from different addresses all count", async () => {
    const referrer = await signUp(ctx().app);
    const friends = 3 * FARMING_MAX_PER_ADDRESS + 1;
    for (let i = 0; i < friends; i++) {
      const address = newAddress();
      const friend = await signUpFrom(address);
      expect((await track(friend.cookie, referrer.user.referralCode, address)).statusCode).toBe(200);
    }
    expect(await me(referrer.cookie)).toMatchObject({ totalReferrals: friends, credits: 10_000 + 5_000 * friends });
  });

  it("covers the ?ref= code at sign-up: the account is made, without the referral", async () => {
    const referrer = await signUp(ctx().app);
    const address = newAddress();
    for (let i = 0; i < FARMING_MAX_PER_ADDRESS; i++) {
      const friend = await signUpFrom(address, referrer.user.referralCode);
      expect(friend.user).toMatchObject({ credits: 15_000, referredBy: referrer.user.id });
    }
    const farmer = await signUpFrom(address, referrer.user.referralCode);
    expect(farmer.user).toMatchObject({ credits: 10_000, referredBy: null });
    expect(await me(referrer.cookie)).toMatchObject({ totalReferrals: FARMING_MAX_PER_ADDRESS });
    // The refused code can be entered later from elsewhere (or here, once the window has passed).
    expect((await track(farmer.cookie, referrer.user.referralCode, newAddress())).statusCode).toBe(200);
  });

  it("counts concurrent applications in turn: of many at once from one address, exactly the limit pass", async () => {
    const referrer = await signUp(ctx().app);
    const address = newAddress();
    const friends = await Promise.all(Array.from({ length: FARMING_MAX_PER_ADDRESS + 3 }, () => signUpFrom(address)));
    const statuses = await Promise.all(friends.map((f) => track(f.cookie, referrer.user.referralCode, address).then((r) => r.statusCode)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(FARMING_MAX_PER_ADDRESS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect(await me(referrer.cookie)).toMatchObject({ totalReferrals: FARMING_MAX_PER_ADDRESS });
  });

  it("stores only the keyed hash of the address on the referral row", async () => {
    const referrer = await signUp(ctx().app);
    const address = newAddress();
    const friend = await signUpFrom(address, referrer.user.referralCode);
    const rows = await queryRows<{ applied_from: string }>(
      ctx().database.db,
      sql`select applied_from from referrals where referred_id = ${friend.user.id}`,
    );
    expect(rows).toEqual([{ applied_from: referralOrigin(address, ctx().config.sessionSecret).addressHash }]);
    expect(rows[0]?.applied_from).not.toContain(address);
  });
});
