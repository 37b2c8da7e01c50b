import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Match } from "../../shared/api/matches";
import { bets, creditLedger, matches, sessions, users } from "../platform/db/schema";
import { findLedgerViolations } from "../ledger/ledger-check";
import { BETTING_ENV, me as meOf, placeBet, upcomingMatches } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";
import { statementsOf } from "../testing/statement-log";

describeEachDatabase(
  "betting",
  (ctx) => {
    let upcoming: Match[] = [];
    beforeAll(async () => {
      upcoming = await upcomingMatches(ctx().app);
    });

    const bet = (cookie: string, payload: unknown) => placeBet(ctx().app, cookie, payload);
    const me = (cookie: string) => meOf(ctx().app, cookie);

    it("places a bet: stake debited in the ledger, the bet visible to its owner only", async () => {
      const { app, database } = ctx();
      const player = await signUp(app);
      const match = upcoming[0]!;
      const response = await bet(player.cookie, { matchId: match.id, aiSelected: "Grok", stake: 750 });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        credits: 9_250,
        bet: { matchId: match.id, aiSelected: "Grok", stake: 750, payout: null, outcome: null },
      });
      expect((await me(player.cookie)).credits).toBe(9_250);
      const ledger = await database.db.select().from(creditLedger).where(eq(creditLedger.userId, player.user.id));
      expect(ledger.map((r) => [r.delta, r.reason])).toEqual([
        [10_000, "signup"],
        [-750, "bet_stake"],
      ]);

      const mine = await app.inject({ url: `/api/bets/match/${match.id}`, headers: { cookie: player.cookie } });
      expect(mine.json()).toMatchObject({ aiSelected: "Grok", stake: 750 });
      const other = await signUp(app);
      expect((await app.inject({ url: `/api/bets/match/${match.id}`, headers: { cookie: other.cookie } })).json()).toBeNull();
      const history = (await app.inject({ url: "/api/bets/history", headers: { cookie: player.cookie } })).json();
      expect(history).toHaveLength(1);
      expect(history[0].match).toMatchObject({ homeTeam: match.homeTeam, awayTeam: match.awayTeam });
      expect((await app.inject({ url: "/api/bets/history", headers: { cookie: other.cookie } })).json()).toEqual([]);
      const distribution = (await app.inject({ url: `/api/matches/${match.id}/distribution`, headers: { cookie: other.cookie } })).json();
      expect(distribution).toEqual({ chatGPT: 0, grok: 100, totalBets: 1 });
    });

    it("refuses every bad bet with a clear message and changes nothing", async () => {
      const { app } = ctx();
      const player = await signUp(app);
      const match = upcoming[1]!;
      const [past] = (await app.inject({ url: "/api/matches", headers: { cookie: player.cookie } }))
        .json()
        .filter((m: Match) => m.status === "completed");
      const cases: Array<[unknown, number, RegExp]> = [
        [{ matchId: match.id, aiSelected: "Grok", stake: 10_001 }, 400, /Insufficient credits/],
        [{ matchId: match.id, aiSelected: "Grok", stake: 0 }, 400, /at least/],
        [{ matchId: match.id, aiSelected: "Grok", stake: -50 }, 400, /at least/],
        [{ matchId: match.id, aiSelected: "Grok", stake: 12.5 }, 400, /whole number/],
        [{ matchId: match.id, aiSelected: "Grok", stake: "500" }, 400, /number/],
        [{ matchId: match.id, aiSelected: "Grok", stake: 1e15 }, 400, /Insufficient credits/],
        [{ matchId: match.id, aiSelected: "Gemini", stake: 100 }, 400, /ChatGPT or Grok/],
        [{ matchId: match.id, stake: 100 }, 400, /ChatGPT or Grok/],
        [{ aiSelected: "Grok", stake: 100 }, 400, /matchId/],
        [{ matchId: "1; drop table bets", aiSelected: "Grok", stake: 100 }, 400, /matchId/],
        [{ matchId: match.id, aiSelected: "Grok", stake: 100, userId: 1 }, 400, /Unknown field/],
        [{ matchId: 999_999, aiSelected: "Grok", stake: 100 }, 404, /Match not found/],
        [{ matchId: past.id, aiSelected: "Grok", stake: 100 }, 409, /Betting is closed/],
      ];
      for (const [payload, status, message] of cases) {
        const response = await bet(player.cookie, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
        expect(response.json().message).toMatch(message);
      }
      expect((await bet("", { matchId: match.id, aiSelected: "Grok", stake: 100 })).statusCode).toBe(401);
      expect((await me(player.cookie)).credits).toBe(10_000);
      expect((await app.inject({ url: "/api/bets/history", headers: { cookie: player.cookie } })).json()).toEqual([]);

      expect((await bet(player.cookie, { matchId: match.id, aiSelected: "ChatGPT", stake: 100 })).statusCode).toBe(201);
      const again = await bet(player.cookie, { matchId: match.id, aiSelected: "Grok", stake: 100 });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe("You already backed an oracle in this match");
      expect((await me(player.cookie)).credits).toBe(9_900);
      for (const url of ["/api/bets/match/abc", "/api/bets/match/0"]) {
        expect((await app.inject({ url, headers: { cookie: player.cookie } })).statusCode).toBe(400);
      }
    });

    it("names the player from a session checked in the last minute, and the bet's own statement checks it is still live", async () => {
      const { app, database } = ctx();
      const player = await signUp(app);
      expect((await app.inject({ url: "/api/auth/user", headers: { cookie: player.cookie } })).statusCode).toBe(200);
      // Checked moments ago: on PostgreSQL the bet is its one statement, with no session lookup of its own.
      const placed = await statementsOf(() => bet(player.cookie, { matchId: upcoming[20]!.id, aiSelected: "Grok", stake: 100 }));
      expect(placed.result.statusCode).toBe(201);
      if (database.kind === "postgres") expect(placed.statements.map((s) => s.text)).toEqual([expect.stringMatching(/^with made as/)]);

      // Another instance signs the session out and its signal is lost: the session row is gone, this instance still
      // holds the check. The bet is refused as signed out, the browser's cookie is cleared, and nothing moves.
      await database.db.delete(sessions).where(eq(sessions.userId, player.user.id));
      const refused = await bet(player.cookie, { matchId: upcoming[21]!.id, aiSelected: "Grok", stake: 100 });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: "You need to sign in first" });
      expect(refused.cookies.find((c) => c.name === "pl_session")).toMatchObject({ value: "" });
      const [row] = await database.db.select({ credits: users.credits }).from(users).where(eq(users.id, player.user.id));
      expect(row!.credits).toBe(9_900);
      expect(await database.db.select().from(bets).where(eq(bets.userId, player.user.id))).toHaveLength(1);
      expect(await database.db.select().from(creditLedger).where(eq(creditLedger.userId, player.user.id))).toHaveLength(2);
      // The refusal forgot the check: the next bet looks the session up and finds none.
      expect((await bet(player.cookie, { matchId: upcoming[22]!.id, aiSelected: "Grok", stake: 100 })).statusCode).toBe(401);
      expect(await database.db.select().from(bets).where(eq(bets.userId, player.user.id))).toHaveLength(1);
    });

    it("takes exactly 7 of 50 simultaneous bets when credits cover 7, and 1 of 20 on one match", async () => {
      const { app, database } = ctx();
      const player = await signUp(app);
      const stake = 1_400; // 7 × 1,400 = 9,800 ≤ 10,000 < 8 × 1,400
      const responses = await Promise.all(upcoming.slice(2, 52).map((m) => bet(player.cookie, { matchId: m.id, aiSelected: "ChatGPT", stake })));
      expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(7);
      expect(responses.filter((r) => r.statusCode === 400).every((r) => r.json().message === "Insufficient credits")).toBe(true);
      expect((await me(player.cookie)).credits).toBe(10_000 - 7 * stake);

      const second = await signUp(app);
      const same = await Promise.all(
        Array.from({ length: 20 }, (_, i) => bet(second.cookie, { matchId: upcoming[3]!.id, aiSelected: i % 2 ? "Grok" : "ChatGPT", stake: 100 })),
      );
      expect(same.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(same.filter((r) => r.statusCode === 409)).toHaveLength(19);
      expect((await me(second.cookie)).credits).toBe(9_900);
      const rows = await database.db.select().from(bets).where(eq(bets.userId, second.user.id));
      expect(rows).toHaveLength(1);
    });

    it("pays the referrer ₡2,000 on the friend's first bet, once", async () => {
      const { app } = ctx();
      const referrer = await signUp(app);
      const friend = await signUp(app, { referralCode: referrer.user.referralCode });
      expect((await me(referrer.cookie)).credits).toBe(15_000);
      await bet(friend.cookie, { matchId: upcoming[52]!.id, aiSelected: "Grok", stake: 100 });
      await bet(friend.cookie, { matchId: upcoming[53]!.id, aiSelected: "Grok", stake: 100 });
      expect(await me(referrer.cookie)).toMatchObject({ credits: 17_000, referralEarnings: 7_000 });
    });

    it("pays the first-bet bonus once when the friend's first bets land at the same moment, and the ledger balances", async () => {
      const { app, database } = ctx();
      const referrer = await signUp(app);
      const friend = await signUp(app, { referralCode: referrer.user.referralCode });
      const placed = await Promise.all(upcoming.slice(10, 16).map((m) => bet(friend.cookie, { matchId: m.id, aiSelected: "ChatGPT", stake: 100 })));
      expect(placed.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
      expect(await me(referrer.cookie)).toMatchObject({ credits: 17_000, referralEarnings: 7_000 });
      expect((await me(friend.cookie)).credits).toBe(15_000 - 600);
      expect(await findLedgerViolations(database.db)).toEqual([]);
    });

    it("pays the first-bet bonus only from a real stake: a ₡1 first bet leaves it for the next bet of ₡100", async () => {
      const { app } = ctx();
      const referrer = await signUp(app);
      const friend = await signUp(app, { referralCode: referrer.user.referralCode });
      expect((await bet(friend.cookie, { matchId: upcoming[50]!.id, aiSelected: "Grok", stake: 1 })).statusCode).toBe(201);
      expect((await bet(friend.cookie, { matchId: upcoming[51]!.id, aiSelected: "Grok", stake: 99 })).statusCode).toBe(201);
      expect(await me(referrer.cookie)).toMatchObject({ credits: 15_000, referralEarnings: 5_000 });
      expect((await bet(friend.cookie, { matchId: upcoming[52]!.id, aiSelected: "Grok", stake: 100 })).statusCode).toBe(201);
      expect(await me(referrer.cookie)).toMatchObject({ credits: 17_000, referralEarnings: 7_000 });
    });

    it("counts the record over every bet, past the history's 200, and only the caller's own", async () => {
      const { app, database } = ctx();
      const player = await signUp(app);
      const other = await signUp(app);
      // 250 settled and pending bets written directly, each on a match of its own (one bet a match).
      const made = await database.db
        .insert(matches)
        .values(
          Array.from({ length: 250 }, (_, i) => ({
            homeTeam: `Home ${i}`,
            awayTeam: `Away ${i}`,
            matchDate: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000),
            status: "completed" as const,
            leagueId: 9_999,
            leagueName: "Record League",
            provider: "test",
            apiFixtureId: `record-${i}`,
          })),
        )
        .returning({ id: matches.id });
      const outcomeOf = (i: number) => (["void", null, "lost", "won", "won"] as const)[i % 5]!;
      await database.db
        .insert(bets)
        .values(made.map(({ id }, i) => ({ userId: player.user.id, matchId: id, aiSelected: "Grok" as const, stake: 10, outcome: outcomeOf(i) })));
      const record = await app.inject({ url: "/api/bets/record", headers: { cookie: player.cookie } });
      expect(record.statusCode).toBe(200);
      // 100 won, 50 lost, 50 refunded, 50 pending: 100 ÷ 150 = 66.7 %, refunds and pending left out.
      expect(record.json()).toEqual({ won: 100, lost: 50, refunded: 50, pending: 50, winRate: "66.7" });
      const history = (await app.inject({ url: "/api/bets/history", headers: { cookie: player.cookie } })).json();
      expect(history).toHaveLength(200);

      expect((await app.inject({ url: "/api/bets/record", headers: { cookie: other.cookie } })).json()).toEqual({
        won: 0,
        lost: 0,
        refunded: 0,
        pending: 0,
        winRate: "0.0",
      });
      const signedOut = await app.inject({ url: "/api/bets/record" });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json().message).toEqual(expect.any(String));
      // Nothing in the query string names another player: the record is always the caller's.
      const nosy = await app.inject({ url: `/api/bets/record?userId=${player.user.id}`, headers: { cookie: other.cookie } });
      expect(nosy.statusCode === 400 || nosy.json().won === 0).toBe(true);
    });
  },
  { env: BETTING_ENV, app: { clock: "process" } },
);
