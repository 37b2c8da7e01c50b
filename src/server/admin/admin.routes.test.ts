import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Match } from "../../shared/api/matches";
import { parseScore } from "../../shared/scoring";
import { queryRows } from "../platform/db/client";
import { matches, predictions } from "../platform/db/schema";
import { settleMatch } from "../game/settlement.service";
import { confirmEmail, describeEachDatabase, signUp } from "../testing/harness";
import { setAdmin } from "../users/user.service";
import { adminBetsResponse, adminMatchesResponse, adminProviderResponse, adminUsersResponse, viralAnalyticsResponse } from "../../shared/api/admin";
import { providerSync } from "../platform/db/schema";
import { readProviderStatus, recordSyncFailure, recordSyncSuccess, UNEXPECTED_ERROR } from "../matches/provider-status.service";
import type { FootballProvider } from "../platform/providers/football/football-provider";
import { ProviderError } from "../platform/providers/football/provider-error";

const ADMIN_EMAIL = "boss@admin.test";
const ROUTES = ["/api/admin/users", "/api/admin/matches", "/api/admin/bets", "/api/admin/analytics/viral", "/api/admin/provider"] as const;
const SESSION = "adminTestSession_0001";

type Player = Awaited<ReturnType<typeof signUp>>;

/** One day in YYYY-MM-DD, `back` days before `today` (also YYYY-MM-DD, UTC). */
const daysBefore = (today: string, back: number) => new Date(Date.parse(`${today}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);

describeEachDatabase(
  "admin dashboard",
  (ctx) => {
    // A hand-built platform; every expected figure below is worked out from it by hand.
    let admin: Player;
    let A: Player, B: Player, C: Player, D: Player, E: Player, F: Player, G: Player, H1: Player, H2: Player, H3: Player;
    let today = "";

    const get = (url: string, cookie?: string) => ctx().app.inject({ url, headers: cookie ? { cookie } : {} });
    const post = (url: string, payload: object, cookie?: string) =>
      ctx().app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
    const share = async (eventName: string, cookie?: string) => {
      const response = await post(
        "/api/analytics/track",
        { sessionId: SESSION, eventType: "click", eventName, metadata: { shareType: eventName.split("_").pop() ?? "" } },
        cookie,
      );
      expect(response.statusCode, eventName).toBe(204);
    };
    const refer = async (friend: Player, referrer: Player) => {
      const response = await post("/api/referrals/track", { referralCode: referrer.user.referralCode.replace("PROPHET-", "") }, friend.cookie);
      expect(response.statusCode, response.body).toBe(200);
    };
    const bet = async (player: Player, matchId: number, aiSelected: "ChatGPT" | "Grok", stake: number) => {
      const response = await post("/api/bets", { matchId, aiSelected, stake }, player.cookie);
      expect(response.statusCode, response.body).toBe(201);
    };
    /** Moves a user's sign-up and last visit into the past (days ago; 0 leaves the value alone). */
    const backdate = async (player: Player, createdDaysAgo: number, seenDaysAgo: number) => {
      const db = ctx().database.db;
      if (createdDaysAgo)
        await db.execute(sql`update users set created_at = now() - make_interval(days => ${createdDaysAgo}::int) where id = ${player.user.id}`);
      if (seenDaysAgo)
        await db.execute(sql`update users set last_seen_at = now() - make_interval(days => ${seenDaysAgo}::int) where id = ${player.user.id}`);
    };

    beforeAll(async () => {
      const { app, database } = ctx();
      await app.game.sync.runOnce();
      admin = await signUp(app, { email: ADMIN_EMAIL });
      await confirmEmail(database.db, admin.user.id);
      [A, B, C, D, E, F, G, H1, H2, H3] = (await Promise.all(Array.from({ length: 10 }, () => signUp(app))).then((players) =>
        // Sign-up order decides ids, and ids break ties: sort so A < B < ... < H3.
        players.sort((x, y) => x.user.id - y.user.id),
      )) as [Player, Player, Player, Player, Player, Player, Player, Player, Player, Player];

      // Referral trees: A → B → C (depth 2) and D → E (depth 1).
      await refer(B, A);
      await refer(C, B);
      await refer(E, D);

      // Bets on upcoming matches whose oracles disagree, well before kick-off.
      const all: Match[] = (await get("/api/matches", admin.cookie)).json();
      const open = all.filter((m) => m.status === "upcoming" && Date.parse(m.matchDate) > Date.now() + 60 * 60 * 1000);
      const disagreeing = open.filter((m) => m.predictions.length === 2 && m.predictions[0]!.predictedScore !== m.predictions[1]!.predictedScore);
      const [m1, m2, m3] = disagreeing as [Match, Match, Match];
      expect(m3).toBeDefined();
      await bet(B, m1.id, "ChatGPT", 1_000); // B's first bet completes the A → B referral (A +2,000)
      await bet(D, m1.id, "Grok", 2_000);
      await bet(F, m1.id, "ChatGPT", 500);
      await bet(F, m2.id, "ChatGPT", 200); // stays pending
      await bet(A, m3.id, "ChatGPT", 1_000); // refunded: m3 is cancelled
      const chat = m1.predictions.find((p) => p.aiName === "ChatGPT")!;
      // El Divino's exact score: 10 points against at most 5, so ChatGPT's backers win floor(1.8 × stake).
      expect(await settleMatch(database.db, m1.id, { status: "completed", score: parseScore(chat.predictedScore)! })).toEqual({
        settled: true,
        duel: { winner: "ChatGPT", by: "points" },
      });
      expect(await settleMatch(database.db, m3.id, { status: "cancelled" })).toEqual({ settled: true, duel: { winner: "void" } });

      // Shares: A 3 (twitter ×2, copy), B 1 (facebook; the download is not a share), C 2, E 1 on WhatsApp,
      // D none (download only), and a visitor's twitter, telegram and unknown-platform shares. Look-alikes that are not shares.
      for (const name of ["share_twitter", "share_card_twitter", "share_copy", "shareXtwitter", "viewed_/"]) await share(name, A.cookie);
      for (const name of ["share_facebook", "share_card_download"]) await share(name, B.cookie);
      for (const name of ["share_linkedin", "share_reddit"]) await share(name, C.cookie);
      await share("share_card_download", D.cookie);
      await share("share_whatsapp", E.cookie);
      await share("share_twitter");
      await share("share_telegram");
      await share("share_myspace");

      // A longest streak that is not the top XP, set by hand (streak has no ledger row).
      await database.db.execute(sql`update users set streak = 5 where id = ${H3.user.id}`);
      // Time last: any request of a player would refresh their last_seen_at.
      await backdate(A, 35, 0);
      await backdate(C, 20, 8);
      await backdate(D, 12, 9);
      await backdate(E, 31, 10);
      await backdate(F, 10, 2);
      await backdate(G, 40, 39);
      for (const h of [H1, H2, H3]) await backdate(h, 50, 50);
      const [row] = await queryRows<{ today: string }>(database.db, sql`select to_char((now() at time zone 'UTC')::date, 'YYYY-MM-DD') as today`);
      today = row!.today;
    });

    it("answers 401 signed out, 403 'Admins only' to players, 200 to admins, on every admin route", async () => {
      for (const url of ROUTES) {
        const out = await get(url);
        expect(out.statusCode, url).toBe(401);
        expect(out.json().message).toMatch(/sign in/);
        const player = await get(url, B.cookie);
        expect(player.statusCode, url).toBe(403);
        expect(player.json()).toEqual({ message: "Admins only" });
        expect((await get(url, admin.cookie)).statusCode, url).toBe(200);
      }
      expect((await get("/api/admin/check", admin.cookie)).json()).toEqual({ isAdmin: true });
      expect((await get("/api/admin/check", B.cookie)).json()).toEqual({ isAdmin: false });
      expect((await get("/api/admin/check")).statusCode).toBe(401);
      expect((await post("/api/admin/users", {}, admin.cookie)).statusCode).toBe(404);
    });

    it("follows a revoked or granted admin flag on the next request", async () => {
      const { database } = ctx();
      // B was seen just now anyway: asking as a backdated player would move their last visit.
      const email = B.user.email!;
      await setAdmin(database.db, email, true);
      expect((await get("/api/admin/users", B.cookie)).statusCode).toBe(200);
      expect((await get("/api/admin/check", B.cookie)).json()).toEqual({ isAdmin: true });
      await setAdmin(database.db, email, false);
      expect((await get("/api/admin/users", B.cookie)).statusCode).toBe(403);
    });

    it("counts users, active users, new users, the top 10 lists with e-mails, and sign-ups per day", async () => {
      const body = adminUsersResponse.parse((await get("/api/admin/users", admin.cookie)).json());
      expect(body).toMatchObject({ totalUsers: 11, activeUsers: 6, newUsers7d: 2, newUsers30d: 5 });
      // Credits: B 20,800, A 17,000, C 15,000, E 15,000, D 13,000, F 10,200 (won 900 − 500, 200 pending), the rest 10,000.
      const ids = (list: Array<{ id: number }>) => list.map((p) => p.id);
      const rest = [admin, G, H1, H2, H3].map((p) => p.user.id);
      expect(ids(body.topByXp)).toEqual([B, F, A, C, E, D].map((p) => p.user.id).concat(rest.slice(0, 4)));
      expect(ids(body.topByCredits)).toEqual([B, A, C, E, D, F].map((p) => p.user.id).concat(rest.slice(0, 4)));
      expect(ids(body.topByStreak)).toEqual([H3, B, F, A, C, E, D, admin, G, H1].map((p) => p.user.id));
      expect(body.topByCredits[0]).toEqual({ id: B.user.id, username: expect.any(String), email: B.user.email, xp: 1, credits: 20_800, streak: 1 });
      expect(body.topByXp[1]).toMatchObject({ id: F.user.id, email: F.user.email, xp: 1, credits: 10_200, streak: 1 });
      expect(body.topByStreak[0]).toMatchObject({ id: H3.user.id, email: H3.user.email, streak: 5, xp: 0 });

      expect(body.signupsByDay[0]!.day).toBe(daysBefore(today, 29));
      expect(body.signupsByDay[29]).toEqual({ day: today, count: 2 });
      const nonZero = body.signupsByDay.filter((d) => d.count > 0);
      expect(nonZero).toEqual([
        { day: daysBefore(today, 20), count: 1 },
        { day: daysBefore(today, 12), count: 1 },
        { day: daysBefore(today, 10), count: 1 },
        { day: today, count: 2 },
      ]);
    });

    it("counts matches by status, settled matches, predictions and bets per match from the rows", async () => {
      const { database } = ctx();
      const body = adminMatchesResponse.parse((await get("/api/admin/matches", admin.cookie)).json());
      const rows = await database.db.select({ status: matches.status, settledAt: matches.settledAt }).from(matches);
      const byStatus = (status: string) => rows.filter((r) => r.status === status).length;
      expect(rows.length).toBeGreaterThan(20);
      expect(body).toEqual({
        total: rows.length,
        byStatus: {
          upcoming: byStatus("upcoming"),
          live: byStatus("live"),
          completed: byStatus("completed"),
          cancelled: byStatus("cancelled"),
          postponed: byStatus("postponed"),
        },
        settled: rows.filter((r) => r.settledAt !== null).length,
        predictions: (await database.db.select({ id: predictions.id }).from(predictions)).length,
        betsPerMatch: Math.round((5 / rows.length) * 100) / 100,
      });
      expect(body.byStatus.cancelled).toBeGreaterThanOrEqual(1);
      expect(body.settled).toBeGreaterThanOrEqual(2);
    });

    it("sums the bets and works out the house edge over settled bets", async () => {
      const body = adminBetsResponse.parse((await get("/api/admin/bets", admin.cookie)).json());
      // Settled: stakes 1,000 + 2,000 + 500 + 1,000 (refunded) = 4,500; paid 1,800 + 0 + 900 + 1,000 = 3,700.
      // Edge = (4,500 − 3,700) / 4,500 = 0.17777… → 0.1778. The pending 200 counts as wagered only.
      expect(body).toEqual({
        totalBets: 5,
        pending: 1,
        totalWagered: 4_700,
        totalPaidOut: 3_700,
        houseEdge: 0.1778,
        byOracle: { ChatGPT: 4, Grok: 1 },
        outcomes: { won: 2, lost: 1, void: 1 },
      });
    });

    it("reports the viral analytics of docs/admin-metrics.md with admin-only e-mails of the top sharers", async () => {
      const body = viralAnalyticsResponse.parse((await get("/api/admin/analytics/viral", admin.cookie)).json());
      expect(body).toEqual({
        shares: {
          // 3 (A) + 1 (B) + 2 (C) + 1 (E) + 3 (visitor; myspace in the total only) = 10.
          totalShares: 10,
          // A, B, C, E of 11 users = 36.36… %.
          shareRate: 36.4,
          sharesByPlatform: { twitter: 3, facebook: 1, linkedin: 1, reddit: 1, copy: 1, whatsapp: 1, telegram: 1 },
        },
        referrals: {
          totalReferrals: 3,
          completedReferrals: 1,
          conversionRate: 33.3,
          // A 5,000 + 2,000 (B's first bet), B 5,000, D 5,000.
          totalReferralEarnings: 17_000,
        },
        // Joined over 7 days ago: A, C, D, E, F, G, H1-3 = 9; seen in the last 7 days: A and F → 22.2 %.
        growth: { totalNewUsersLast7Days: 2, retentionRate: 22.2 },
        viralLoop: {
          // Referred and joined in the last 30 days: B and C; existed 30 days ago: A, E, G, H1-3 → 2 / 6.
          viralCoefficient: 0.33,
          // Tree A-B-C has members seen this week; D and E were last seen 9 and 10 days ago.
          activeReferralChains: 1,
          averageChainDepth: 1.5,
        },
        topSharers: [
          { user: { id: A.user.id, username: expect.any(String), email: A.user.email }, shareCount: 3 },
          { user: { id: C.user.id, username: expect.any(String), email: C.user.email }, shareCount: 2 },
          { user: { id: B.user.id, username: expect.any(String), email: B.user.email }, shareCount: 1 },
          { user: { id: E.user.id, username: expect.any(String), email: E.user.email }, shareCount: 1 },
        ],
      });
    });

    it("ends the active chain when its members go quiet and deepens it with a fourth generation", async () => {
      const { app, database } = ctx();
      const before = viralAnalyticsResponse.parse((await get("/api/admin/analytics/viral", admin.cookie)).json()).viralLoop;
      expect(before).toEqual({ viralCoefficient: 0.33, activeReferralChains: 1, averageChainDepth: 1.5 });
      const fourth = await signUp(app, { referralCode: C.user.referralCode }); // A → B → C → fourth
      await backdate(fourth, 0, 20);
      for (const p of [A, B]) await backdate(p, 0, 8);
      const after = viralAnalyticsResponse.parse((await get("/api/admin/analytics/viral", admin.cookie)).json()).viralLoop;
      // Depths 3 and 1; no tree has a member seen this week; B, C and the newcomer over A, E, G, H1-3.
      expect(after).toEqual({ viralCoefficient: 0.5, activeReferralChains: 0, averageChainDepth: 2 });
      await database.db.execute(sql`update users set last_seen_at = now() where id = ${fourth.user.id}`);
      expect(viralAnalyticsResponse.parse((await get("/api/admin/analytics/viral", admin.cookie)).json()).viralLoop.activeReferralChains).toBe(1);
    });
  },
  { env: { ADMIN_EMAILS: ADMIN_EMAIL } },
);

describeEachDatabase(
  "admin dashboard on an empty platform",
  (ctx) => {
    it("answers zeros, never a division by zero, with only the admin signed up", async () => {
      const { app, database } = ctx();
      const { cookie, user } = await signUp(app, { email: ADMIN_EMAIL.toUpperCase() });
      await confirmEmail(database.db, user.id);
      const read = async (url: string) => {
        const response = await app.inject({ url, headers: { cookie } });
        expect(response.statusCode, url).toBe(200);
        return response.json();
      };
      const users = adminUsersResponse.parse(await read("/api/admin/users"));
      expect(users).toMatchObject({ totalUsers: 1, activeUsers: 0, newUsers7d: 1, newUsers30d: 1 });
      expect(users.topByXp).toHaveLength(1);
      expect(users.signupsByDay.map((d) => d.count)).toEqual([...Array(29).fill(0), 1]);
      expect(adminMatchesResponse.parse(await read("/api/admin/matches"))).toEqual({
        total: 0,
        byStatus: { upcoming: 0, live: 0, completed: 0, cancelled: 0, postponed: 0 },
        settled: 0,
        predictions: 0,
        betsPerMatch: 0,
      });
      expect(adminBetsResponse.parse(await read("/api/admin/bets"))).toEqual({
        totalBets: 0,
        pending: 0,
        totalWagered: 0,
        totalPaidOut: 0,
        houseEdge: 0,
        byOracle: { ChatGPT: 0, Grok: 0 },
        outcomes: { won: 0, lost: 0, void: 0 },
      });
      expect(viralAnalyticsResponse.parse(await read("/api/admin/analytics/viral"))).toEqual({
        shares: {
          totalShares: 0,
          shareRate: 0,
          sharesByPlatform: { twitter: 0, facebook: 0, linkedin: 0, reddit: 0, copy: 0, whatsapp: 0, telegram: 0 },
        },
        referrals: { totalReferrals: 0, completedReferrals: 0, conversionRate: 0, totalReferralEarnings: 0 },
        growth: { totalNewUsersLast7Days: 1, retentionRate: 0 },
        viralLoop: { viralCoefficient: 0, activeReferralChains: 0, averageChainDepth: 0 },
        topSharers: [],
      });
    });
  },
  { env: { ADMIN_EMAILS: ADMIN_EMAIL } },
);

/** The provider the game follows in the Match Feed tests: API-Football with two leagues and a limit it reports. */
function apiFootballStub(): FootballProvider & { left: number | null } {
  const stub = {
    name: "api-football" as const,
    competitions: ["39", "140"],
    left: 9 as number | null,
    requestsLeftThisMinute: () => stub.left,
    fixturesBetween: async () => [],
    fixturesById: async () => [],
    events: async () => [],
    resultsBefore: async () => [],
    squad: async () => [],
  };
  return stub;
}
const feedProvider = apiFootballStub();

describeEachDatabase(
  "admin match feed",
  (ctx) => {
    let admin: Player;
    let player: Player;
    const get = (url: string, cookie?: string) => ctx().app.inject({ url, headers: cookie ? { cookie } : {} });
    const status = async () => {
      const response = await get("/api/admin/provider", admin.cookie);
      expect(response.statusCode, response.body).toBe(200);
      return adminProviderResponse.parse(response.json());
    };

    beforeAll(async () => {
      const { app, database } = ctx();
      admin = await signUp(app, { email: ADMIN_EMAIL });
      await confirmEmail(database.db, admin.user.id);
      player = await signUp(app);
    });

    it("answers 401 signed out, 403 to players and to an admin-listed address not yet proven, and only GET", async () => {
      const { app } = ctx();
      const out = await get("/api/admin/provider");
      expect(out.statusCode).toBe(401);
      expect(Object.keys(out.json())).toEqual(["message"]);
      expect((await get("/api/admin/provider", player.cookie)).json()).toEqual({ message: "Admins only" });
      // The boss's address typed at a sign-up proves nothing until it is confirmed (auth/admin-access.ts).
      const unproven = await signUp(app, { email: `other-${ADMIN_EMAIL}` });
      expect((await get("/api/admin/provider", unproven.cookie)).statusCode).toBe(403);
      expect((await get("/api/admin/provider", "pl_session=forged-session-value")).statusCode).toBe(401);
      for (const method of ["POST", "PUT", "DELETE"] as const) {
        const response = await app.inject({ method, url: "/api/admin/provider", headers: { cookie: admin.cookie }, payload: {} });
        expect(response.statusCode, method).toBe(404);
      }
    });

    it("says 'never synced' with the game's provider and what it is configured to follow before any sync", async () => {
      const { database } = ctx();
      await database.db.delete(providerSync);
      // Field by field, a status before any sync is the service's to say (provider-status.service.test.ts).
      const never = await status();
      expect(never).toMatchObject({ provider: "api-football", competitions: ["39", "140"], state: "never-synced", requestsLeftThisMinute: null });
      // With the line of this instance's limit store: on the embedded database its own memory, the only instance.
      expect(never).toEqual({
        ...(await readProviderStatus(database.db, feedProvider)),
        limitStore: database.kind === "postgres" ? "shared" : "local",
      });
    });

    it("reports the recorded syncs: ok, then failing with the provider's message, never an unexpected error's", async () => {
      const { database } = ctx();
      await database.db.delete(providerSync);
      // The stub is shared by each database's pass: this test sets its own quota.
      feedProvider.left = 9;
      await recordSyncSuccess(database.db, feedProvider, new Date("2025-03-01T12:00:00Z"), new Date("2025-03-01T12:10:00Z"));
      expect(await status()).toMatchObject({
        state: "ok",
        lastSuccessAt: "2025-03-01T12:00:00.000Z",
        nextSyncAt: "2025-03-01T12:10:00.000Z",
        requestsLeftThisMinute: 9,
      });

      feedProvider.left = 0;
      await recordSyncFailure(
        database.db,
        feedProvider,
        new Date("2025-03-01T12:10:00Z"),
        new ProviderError("rate_limit", "API-Football: too many requests", 429),
        null,
      );
      const secret = new Error("ECONNREFUSED postgres://admin:hunter2@db");
      await recordSyncFailure(database.db, feedProvider, new Date("2025-03-01T12:20:00Z"), secret, new Date("2025-03-01T12:30:00Z"));
      const failing = await status();
      expect(failing).toEqual({
        provider: "api-football",
        competitions: ["39", "140"],
        state: "failing",
        lastSuccessAt: "2025-03-01T12:00:00.000Z",
        lastFailureAt: "2025-03-01T12:20:00.000Z",
        lastError: UNEXPECTED_ERROR,
        failuresInRow: 2,
        failuresTotal: 2,
        nextSyncAt: "2025-03-01T12:30:00.000Z",
        requestsLeftThisMinute: 0,
        limitStore: ctx().database.kind === "postgres" ? "shared" : "local",
      });
      expect(JSON.stringify(failing)).not.toContain("hunter2");
    });

    it("ignores a query: the page cannot ask for another provider's row", async () => {
      const { database } = ctx();
      await database.db.delete(providerSync);
      await recordSyncFailure(
        database.db,
        { ...feedProvider, name: "openligadb" },
        new Date("2025-03-01T12:00:00Z"),
        new ProviderError("http", "HTTP 500", 500),
        null,
      );
      for (const query of ["?provider=openligadb", "?provider[]=x&provider=%00", "?state=failing"]) {
        const response = await get(`/api/admin/provider${query}`, admin.cookie);
        expect(response.statusCode, query).toBe(200);
        expect(response.json(), query).toMatchObject({ provider: "api-football", state: "never-synced" });
      }
    });
  },
  { env: { ADMIN_EMAILS: ADMIN_EMAIL }, app: { game: { provider: feedProvider } } },
);
