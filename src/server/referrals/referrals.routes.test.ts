import { describe, expect, it } from "vitest";
import { referralTier } from "../../shared/api/referrals";
import { describeEachDatabase, signUp } from "../testing/harness";

describe("referral tiers", () => {
  it("follows the bands of docs/rules.md#referral-tiers", () => {
    expect([0, 1, 4, 5, 24, 25, 99, 100, 5000].map(referralTier)).toEqual([
      null,
      "Bronze",
      "Bronze",
      "Silver",
      "Silver",
      "Gold",
      "Gold",
      "Platinum",
      "Platinum",
    ]);
  });
});

describeEachDatabase("referrals", (ctx) => {
  const track = (cookie: string, payload: unknown) =>
    ctx().app.inject({ method: "POST", url: "/api/referrals/track", headers: { cookie }, payload: payload as object });
  const me = async (cookie: string) => (await ctx().app.inject({ url: "/api/auth/user", headers: { cookie } })).json();

  it("applies a code once: 5,000 to each side, shown in stats and on the leaderboard", async () => {
    const { app } = ctx();
    const referrer = await signUp(app);
    const friend = await signUp(app);
    const code = referrer.user.referralCode.replace("PROPHET-", "");
    const ok = await track(friend.cookie, { referralCode: ` ${code.toLowerCase()} ` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toMatch(/Referral applied/);
    expect(await me(friend.cookie)).toMatchObject({ credits: 15_000, referredBy: referrer.user.id });
    expect(await me(referrer.cookie)).toMatchObject({ credits: 15_000, totalReferrals: 1, referralEarnings: 5_000 });

    const again = await track(friend.cookie, { referralCode: code });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You have already used a referral code");

    const stats = (await app.inject({ url: "/api/referrals/stats", headers: { cookie: referrer.cookie } })).json();
    expect(stats).toMatchObject({ totalReferrals: 1, referralEarnings: 5_000, tier: "Bronze", hasReferrer: false });
    expect(stats.friends).toHaveLength(1);
    const board = (await app.inject({ url: "/api/referrals/leaderboard", headers: { cookie: friend.cookie } })).json();
    const entry = board.find((e: { user: { id: number } }) => e.user.id === referrer.user.id);
    expect(entry).toMatchObject({ referralCount: 1, earnings: 5_000, user: { email: null } });
    const own = (await app.inject({ url: "/api/referrals/leaderboard", headers: { cookie: referrer.cookie } })).json();
    expect(own.find((e: { user: { id: number } }) => e.user.id === referrer.user.id).user.email).toBe(referrer.user.email);
  });

  it("refuses one's own code, a cycle, unknown and malformed codes, changing nothing", async () => {
    const { app } = ctx();
    const a = await signUp(app);
    const b = await signUp(app, { referralCode: a.user.referralCode });
    const cases: Array<[string, unknown, number, RegExp]> = [
      [a.cookie, { referralCode: a.user.referralCode }, 400, /own referral code/],
      [a.cookie, { referralCode: b.user.referralCode }, 400, /someone you invited/],
      [a.cookie, { referralCode: "PROPHET-ZZZZZZ" }, 404, /No player/],
      [a.cookie, { referralCode: "hello" }, 400, /PROPHET-XXXXXX/],
      [a.cookie, { referralCode: "" }, 400, /enter a referral code/],
      [a.cookie, { referralCode: 123456 }, 400, /referralCode/],
      [a.cookie, {}, 400, /referralCode is required/],
      [a.cookie, { referralCode: "x".repeat(5000) }, 400, /not a referral code/],
      ["", { referralCode: b.user.referralCode }, 401, /sign in/],
    ];
    for (const [cookie, payload, status, message] of cases) {
      const response = await track(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    expect(await me(a.cookie)).toMatchObject({ credits: 15_000, referredBy: null });
    for (const url of ["/api/referrals/stats", "/api/referrals/leaderboard"]) {
      expect((await app.inject({ url })).statusCode).toBe(401);
    }
  });
});
