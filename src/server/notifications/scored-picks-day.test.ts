import { sql } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import type { Match } from "../../shared/api/matches";
import type { Notification, NotificationList } from "../../shared/api/notifications";
import { queryRows } from "../platform/db/client";
import { settleMatch } from "../game/settlement.service";
import { BETTING_ENV, BETTING_START, upcomingMatches } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";

const HOUR = 3_600_000;
const dayOf = (at: string | Date) => new Date(at).toISOString().slice(0, 10);
const weekday = (day: string) => new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));

// A player's scored picks are gathered into one bell entry per UTC kick-off day, stored as its figures
// and updated in each settlement's transaction (docs/rules.md#notifications).
describeEachDatabase(
  "the day's scored picks in the bell",
  (ctx) => {
    let upcoming: Match[] = [];
    beforeAll(async () => {
      upcoming = (await upcomingMatches(ctx().app)).sort((a, b) => a.matchDate.localeCompare(b.matchDate));
    });

    const list = async (cookie: string): Promise<NotificationList> => {
      const reply = await ctx().app.inject({ url: "/api/notifications", headers: { cookie } });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json();
    };
    const scored = async (cookie: string): Promise<Notification[]> => (await list(cookie)).items.filter((n) => n.kind === "pick_scored");
    const pick = async (cookie: string, match: Match, home: number, away: number) => {
      const reply = await ctx().app.inject({ method: "PUT", url: `/api/matches/${match.id}/pick`, headers: { cookie }, payload: { home, away } });
      expect(reply.statusCode, reply.body).toBe(200);
    };
    /** Settles a match with this score, the clock two hours past its kick-off, as the sync would. */
    const settle = async (match: Match, home: number, away: number) => {
      vi.setSystemTime(new Date(Date.parse(match.matchDate) + 2 * HOUR));
      await settleMatch(ctx().database.db, match.id, { status: "completed", score: { home, away } });
      vi.setSystemTime(BETTING_START);
    };

    it("gathers a day's settled picks into one entry with their picks, points and exact hits; a later one updates it and makes it unread", async () => {
      const { app, database } = ctx();
      const first = upcoming[0]!;
      const day = dayOf(first.matchDate);
      const [a, b, c] = upcoming.filter((m) => dayOf(m.matchDate) === day).slice(0, 3) as [Match, Match, Match];
      expect(c).toBeDefined();
      // Another day's match: moved a day on, still ahead, so it can be picked.
      const other = upcoming[upcoming.length - 1]!;
      await database.db.execute(sql`update matches set match_date = match_date + interval '1 day' where id = ${other.id}`);
      const otherDay = dayOf(new Date(Date.parse(other.matchDate) + 24 * HOUR));
      expect(otherDay).not.toBe(day);

      const [ann, ben] = [await signUp(app), await signUp(app)];
      await pick(ann.cookie, a, 2, 1); // settled 2-1: exact, 10
      await pick(ann.cookie, b, 1, 1); // settled 0-0: the outcome, 5
      await pick(ann.cookie, c, 3, 0); // settled 0-2: nothing
      await pick(ann.cookie, other, 0, 1); // settled 1-3: the outcome, 5
      await pick(ben.cookie, a, 0, 0); // settled 2-1: nothing

      await settle(a, 2, 1);
      await settle(b, 0, 0);
      const twoSettled = await scored(ann.cookie);
      expect(twoSettled).toEqual([
        expect.objectContaining({
          title: `Your 2 picks on ${weekday(day)} scored 15 points, 1 exact.`,
          link: "/prophets",
          scoredPicks: { day, picks: 2, points: 15, exact: 1 },
          read: false,
        }),
      ]);
      expect((await list(ann.cookie)).unread).toBe(1);
      expect(await scored(ben.cookie)).toEqual([
        expect.objectContaining({ title: `Your pick on ${weekday(day)} scored 0 points.`, scoredPicks: { day, picks: 1, points: 0, exact: 0 } }),
      ]);
      // Stored as its kind and figures, not as a sentence.
      const rows = await queryRows<Record<string, unknown>>(
        database.db,
        sql`select kind, to_char(day, 'YYYY-MM-DD') as day, picks, amount, exact, detail, match_id from notifications where user_id = ${ann.user.id}`,
      );
      expect(rows.map((r) => ({ ...r, picks: Number(r.picks), amount: Number(r.amount), exact: Number(r.exact) }))).toEqual([
        { kind: "pick_scored", day, picks: 2, amount: 15, exact: 1, detail: null, match_id: null },
      ]);

      // Read, then the day's third pick settles: the same entry grows and is unread again.
      const read = await app.inject({ method: "POST", url: "/api/notifications/read", headers: { cookie: ann.cookie }, payload: { all: true } });
      expect(read.json()).toEqual({ unread: 0 });
      await settle(c, 0, 2);
      const threeSettled = await scored(ann.cookie);
      expect(threeSettled).toEqual([
        expect.objectContaining({
          id: twoSettled[0]!.id,
          title: `Your 3 picks on ${weekday(day)} scored 15 points, 1 exact.`,
          scoredPicks: { day, picks: 3, points: 15, exact: 1 },
          read: false,
        }),
      ]);
      expect(Date.parse(threeSettled[0]!.changedAt)).toBeGreaterThan(Date.parse(twoSettled[0]!.changedAt));
      expect((await list(ann.cookie)).unread).toBe(1);

      // Another kick-off day is another entry, the newest first; the first day's stays as it was.
      await settle(other, 1, 3);
      const twoDays = await scored(ann.cookie);
      expect(twoDays.map((n) => n.scoredPicks)).toEqual([
        { day: otherDay, picks: 1, points: 5, exact: 0 },
        { day, picks: 3, points: 15, exact: 1 },
      ]);
      expect(twoDays[0]!.title).toBe(`Your pick on ${weekday(otherDay)} scored 5 points.`);
      expect((await list(ann.cookie)).unread).toBe(2);
      // One entry per player and day, whatever was settled.
      const [counted] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from notifications where kind = 'pick_scored' and user_id in (${ann.user.id}, ${ben.user.id})`,
      );
      expect(Number(counted!.n)).toBe(3);
    });
  },
  { env: BETTING_ENV, app: { clock: "process" } },
);
