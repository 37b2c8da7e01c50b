import { sql } from "drizzle-orm";
import type { LookupAddress } from "node:dns";
import { Socket } from "node:net";
import webpush from "web-push";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import type { Match } from "../../shared/api/matches";
import { queryRows } from "../platform/db/client";
import type { MailMessage, Mailer } from "../platform/mail/mailer";
import { BETTING_ENV, BETTING_START, upcomingMatches } from "../testing/betting-arena";
import { confirmEmail, describeEachDatabase, signUp } from "../testing/harness";
import { startPushService, startSilentPushService } from "../testing/push-service";
import { startSmtpSink } from "../testing/smtp-sink";
import { createReminders, deliverReminders, type ReminderSenders } from "./reminders";

// A reminder's push (or e-mail) went out inside a database transaction, so on PGlite's one
// connection a push service that never answered stalled every request for as long as the sends took
// (40 s for two devices); and stored endpoints were sent to wherever they pointed.

const pushService = await startPushService();
const silent = await startSilentPushService();
// Listed by nobody: a loopback push service the server must never reach.
const stranger = await startPushService();
const mailbox = await startSmtpSink();
afterAll(async () => {
  await Promise.all([pushService.close(), silent.close(), stranger.close(), mailbox.close()]);
});
const vapid = webpush.generateVAPIDKeys();
const MINUTE = 60_000;
const DEADLINE_MS = 2_000;
const off = { inApp: false, email: false, push: false };

/**
 * Every outgoing connection of this process is checked, before any lookup or packet: those to the
 * allowed loopback ports go ahead (the database, the listed push services), the rest are recorded and
 * ended on the spot. A test of refused addresses then cannot reach one, whatever the code under test does.
 */
function trapConnections(allowedPorts: number[]) {
  const attempts: string[] = [];
  const connect = Object.getOwnPropertyDescriptor(Socket.prototype, "connect")!.value as (this: Socket, ...args: unknown[]) => Socket;
  const spy = vi.spyOn(Socket.prototype, "connect").mockImplementation(function (this: Socket, ...args: unknown[]) {
    const [first, second] = args;
    const options = typeof first === "object" && first !== null ? (first as { host?: unknown; port?: unknown }) : undefined;
    const host = String(options ? options.host : second);
    const port = Number(options ? options.port : first);
    if (host === "127.0.0.1" && allowedPorts.includes(port)) return connect.apply(this, args);
    attempts.push(`${host}:${port}`);
    this.destroy(new Error("connection blocked by the test"));
    return this;
  });
  return { attempts, restore: () => spy.mockRestore() };
}
const portOf = (host: string) => Number(host.split(":")[1]);

describeEachDatabase(
  "reminder delivery",
  (ctx) => {
    let upcoming: Match[] = [];
    let nextMatch = 0;
    beforeAll(async () => {
      upcoming = (await upcomingMatches(ctx().app))
        .filter((m) => Date.parse(m.matchDate) > BETTING_START.getTime() + 2 * MINUTE)
        .sort((a, b) => a.matchDate.localeCompare(b.matchDate));
    });
    // Each test's reminders only: earlier players go quiet and their unsent deliveries are dropped.
    beforeEach(async () => {
      const { db } = ctx().database;
      await db.execute(sql`update notification_preferences set backed_in_app = false, backed_email = false, backed_push = false`);
      await db.execute(sql`update reminder_deliveries set dropped_at = now() where sent_at is null and dropped_at is null`);
    });

    const call = (cookie: string, method: "GET" | "PUT" | "POST" | "PATCH", url: string, payload?: unknown) =>
      ctx().app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as never }) });
    const pushSenders = (over: Partial<ReminderSenders> = {}): ReminderSenders => ({
      mail: undefined,
      push: ctx().config.push,
      pushServiceHosts: ctx().config.pushServiceHosts,
      deadlineMs: DEADLINE_MS,
      ...over,
    });
    const deliveriesOf = (userId: number) =>
      queryRows<{ sent: boolean; attempts: number; last_error: string | null; leased: boolean }>(
        ctx().database.db,
        sql`select sent_at is not null as sent, attempts, last_error, leased_until > now() as leased
            from reminder_deliveries where user_id = ${userId} order by id`,
      );
    const endpointsOf = async (userId: number) =>
      (
        await queryRows<{ endpoint: string }>(ctx().database.db, sql`select endpoint from push_subscriptions where user_id = ${userId} order by id`)
      ).map((r) => r.endpoint);
    /** A player who picked a match of their own and wants it by `way` (or ways); the reminder is written, due now. */
    const remindedPlayer = async (
      way: "push" | "email" | Array<"push" | "email">,
      subscriptions: Array<{ endpoint: string; keys: object }> = [],
      locale?: string,
    ) => {
      const { app, database } = ctx();
      const p = await signUp(app);
      await confirmEmail(database.db, p.user.id);
      if (locale) expect((await call(p.cookie, "PATCH", "/api/auth/user/settings", { locale })).statusCode).toBe(200);
      const ways = Array.isArray(way) ? way : [way];
      for (const s of subscriptions) expect((await call(p.cookie, "POST", "/api/push/subscriptions", s)).statusCode).toBe(201);
      const prefs = {
        leadMinutes: 15,
        reminders: { backed: { ...off, ...Object.fromEntries(ways.map((w) => [w, true])) }, featured: off, followed: off, unpicked: off },
        followedCompetitions: [],
      };
      expect((await call(p.cookie, "PUT", "/api/notifications/preferences", prefs)).statusCode).toBe(200);
      const match = upcoming[nextMatch++]!;
      expect((await call(p.cookie, "PUT", `/api/matches/${match.id}/pick`, { home: 2, away: 1 })).statusCode).toBe(200);
      const due = new Date(Date.parse(match.matchDate) - 14 * MINUTE);
      expect(await createReminders(database.db, due)).toBeGreaterThanOrEqual(1);
      const written = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from reminder_deliveries where user_id = ${p.user.id}`,
      );
      expect(written[0]!.n).toBe(ways.length);
      return { ...p, match, due };
    };
    /**
     * Polls /readyz and, with a cookie, the player's bell, one request after another (so neither waits
     * behind the other) until the work settles: how many of each answered while it was still under way.
     * A pass that held a lock or a connection across the hang would let one through at most, after it.
     */
    const answeredDuring = async (work: Promise<unknown>, cookie?: string) => {
      const state = { settled: false };
      void work.finally(() => (state.settled = true)).catch(() => {});
      const answered = { ready: 0, bell: 0 };
      const ask = async (url: string, headers: Record<string, string>) => {
        const reply = await ctx().app.inject({ url, headers });
        expect(reply.statusCode, url).toBe(200);
        return state.settled ? 0 : 1;
      };
      while (!state.settled) {
        answered.ready += await ask("/readyz", {});
        if (cookie) answered.bell += await ask("/api/notifications", { cookie });
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return answered;
    };

    it("sends to a player's devices at once under one deadline, outside any transaction: a push service that never answers stalls nothing", async () => {
      const { database } = ctx();
      const p = await remindedPlayer("push", [silent.subscription(), silent.subscription()]);
      const connectionsBefore = silent.connections();

      const started = performance.now();
      const pass = deliverReminders(database.db, pushSenders(), p.due);
      const { ready, bell } = await answeredDuring(pass, p.cookie);
      expect(await pass).toBe(0);
      const took = performance.now() - started;
      // Answered over and over while both devices hung: nothing waited for the push.
      expect(ready).toBeGreaterThanOrEqual(3);
      expect(bell).toBeGreaterThanOrEqual(3);
      // Both devices at once, given up together at the one deadline (one after the other would take two).
      expect(silent.connections() - connectionsBefore).toBe(2);
      expect(took).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
      expect(took).toBeLessThan(DEADLINE_MS * 1.5);

      // Failed: kept for a later pass, not tried again at once; the devices are kept.
      expect(await deliveriesOf(p.user.id)).toEqual([
        { sent: false, attempts: 1, last_error: "No answer from the push service within 2 s", leased: true },
      ]);
      expect(await deliverReminders(database.db, pushSenders(), p.due)).toBe(0);
      expect(silent.connections() - connectionsBefore).toBe(2);
      expect(await endpointsOf(p.user.id)).toHaveLength(2);
      // A minute later (the retry wait run out), tried again: the second attempt.
      await database.db.execute(sql`update reminder_deliveries set leased_until = now() - interval '1 second' where user_id = ${p.user.id}`);
      expect(await deliverReminders(database.db, pushSenders({ deadlineMs: 300 }), p.due)).toBe(0);
      expect(silent.connections() - connectionsBefore).toBe(4);
      expect((await deliveriesOf(p.user.id))[0]).toMatchObject({ sent: false, attempts: 2, leased: true });
    });

    it("sends an e-mail reminder outside any transaction too: a mail server that never answers stalls nothing", async () => {
      const { database } = ctx();
      const p = await remindedPlayer("email");
      let asked = 0;
      const hanging: Mailer = {
        send: () => {
          asked += 1;
          return new Promise(() => {});
        },
        close() {},
      };
      const senders = pushSenders({ mail: { mailer: hanging, publicUrl: "http://127.0.0.1:5000", secret: "s" }, deadlineMs: 1_000 });
      const pass = deliverReminders(database.db, senders, p.due);
      expect((await answeredDuring(pass)).ready).toBeGreaterThanOrEqual(3);
      expect(await pass).toBe(0);
      expect(asked).toBe(1);
      expect(await deliveriesOf(p.user.id)).toEqual([
        { sent: false, attempts: 1, last_error: "No answer from the mail server within 1 s", leased: true },
      ]);
    });

    it("never sends to a stored endpoint aimed at the server's own network: no connection, and the device is forgotten", async () => {
      const { database } = ctx();
      const phone = pushService.device();
      const p = await remindedPlayer("push", [phone.subscription]);
      // As stored before endpoints were checked: straight into the table.
      const { keys } = phone.subscription;
      const internal = [
        stranger.device().subscription.endpoint,
        "https://169.254.169.254/latest/meta-data/",
        "https://10.0.0.1/push",
        "https://localhost:5432/",
        "https://[::1]:5432/",
        "https://user:pw@fcm.googleapis.com/fcm/send/x",
        "https://fcm.googleapis.com:8443/fcm/send/x",
      ];
      for (const endpoint of internal) {
        await database.db.execute(
          sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (${p.user.id}, ${endpoint}, ${keys.p256dh}, ${keys.auth})`,
        );
      }
      const asked: string[] = [];
      const resolveHost = async (hostname: string): Promise<LookupAddress[]> => {
        asked.push(hostname);
        return [{ address: "127.0.0.1", family: 4 }];
      };
      const trap = trapConnections([portOf(pushService.host), 5432]);
      try {
        // The trap stops what it does not allow: shown on a loopback port first.
        await new Promise<void>((resolve) => new Socket().on("error", () => resolve()).connect(portOf(stranger.host), "127.0.0.1"));
        expect(trap.attempts).toEqual([stranger.host]);
        trap.attempts.length = 0;
        expect(await deliverReminders(database.db, pushSenders({ resolveHost }), p.due)).toBe(1);
      } finally {
        trap.restore();
      }
      expect(trap.attempts).toEqual([]);
      expect(asked).toEqual([]);
      expect(stranger.connections()).toBe(0);
      expect(phone.received).toHaveLength(1);
      expect(await endpointsOf(p.user.id)).toEqual([phone.subscription.endpoint]);
      expect(await deliveriesOf(p.user.id)).toEqual([{ sent: true, attempts: 1, last_error: null, leased: null }]);
    });

    it("refuses a browser push service's name that resolves to an internal address, before any connection", async () => {
      const { database } = ctx();
      const { keys } = pushService.device().subscription;
      const resolvesTo: Record<string, string> = {
        "fcm.googleapis.com": "10.0.0.1",
        "updates.push.services.mozilla.com": "169.254.169.254",
        "web.push.apple.com": "127.0.0.1",
        "a.push.apple.com": "::1",
        "wns2-par02p.notify.windows.com": "fd00::1",
        "b.notify.windows.com": "::ffff:10.0.0.1",
        "c.notify.windows.com": "fe80::1",
        "d.notify.windows.com": "100.64.0.1",
      };
      const p = await remindedPlayer(
        "push",
        Object.keys(resolvesTo).map((host) => ({ endpoint: `https://${host}/push/${host}`, keys })),
      );
      const asked: string[] = [];
      const resolveHost = async (hostname: string): Promise<LookupAddress[]> => {
        asked.push(hostname);
        const address = resolvesTo[hostname]!;
        return [{ address, family: address.includes(":") ? 6 : 4 }];
      };
      const trap = trapConnections([5432]);
      try {
        expect(await deliverReminders(database.db, pushSenders({ resolveHost }), p.due)).toBe(0);
      } finally {
        trap.restore();
      }
      expect(trap.attempts).toEqual([]);
      expect(asked.sort()).toEqual(Object.keys(resolvesTo).sort());
      const [delivery] = await deliveriesOf(p.user.id);
      expect(delivery).toMatchObject({ sent: false, attempts: 1 });
      expect(delivery!.last_error).toMatch(/resolves to .+, where no push service is$/);
      // Refused now, not gone: the names are right, their addresses are what is wrong.
      expect(await endpointsOf(p.user.id)).toHaveLength(Object.keys(resolvesTo).length);
    });

    it("writes a German account's push and reminder e-mail in German", async () => {
      const { database } = ctx();
      const phone = pushService.device();
      const p = await remindedPlayer(["push", "email"], [phone.subscription], "de");
      const mails: MailMessage[] = [];
      const mailer: Mailer = { send: async (message) => void mails.push(message), close() {} };
      // The app's own secret, so the mail's unsubscribe link opens its page.
      const senders = pushSenders({ mail: { mailer, publicUrl: "http://127.0.0.1:5000", secret: ctx().config.sessionSecret } });
      expect(await deliverReminders(database.db, senders, p.due)).toBe(2);
      const fixture = `${p.match.homeTeam} – ${p.match.awayTeam}`;
      expect(phone.received).toEqual([
        { title: `${fixture}: Anpfiff in 14 Minuten`, body: "Dein Tipp: 2-1. Du kannst ihn bis zum Anpfiff ändern.", link: `/match/${p.match.id}` },
      ]);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.subject).toBe(`${fixture}: Anpfiff in 14 Minuten`);
      expect(mail!.text).toMatch(/^Hallo p\w+,\n\n/);
      expect(mail!.text).toContain(`${fixture}: Anpfiff in 14 Minuten. Dein Tipp: 2-1. Du kannst ihn bis zum Anpfiff ändern.`);
      expect(mail!.text).toContain(
        "Du hast diese Erinnerung bei The Prophecy League angefordert. Keine E-Mail-Erinnerungen mehr: http://127.0.0.1:5000/",
      );
      expect(mail!.html).toContain('<html lang="de">');
      expect(mail!.html).toContain(">Zum Spiel</a>");
      expect(mail!.html).toMatch(
        /angefordert\. <a href="http:\/\/127\.0\.0\.1:5000\/api\/notifications\/unsubscribe\?[^"]+">Keine E-Mail-Erinnerungen mehr<\/a>/,
      );
      // Its unsubscribe link asks in German too.
      const link = new URL(/^<(.+)>$/.exec(mail!.headers!["List-Unsubscribe"]!)![1]!);
      const page = await ctx().app.inject({ url: `${link.pathname}${link.search}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="de">');
      expect(page.body).toContain("<h1>E-Mail-Erinnerungen abbestellen?</h1>");
    });

    it("leaves a delivery another instance holds until its lease runs out (that instance died), then sends it once, counting attempts", async () => {
      const { database } = ctx();
      const phone = pushService.device();
      const p = await remindedPlayer("push", [phone.subscription]);
      // Taken by an instance that died mid-send.
      await database.db.execute(
        sql`update reminder_deliveries set leased_until = now() + interval '1 minute', attempts = 1 where user_id = ${p.user.id}`,
      );
      expect(await deliverReminders(database.db, pushSenders(), p.due)).toBe(0);
      expect(phone.received).toEqual([]);
      await database.db.execute(sql`update reminder_deliveries set leased_until = now() - interval '1 second' where user_id = ${p.user.id}`);
      // Two instances at once: one takes it, the other finds nothing.
      const sent = await Promise.all([deliverReminders(database.db, pushSenders(), p.due), deliverReminders(database.db, pushSenders(), p.due)]);
      expect(sent.sort()).toEqual([0, 1]);
      expect(phone.received).toHaveLength(1);
      expect(await deliveriesOf(p.user.id)).toEqual([{ sent: true, attempts: 2, last_error: null, leased: null }]);

      // Five attempts and it is given up.
      const tablet = pushService.device();
      const q = await remindedPlayer("push", [tablet.subscription]);
      await database.db.execute(sql`update reminder_deliveries set attempts = 5 where user_id = ${q.user.id}`);
      expect(await deliverReminders(database.db, pushSenders(), q.due)).toBe(0);
      expect(tablet.received).toEqual([]);
    });

    it("reads the queue once in a pass that finds nothing to send, and sends everything waiting when there is", async () => {
      const { database } = ctx();
      // Nothing else in this file's queue may be sent from here on.
      await database.db.execute(sql`update reminder_deliveries set dropped_at = now() where sent_at is null and dropped_at is null`);
      let statements = 0;
      const counted = new Proxy(database.db, {
        get(target, key) {
          const value: unknown = Reflect.get(target, key);
          if (key !== "execute" || typeof value !== "function") return value;
          return (...args: unknown[]) => {
            statements += 1;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      expect(await deliverReminders(counted, pushSenders(), new Date())).toBe(0);
      expect(statements).toBe(1);

      const devices = [pushService.device(), pushService.device(), pushService.device()];
      const players = [];
      for (const device of devices) players.push(await remindedPlayer("push", [device.subscription]));
      // Before the first of their kick-offs, so none is late.
      const due = new Date(Math.min(...players.map((p) => p.due.getTime())));
      expect(await deliverReminders(database.db, pushSenders(), due, 2)).toBe(2);
      expect(await deliverReminders(database.db, pushSenders(), due)).toBe(1);
      for (const device of devices) expect(device.received).toHaveLength(1);
    });
  },
  {
    env: {
      ...BETTING_ENV,
      SMTP_URL: mailbox.url,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: "mailto:push@example.com",
      PUSH_SERVICE_HOSTS: `${pushService.host},${silent.host}`,
    },
    app: { clock: "process", reminderSpeed: 1 },
  },
);
