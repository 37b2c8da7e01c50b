import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { Match } from "../../shared/api/matches";
import { createSession } from "../auth/session.service";
import { queryRows } from "../platform/db/client";
import { bets, matches } from "../platform/db/schema";
import { settleMatch } from "../game/settlement.service";
import { BETTING_ENV, placeBet, upcomingMatches } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";
import { listMatches } from "./match-view";

/** Bets placed at once on one match: enough to queue on its row on PostgreSQL, whose pool has 20 connections. */
const AT_ONCE = 40;

describeEachDatabase(
  "a match's bet count, kept on its row",
  (ctx) => {
    let upcoming: Match[];
    beforeAll(async () => {
      upcoming = await upcomingMatches(ctx().app);
    });
    afterAll(() => {
      vi.useRealTimers();
    });

    /** The count kept on the row beside the bets actually there. */
    const counted = async (matchId: number) => {
      const [row] = await queryRows<{ kept: number; actual: number }>(
        ctx().database.db,
        sql`select bet_count as kept, (select count(*)::int from ${bets} where match_id = ${matchId}) as actual from ${matches} where id = ${matchId}`,
      );
      return row!;
    };
    const allCounts = async () =>
      (await ctx().database.db.select({ id: matches.id, betCount: matches.betCount }).from(matches)).sort((a, b) => a.id - b.id);

    /** Players made in the database, each with a session and `credits` (through a signup ledger row, as the invariant asks). */
    const players = async (n: number, credits: number) => {
      const { db } = ctx().database;
      const made = await queryRows<{ id: number }>(
        db,
        sql`insert into users (username, email, credits, referral_code)
          select 'count' || left(md5(random()::text), 12), null, ${credits}, 'COUNT-' || md5(random()::text)
          from generate_series(1, ${n}) g returning id`,
      );
      const ids = sql.join(
        made.map((m) => sql`${m.id}`),
        sql`, `,
      );
      await db.execute(
        sql`insert into credit_ledger (user_id, delta, reason) select id, credits, 'signup' from users where id in (${ids}) and credits > 0`,
      );
      return Promise.all(made.map(async ({ id }) => ({ id, cookie: `pl_session=${(await createSession(db, id)).token}` })));
    };

    it("counts each placed bet on the match's row, and the match list and page read it from there", async () => {
      const { app, database } = ctx();
      const match = upcoming[0]!;
      const [a, b] = [await signUp(app), await signUp(app)];
      expect((await placeBet(app, a.cookie, { matchId: match.id, aiSelected: "ChatGPT", stake: 100 })).statusCode).toBe(201);
      expect(await counted(match.id)).toEqual({ kept: 1, actual: 1 });
      expect((await placeBet(app, b.cookie, { matchId: match.id, aiSelected: "Grok", stake: 250 })).statusCode).toBe(201);
      expect(await counted(match.id)).toEqual({ kept: 2, actual: 2 });

      const page = await app.inject({ url: `/api/matches/${match.id}`, headers: { cookie: a.cookie } });
      expect(page.json().betCount).toBe(2);
      // The list shows what the row holds, not a count of the bets: a figure no bet could give proves it.
      await database.db.update(matches).set({ betCount: 41 }).where(eq(matches.id, match.id));
      expect((await listMatches(database.db)).find((m) => m.id === match.id)!.betCount).toBe(41);
      await database.db.update(matches).set({ betCount: 2 }).where(eq(matches.id, match.id));
      expect((await listMatches(database.db)).find((m) => m.id === match.id)!.betCount).toBe(2);
    });

    it("leaves every count as it was when a bet is refused", async () => {
      const { app } = ctx();
      const match = upcoming[1]!;
      const backer = await signUp(app);
      expect((await placeBet(app, backer.cookie, { matchId: match.id, aiSelected: "Grok", stake: 100 })).statusCode).toBe(201);
      const [poor] = await players(1, 50);
      const before = await allCounts();
      const refusals: Array<[string, number, unknown]> = [
        ["already backed", 409, { matchId: match.id, aiSelected: "ChatGPT", stake: 100 }],
        ["unknown match", 404, { matchId: 999_999, aiSelected: "Grok", stake: 100 }],
      ];
      for (const [why, status, payload] of refusals) {
        expect((await placeBet(app, backer.cookie, payload)).statusCode, why).toBe(status);
      }
      const broke = await placeBet(app, poor!.cookie, { matchId: match.id, aiSelected: "Grok", stake: 51 });
      expect(broke.statusCode).toBe(400);
      expect(broke.json().message).toBe("Insufficient credits");
      expect(await allCounts()).toEqual(before);
      expect(await counted(match.id)).toEqual({ kept: 1, actual: 1 });
    });

    it("counts bets placed at the same moment on one match, each once", async () => {
      const { app } = ctx();
      const match = upcoming[2]!;
      const crowd = await players(AT_ONCE, 1_000);
      const replies = await Promise.all(
        crowd.map((p, i) => placeBet(app, p.cookie, { matchId: match.id, aiSelected: i % 2 ? "Grok" : "ChatGPT", stake: 10 })),
      );
      expect(replies.map((r) => r.statusCode)).toEqual(crowd.map(() => 201));
      expect(await counted(match.id)).toEqual({ kept: AT_ONCE, actual: AT_ONCE });
    });

    it("keeps the count whoever writes the bets: a seeder's insert, a player deleted with their bets, a bet moved", async () => {
      const { db } = ctx().database;
      const [seeded, other] = [upcoming[3]!, upcoming[4]!];
      const crowd = await players(30, 0);
      // One statement writing 30 bets on one match and one on another, as a seeder would.
      await db.execute(sql`insert into bets (user_id, match_id, ai_selected, stake)
        select id, ${seeded.id}::int, 'Grok', 10 from users where id in (${sql.join(
          crowd.map((p) => sql`${p.id}`),
          sql`, `,
        )})
        union all select ${crowd[0]!.id}::int, ${other.id}::int, 'ChatGPT', 10`);
      expect(await counted(seeded.id)).toEqual({ kept: 30, actual: 30 });
      expect(await counted(other.id)).toEqual({ kept: 1, actual: 1 });
      // A player's bets go with the player (on delete cascade), from every match they backed.
      await db.execute(sql`delete from users where id = ${crowd[0]!.id}`);
      expect(await counted(seeded.id)).toEqual({ kept: 29, actual: 29 });
      expect(await counted(other.id)).toEqual({ kept: 0, actual: 0 });
      // No code moves a bet to another match, but should any, the count follows it.
      await db.update(bets).set({ matchId: other.id }).where(eq(bets.userId, crowd[1]!.id));
      expect(await counted(seeded.id)).toEqual({ kept: 28, actual: 28 });
      expect(await counted(other.id)).toEqual({ kept: 1, actual: 1 });
      // Settling a bet's other columns leaves the count alone.
      await db.update(bets).set({ outcome: "void", payout: 10 }).where(eq(bets.userId, crowd[2]!.id));
      expect(await counted(seeded.id)).toEqual({ kept: 28, actual: 28 });
    });

    it("still counts a cancelled match's refunded bets, as the list always has", async () => {
      const { app, database } = ctx();
      const match = upcoming[0]!;
      const before = await counted(match.id);
      expect(before.kept).toBeGreaterThan(0);
      await settleMatch(database.db, match.id, { status: "cancelled" });
      const voided = await database.db.select({ outcome: bets.outcome }).from(bets).where(eq(bets.matchId, match.id));
      expect(voided.every((b) => b.outcome === "void")).toBe(true);
      expect(await counted(match.id)).toEqual(before);
      const { cookie } = await signUp(app);
      expect((await app.inject({ url: `/api/matches/${match.id}`, headers: { cookie } })).json().betCount).toBe(before.kept);
    });
  },
  // The suite travels to the league's kick-offs on a faked JS clock, which PostgreSQL's own does not follow.
  { env: BETTING_ENV, app: { clock: "process" } },
);
