import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { matchStateMessage, type MatchStateMessage } from "../../shared/api/live";
import type { Match } from "../../shared/api/matches";
import { bets, matches } from "../platform/db/schema";
import { placeBet } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";

const START = new Date("2025-04-02T09:00:05Z");
const MINUTE = 60_000;
/** Past the final whistle: 90 minutes, the break and the longest stoppage. */
const FULL_TIME = 111 * MINUTE;

const pick = ({ status, actualScore, minute }: Pick<MatchStateMessage, "status" | "actualScore" | "minute">) => ({ status, actualScore, minute });

/*
 * The match page moves with its match's /ws state instead of polling: the sync must push every change
 * of score, minute and status through the hub, and the finish only once settlement has committed, so
 * a page that reads the bet and the balance on hearing it finds them settled.
 */
describeEachDatabase(
  "match sync pushes each match's state",
  (ctx) => {
    let watched: Match[] = [];

    beforeAll(async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: START });
      const { app } = ctx();
      await app.game.sync.runOnce();
      const bettor = await signUp(app);
      const all: Match[] = (await app.inject({ url: "/api/matches", headers: { cookie: bettor.cookie } })).json();
      watched = all
        .filter((m) => m.status === "upcoming" && m.predictions.length === 2)
        .sort((a, b) => a.matchDate.localeCompare(b.matchDate))
        .slice(0, 3);
      expect(watched).toHaveLength(3);
      for (const match of watched)
        expect((await placeBet(app, bettor.cookie, { matchId: match.id, aiSelected: "Grok", stake: 100 })).statusCode).toBe(201);
    });

    afterAll(() => {
      vi.useRealTimers();
    });

    it("publishes every change of score, minute and status, and the finish after settlement has committed", async () => {
      const { app, database } = ctx();
      const db = database.db;
      const ids = watched.map((m) => m.id);
      const heard = new Map<number, MatchStateMessage[]>(ids.map((id) => [id, []]));
      // Transactions open on the sync's database handle, counted until each has committed or rolled back.
      let openTransactions = 0;
      const transaction = db.transaction.bind(db);
      const spy = vi.spyOn(db, "transaction").mockImplementation(async (...args: Parameters<typeof db.transaction>) => {
        openTransactions += 1;
        try {
          return await transaction(...args);
        } finally {
          openTransactions -= 1;
        }
      });
      // How many were open as the sync told of each finish: settlement's must have committed by then.
      const openAtFinish: number[] = [];
      const hub = app.game.hub;
      const publish = hub.publish.bind(hub);
      const publishSpy = vi.spyOn(hub, "publish").mockImplementation((message) => {
        if (message.type === "match" && message.status === "completed" && ids.includes(message.matchId)) openAtFinish.push(openTransactions);
        return publish(message);
      });
      /** What the database says the moment each finish is heard: a read then sees only committed rows. */
      const onFinish: Array<Promise<{ matchId: number; settled: boolean; pendingBets: number }>> = [];
      for (const id of ids) {
        app.game.hub.subscribe(id, (message) => {
          if (message.type !== "match") return;
          heard.get(id)!.push(matchStateMessage.parse(message));
          if (message.status !== "completed") return;
          onFinish.push(
            (async () => {
              const [row] = await db.select({ settledAt: matches.settledAt }).from(matches).where(eq(matches.id, id));
              const [pending] = await db
                .select({ n: sql<number>`count(*)::int` })
                .from(bets)
                .where(and(eq(bets.matchId, id), isNull(bets.outcome)));
              return { matchId: id, settled: row?.settledAt != null, pendingBets: pending?.n ?? -1 };
            })(),
          );
        });
      }
      const rows = async () =>
        db
          .select({ id: matches.id, status: matches.status, actualScore: matches.actualScore, minute: matches.minute })
          .from(matches)
          .where(inArray(matches.id, ids));

      const last = watched[watched.length - 1]!;
      const end = Date.parse(last.matchDate) + FULL_TIME;
      for (let at = Date.parse(watched[0]!.matchDate) + MINUTE; at <= end + 3 * MINUTE; at += 3 * MINUTE) {
        vi.setSystemTime(at);
        await app.game.sync.runOnce();
        // After every sync, the last state a follower heard is the match's row, once it has moved at all
        // (PostgreSQL delivers through NOTIFY, shortly after the sync returns).
        const stored = await rows();
        const expected = stored.map((row) => (row.status === "upcoming" ? null : { type: "match", matchId: row.id, ...pick(row) }));
        const lastHeard = () => stored.map((row) => heard.get(row.id)!.at(-1) ?? null);
        // Counted, not timed: the test's clock is fake.
        for (let i = 0; i < 250 && !isDeepStrictEqual(lastHeard(), expected); i++) await new Promise((r) => setTimeout(r, 20));
        expect(lastHeard()).toEqual(expected);
      }

      for (const id of ids) {
        const states = heard.get(id)!;
        expect(states[0]?.status).toBe("live");
        expect(states.filter((s) => s.status === "completed")).toHaveLength(1);
        expect(states.at(-1)?.status).toBe("completed");
      }
      // Goals were pushed as they went in: some live state carried a score other than the kick-off's.
      const liveScores = [...heard.values()].flat().filter((s) => s.status === "live" && s.actualScore !== null && s.actualScore !== "0-0");
      expect(liveScores.length).toBeGreaterThan(0);
      spy.mockRestore();
      publishSpy.mockRestore();
      expect(openAtFinish).toEqual(ids.map(() => 0));
      const finishes = (await Promise.all(onFinish)).sort((a, b) => a.matchId - b.matchId);
      expect(finishes).toEqual([...ids].sort((a, b) => a - b).map((matchId) => ({ matchId, settled: true, pendingBets: 0 })));
    });
  },
  { app: { clock: "process" } },
);
