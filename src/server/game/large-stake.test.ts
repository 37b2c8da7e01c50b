import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import type { Match } from "../../shared/api/matches";
import { MAX_STAKE } from "../../shared/constants";
import { payoutFor } from "../../shared/payout";
import { parseScore } from "../../shared/scoring";
import { bets, creditLedger, users } from "../platform/db/schema";
import { changeCredits } from "../ledger/ledger";
import { describeEachDatabase, signUp } from "../testing/harness";
import { settleMatch } from "./settlement.service";

const START = new Date("2025-04-02T09:00:05Z");
/** Past 2^31: settlement's arithmetic overflowed 32-bit integers at a winning stake of 119,304,648. */
const HUGE_STAKE = 3_000_000_000;

describeEachDatabase(
  "stakes and payouts past 32 bits",
  (ctx) => {
    let match: Match;

    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: START });
      const { app } = ctx();
      await app.game.sync.runOnce();
      const { cookie } = await signUp(app);
      const all: Match[] = (await app.inject({ url: "/api/matches", headers: { cookie } })).json();
      // Oracles that disagree on the score: an exact result names one winner.
      match = all.find(
        (m) => m.status === "upcoming" && m.predictions.length === 2 && m.predictions[0]!.predictedScore !== m.predictions[1]!.predictedScore,
      )!;
      expect(match).toBeDefined();
    });

    /** A balance won before the stake ceiling existed, written through the ledger like any credit. */
    const fund = async (userId: number, amount: number) =>
      ctx().database.db.transaction((tx) => changeCredits(tx, userId, amount, "bet_payout", "test:fund"));

    it("refuses a stake above the ceiling, whatever the balance, and changes nothing", async () => {
      const { app } = ctx();
      const whale = await signUp(app);
      await fund(whale.user.id, 5_000_000_000);
      const before = (await app.inject({ url: "/api/auth/user", headers: { cookie: whale.cookie } })).json().credits;
      expect(before).toBe(5_000_010_000);
      for (const stake of [MAX_STAKE + 1, 999_999_999]) {
        const response = await app.inject({
          method: "POST",
          url: "/api/bets",
          headers: { cookie: whale.cookie },
          payload: { matchId: match.id, aiSelected: "Grok", stake },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe("The most you can stake on one match is ₡1,000,000");
      }
      expect((await app.inject({ url: "/api/auth/user", headers: { cookie: whale.cookie } })).json().credits).toBe(before);
      const atCeiling = await app.inject({
        method: "POST",
        url: "/api/bets",
        headers: { cookie: whale.cookie },
        payload: { matchId: match.id, aiSelected: "Grok", stake: MAX_STAKE },
      });
      expect(atCeiling.statusCode).toBe(201);
      expect(atCeiling.json().credits).toBe(before - MAX_STAKE);
    });

    it("pays a winning stake above 2^31 to the credit, in the balance and the ledger", async () => {
      const { app, database } = ctx();
      const { db } = database;
      const winner = match.predictions[0]!;
      const backer = await signUp(app);
      await fund(backer.user.id, HUGE_STAKE);
      // A bet placed before the ceiling: stake debited through the ledger, as placeBet does.
      const [bet] = await db
        .insert(bets)
        .values({ userId: backer.user.id, matchId: match.id, aiSelected: winner.aiName, stake: HUGE_STAKE })
        .returning();
      await db.transaction((tx) => changeCredits(tx, backer.user.id, -HUGE_STAKE, "bet_stake", `bet:${bet!.id}`));

      const outcome = await settleMatch(db, match.id, { status: "completed", score: parseScore(winner.predictedScore)! });
      expect(outcome).toEqual({ settled: true, duel: { winner: winner.aiName, by: "points" } });

      const [settled] = await db.select().from(bets).where(eq(bets.id, bet!.id));
      expect(settled).toMatchObject({ outcome: "won", payout: payoutFor(HUGE_STAKE) });
      expect(payoutFor(HUGE_STAKE)).toBe(5_400_000_000);
      const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, backer.user.id));
      expect(row?.credits).toBe(10_000 + 5_400_000_000);
      const payouts = await db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.refId, `bet:${bet!.id}`));
      expect(payouts.map((r) => r.delta).sort((a, b) => a - b)).toEqual([-HUGE_STAKE, 5_400_000_000]);
      // The JSON reply carries the exact number, not a string or a rounded float.
      const me = await app.inject({ url: "/api/auth/user", headers: { cookie: backer.cookie } });
      expect(me.json().credits).toBe(5_400_010_000);
      const history = await app.inject({ url: "/api/bets/history", headers: { cookie: backer.cookie } });
      expect(history.json()[0]).toMatchObject({ stake: HUGE_STAKE, payout: 5_400_000_000, outcome: "won" });
    });
  },
  { app: { clock: "process" } },
);
