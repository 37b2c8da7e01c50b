import { sql } from "drizzle-orm";
import { WebSocket } from "ws";
import { beforeAll, expect, it, vi } from "vitest";
import type { Match } from "../../shared/api/matches";
import type { NotificationList } from "../../shared/api/notifications";
import { REFERRAL_FIRST_BET_BONUS, REFERRAL_JOIN_BONUS } from "../../shared/constants";
import { parseScore } from "../../shared/scoring";
import { queryRows } from "../platform/db/client";
import { frameText } from "../live/ws-text";
import { settleMatch } from "../game/settlement.service";
import { BETTING_ENV, BETTING_START, disagreeing, placeBet, upcomingMatches } from "../testing/betting-arena";
import { describeEachDatabase, listenForSockets, signUp, chooseLocale } from "../testing/harness";
import { purgeOldNotifications } from "./notifications.service";

describeEachDatabase(
  "notifications",
  (ctx) => {
    let upcoming: Match[] = [];
    beforeAll(async () => {
      upcoming = await upcomingMatches(ctx().app);
    });

    const call = (cookie: string | undefined, method: "GET" | "POST", url: string, payload?: unknown) =>
      ctx().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
    const list = async (cookie: string): Promise<NotificationList> => {
      const reply = await call(cookie, "GET", "/api/notifications");
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json();
    };
    const stored = () => queryRows(ctx().database.db, sql`select id, user_id, kind, read_at from notifications order by id`);

    it("writes a settled bet's and a scored pick's notifications in settlement's transaction, or none", async () => {
      const { app, database } = ctx();
      const match = disagreeing(upcoming, 0);
      const chat = match.predictions.find((p) => p.aiName === "ChatGPT")!;
      const [winner, loser, picker] = [await signUp(app), await signUp(app), await signUp(app)];
      expect((await placeBet(app, winner.cookie, { matchId: match.id, aiSelected: "ChatGPT", stake: 400 })).statusCode).toBe(201);
      expect((await placeBet(app, loser.cookie, { matchId: match.id, aiSelected: "Grok", stake: 300 })).statusCode).toBe(201);
      const { home, away } = parseScore(chat.predictedScore)!;
      const picked = await app.inject({
        method: "PUT",
        url: `/api/matches/${match.id}/pick`,
        headers: { cookie: picker.cookie },
        payload: { home, away },
      });
      expect(picked.statusCode).toBe(200);

      // A settlement that fails at its last step leaves no notification behind.
      await database.db.execute(
        sql.raw(`create function refuse_settling() returns trigger language plpgsql as $$ begin raise exception 'planted'; end $$`),
      );
      await database.db.execute(
        sql.raw(
          `create trigger refuse_settling before update on matches for each row when (new.settled_at is not null) execute function refuse_settling()`,
        ),
      );
      const before = await stored();
      vi.setSystemTime(new Date(Date.parse(match.matchDate) + 2 * 3_600_000));
      await expect(settleMatch(database.db, match.id, { status: "completed", score: { home, away } })).rejects.toThrow();
      expect(await stored()).toEqual(before);
      await database.db.execute(sql.raw("drop trigger refuse_settling on matches"));
      await database.db.execute(sql.raw("drop function refuse_settling"));

      await settleMatch(database.db, match.id, { status: "completed", score: { home, away } });
      vi.setSystemTime(BETTING_START);
      const result = `${match.homeTeam} ${home}-${away} ${match.awayTeam}`;
      const won = await list(winner.cookie);
      expect(won.unread).toBe(1);
      expect(won.items).toEqual([
        expect.objectContaining({
          kind: "bet_settled",
          title: "Bet won: ₡720",
          body: `${result}: El Divino saw it clearer. Your ₡400 stake paid ₡720.`,
          link: `/match/${match.id}`,
          read: false,
        }),
      ]);
      expect((await list(loser.cookie)).items).toEqual([
        expect.objectContaining({ kind: "bet_settled", title: "Bet lost", body: `${result}: your ₡300 on O Eterno is gone.` }),
      ]);
      const day = new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "UTC" }).format(new Date(match.matchDate));
      expect((await list(picker.cookie)).items).toEqual([
        expect.objectContaining({ kind: "pick_scored", title: `Your pick on ${day} scored 10 points, 1 exact.`, link: "/prophets" }),
      ]);
    });

    it("tells a refund on a match called off as such, from the match's row", async () => {
      const { app, database } = ctx();
      const match = upcoming[9]!;
      const backer = await signUp(app);
      expect((await placeBet(app, backer.cookie, { matchId: match.id, aiSelected: "Grok", stake: 250 })).statusCode).toBe(201);
      await settleMatch(database.db, match.id, { status: "cancelled" });
      expect((await list(backer.cookie)).items).toEqual([
        expect.objectContaining({
          kind: "bet_settled",
          title: "Bet refunded: ₡250",
          body: `${match.homeTeam} vs ${match.awayTeam} was called off, so your stake came back.`,
        }),
      ]);
    });

    it("tells a referrer of a friend who joined with their code and of the friend's first bet", async () => {
      const { app } = ctx();
      const referrer = await signUp(app);
      const friend = await signUp(app, { referralCode: referrer.user.referralCode });
      const name = (await app.inject({ url: "/api/auth/user", headers: { cookie: friend.cookie } })).json().username;
      expect((await list(referrer.cookie)).items).toEqual([
        expect.objectContaining({
          kind: "referral_joined",
          title: `${name} joined with your code`,
          body: `You both got ₡${REFERRAL_JOIN_BONUS.toLocaleString("en-US")}.`,
        }),
      ]);
      expect((await placeBet(app, friend.cookie, { matchId: upcoming[5]!.id, aiSelected: "Grok", stake: 100 })).statusCode).toBe(201);
      const after = await list(referrer.cookie);
      expect(after.unread).toBe(2);
      expect(after.items[0]).toMatchObject({
        kind: "referral_bonus",
        title: `${name} placed their first bet`,
        body: `Your referral bonus of ₡${REFERRAL_FIRST_BET_BONUS.toLocaleString("en-US")} is in.`,
        link: "/referrals",
      });
      // A second bet pays no bonus and says nothing.
      expect((await placeBet(app, friend.cookie, { matchId: upcoming[6]!.id, aiSelected: "Grok", stake: 100 })).statusCode).toBe(201);
      expect((await list(referrer.cookie)).items).toHaveLength(2);
    });

    it("tells a league's owner who joined", async () => {
      const { app } = ctx();
      const [owner, friend] = [await signUp(app), await signUp(app)];
      const league = (await call(owner.cookie, "POST", "/api/leagues", { name: "Notified" })).json();
      await call(friend.cookie, "POST", "/api/leagues/join", { code: league.inviteCode });
      const name = (await app.inject({ url: "/api/auth/user", headers: { cookie: friend.cookie } })).json().username;
      expect((await list(owner.cookie)).items).toEqual([
        expect.objectContaining({ kind: "league_joined", title: `${name} joined Notified`, link: `/leagues/${league.id}` }),
      ]);
      expect((await list(friend.cookie)).items).toEqual([]);
    });

    it("writes the bell in the reader's language: a German account's entry in German", async () => {
      const { app } = ctx();
      const [owner, friend] = [await signUp(app), await signUp(app)];
      await chooseLocale(app, owner.cookie, "de");
      const league = (await call(owner.cookie, "POST", "/api/leagues", { name: "Stammtisch" })).json();
      await call(friend.cookie, "POST", "/api/leagues/join", { code: league.inviteCode });
      const name = (await app.inject({ url: "/api/auth/user", headers: { cookie: friend.cookie } })).json().username;
      expect((await list(owner.cookie)).items).toEqual([
        expect.objectContaining({
          kind: "league_joined",
          title: `${name} ist Stammtisch beigetreten`,
          body: "Deine Tipprunde hat ein neues Mitglied. Sieh dir die Tabelle an.",
        }),
      ]);
    });

    it("marks the player's own notifications read, refuses anyone else's and bad bodies, and changes nothing then", async () => {
      const { app } = ctx();
      const [owner, other] = [await signUp(app), await signUp(app)];
      for (const name of ["Reader One", "Reader Two", "Reader Three"]) {
        const league = (await call(other.cookie, "POST", "/api/leagues", { name })).json();
        await call(owner.cookie, "POST", "/api/leagues/join", { code: league.inviteCode });
      }
      const mine = await list(other.cookie);
      expect(mine.unread).toBe(3);
      expect(mine.items.map((n) => n.id)).toEqual([...mine.items.map((n) => n.id)].sort((a, b) => b - a));
      const theirs = await signUp(app);
      const before = await stored();
      for (const [cookie, body, status] of [
        [theirs.cookie, { ids: [mine.items[0]!.id] }, 404],
        [theirs.cookie, { ids: [mine.items[0]!.id, 1] }, 404],
        [other.cookie, { ids: [mine.items[0]!.id, Number.MAX_SAFE_INTEGER] }, 404],
        [other.cookie, {}, 400],
        [other.cookie, { ids: [] }, 400],
        [other.cookie, { ids: "all" }, 400],
        [other.cookie, { ids: [1.5] }, 400],
        [other.cookie, { ids: [-1] }, 400],
        [other.cookie, { ids: [2 ** 64] }, 400],
        [other.cookie, { ids: Array.from({ length: 51 }, (_, i) => i + 1) }, 400],
        [other.cookie, { all: false }, 400],
        [other.cookie, { all: true, ids: [1] }, 400],
        [undefined, { all: true }, 401],
      ] as const) {
        const reply = await call(cookie, "POST", "/api/notifications/read", body);
        expect(reply.statusCode, JSON.stringify(body)).toBe(status);
        expect(typeof reply.json().message).toBe("string");
      }
      expect(await stored()).toEqual(before);
      expect((await call(undefined, "GET", "/api/notifications")).statusCode).toBe(401);

      const one = await call(other.cookie, "POST", "/api/notifications/read", { ids: [mine.items[1]!.id, mine.items[1]!.id] });
      expect(one.json()).toEqual({ unread: 2 });
      expect((await list(other.cookie)).items.map((n) => n.read)).toEqual([false, true, false]);
      expect((await call(other.cookie, "POST", "/api/notifications/read", { all: true })).json()).toEqual({ unread: 0 });
      expect((await list(other.cookie)).items.every((n) => n.read)).toBe(true);
    });

    it("keeps notifications 90 days", async () => {
      const { app, database } = ctx();
      const player = await signUp(app);
      // Ages by the app's clock (the suites run on a fixed one; the database's own now() may differ).
      const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
      await database.db.execute(sql`insert into notifications (user_id, kind, other_user_id, amount, created_at)
        values (${player.user.id}, 'referral_joined', null, 5000, ${daysAgo(91)}::timestamptz),
               (${player.user.id}, 'referral_joined', null, 5000, ${daysAgo(89)}::timestamptz)`);
      expect((await list(player.cookie)).items).toHaveLength(2);
      expect(await purgeOldNotifications(database.db)).toBeGreaterThanOrEqual(1);
      const left = await list(player.cookie);
      expect(left.items).toHaveLength(1);
      expect(left.items[0]).toMatchObject({ title: "A player joined with your code" });
    });

    it("signals a player's open sockets when a notification is written for them, and only theirs", async () => {
      const { app } = ctx();
      const base = await listenForSockets(app);
      const [owner, friend] = [await signUp(app), await signUp(app)];
      const open = async (cookie: string) => {
        const socket = new WebSocket(base, { headers: { cookie } });
        const seen: string[] = [];
        socket.on("message", (data) => seen.push(JSON.parse(frameText(data)).type));
        await new Promise((r) => socket.once("open", r));
        return { socket, seen };
      };
      const [ownerSocket, friendSocket] = [await open(owner.cookie), await open(friend.cookie)];
      await app.notificationSignals.check();
      const league = (await call(owner.cookie, "POST", "/api/leagues", { name: "Signals" })).json();
      await call(friend.cookie, "POST", "/api/leagues/join", { code: league.inviteCode });
      await app.notificationSignals.check();
      await vi.waitFor(() => expect(ownerSocket.seen).toContain("notifications"));
      expect(friendSocket.seen).not.toContain("notifications");
      ownerSocket.socket.close();
      friendSocket.socket.close();
    });
  },
  { env: BETTING_ENV, app: { clock: "process" } },
);
