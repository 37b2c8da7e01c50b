import { sql } from "drizzle-orm";
import webpush from "web-push";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { Match } from "../../shared/api/matches";
import { queryRows } from "../platform/db/client";
import { BETTING_ENV, BETTING_START, upcomingMatches } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";
import { startPushService } from "../testing/push-service";
import { MAX_PUSH_DEVICES } from "./push.service";

const pushService = await startPushService();
afterAll(() => pushService.close());
const vapid = webpush.generateVAPIDKeys();
const MINUTE = 60_000;
const off = { inApp: false, email: false, push: false };
// The local push service is on 127.0.0.1 and a random port: the operator's list names it, as a deployment would its own.
const PUSH_ENV = {
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: "mailto:push@example.com",
  PUSH_SERVICE_HOSTS: pushService.host,
};
/** Endpoints aimed at the server's own network, each accepted before endpoints were checked. */
const INTERNAL_ENDPOINTS = [
  "https://127.0.0.1:5432/push/x",
  "https://localhost:5432/",
  "https://169.254.169.254/latest/meta-data/",
  "https://10.0.0.1/push",
  "https://192.168.1.1/push",
  "https://[::1]:5432/",
  "https://[fd00::1]/push",
  "https://[fe80::1]/push",
  "https://[::ffff:127.0.0.1]/push",
  // The local push service itself, on another port than the one named.
  `https://127.0.0.1:${Number(pushService.host.split(":")[1]) + 1}/push/x`,
];

describeEachDatabase(
  "push reminders",
  (ctx) => {
    let upcoming: Match[] = [];
    beforeAll(async () => {
      upcoming = (await upcomingMatches(ctx().app)).sort((a, b) => a.matchDate.localeCompare(b.matchDate));
    });
    const call = (cookie: string | undefined, method: "GET" | "PUT" | "POST" | "DELETE", url: string, payload?: unknown) =>
      ctx().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as never }) });
    const devicesOf = async (userId: number) =>
      (
        await queryRows<{ endpoint: string }>(ctx().database.db, sql`select endpoint from push_subscriptions where user_id = ${userId} order by id`)
      ).map((r) => r.endpoint);
    const allDevices = async () => (await queryRows<{ n: number }>(ctx().database.db, sql`select count(*)::int as n from push_subscriptions`))[0]!.n;
    const pushPrefs = {
      leadMinutes: 15,
      reminders: { backed: { inApp: false, email: false, push: true }, featured: off, followed: off, unpicked: off },
      followedCompetitions: [],
    };
    /** Sends each body as its own subscription, a fresh player per ten (the route allows ten a minute). */
    const refusals = async (bodies: unknown[]) => {
      for (let i = 0; i < bodies.length; i += 10) {
        const p = await signUp(ctx().app);
        for (const body of bodies.slice(i, i + 10)) {
          const reply = await call(p.cookie, "POST", "/api/push/subscriptions", body);
          expect(reply.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
          expect(reply.json(), JSON.stringify(body).slice(0, 120)).toEqual({ message: expect.any(String) });
        }
        expect(await devicesOf(p.user.id)).toEqual([]);
      }
    };

    it("keeps a player's devices, refuses bad subscriptions and other players' endpoints, and turns push on only with a device", async () => {
      const { app } = ctx();
      const [p, other] = [await signUp(app), await signUp(app)];
      expect((await call(p.cookie, "GET", "/api/push/key")).json()).toEqual({ publicKey: vapid.publicKey });
      expect((await call(undefined, "GET", "/api/push/key")).statusCode).toBe(401);
      const before = (await call(p.cookie, "GET", "/api/notifications/preferences")).json();
      expect(before.push).toEqual({ available: false, reason: "Allow notifications on this device first" });
      expect((await call(p.cookie, "PUT", "/api/notifications/preferences", pushPrefs)).statusCode).toBe(409);

      const device = pushService.device();
      const { keys } = device.subscription;
      await refusals([
        {},
        { endpoint: "not a url", keys },
        { endpoint: "ftp://push.example/x", keys },
        { endpoint: "http://push.example/x", keys },
        { endpoint: device.subscription.endpoint, keys: { p256dh: "short", auth: keys.auth } },
        { endpoint: device.subscription.endpoint, keys: { p256dh: keys.p256dh } },
        { endpoint: `http://x/${"a".repeat(3000)}`, keys },
        { ...device.subscription, extra: 1 },
        // Wrong types, missing fields, huge values.
        { endpoint: 42, keys },
        { endpoint: ["https://fcm.googleapis.com/fcm/send/x"], keys },
        { endpoint: null, keys },
        { keys },
        { endpoint: device.subscription.endpoint },
        { endpoint: device.subscription.endpoint, keys: null },
        { endpoint: device.subscription.endpoint, keys: "keys" },
        { endpoint: device.subscription.endpoint, keys: { p256dh: 1, auth: 2 } },
        { endpoint: device.subscription.endpoint, keys: { ...keys, auth: "A".repeat(5000) } },
        { endpoint: device.subscription.endpoint, keys: { ...keys, p256dh: "B".repeat(50_000) } },
        { ...device.subscription, expirationTime: "tomorrow" },
        { ...device.subscription, expirationTime: { at: 1 } },
        { endpoint: `https://fcm.googleapis.com/fcm/send/${"a".repeat(2_000)}`, keys },
        [device.subscription],
      ]);
      expect((await call(undefined, "POST", "/api/push/subscriptions", device.subscription)).statusCode).toBe(401);
      expect((await call(p.cookie, "POST", "/api/push/subscriptions", { ...device.subscription, expirationTime: null })).statusCode).toBe(201);
      expect((await call(p.cookie, "POST", "/api/push/subscriptions", device.subscription)).statusCode).toBe(201);
      expect(await devicesOf(p.user.id)).toEqual([device.subscription.endpoint]);
      // Another player cannot remove it.
      expect((await call(other.cookie, "DELETE", "/api/push/subscriptions", { endpoint: device.subscription.endpoint })).statusCode).toBe(204);
      expect(await devicesOf(p.user.id)).toEqual([device.subscription.endpoint]);
      expect((await call(p.cookie, "GET", "/api/notifications/preferences")).json().push).toEqual({ available: true, reason: null });
      expect((await call(p.cookie, "PUT", "/api/notifications/preferences", pushPrefs)).statusCode).toBe(200);
      expect((await call(p.cookie, "DELETE", "/api/push/subscriptions", { endpoint: device.subscription.endpoint })).statusCode).toBe(204);
      expect(await devicesOf(p.user.id)).toEqual([]);
    });

    it("takes only browsers' push services (and the operator's named ones): an endpoint aimed at the server's own network is refused", async () => {
      const { keys } = pushService.device().subscription;
      const before = await allDevices();
      await refusals([
        ...INTERNAL_ENDPOINTS.map((endpoint) => ({ endpoint, keys })),
        { endpoint: "https://user:password@fcm.googleapis.com/fcm/send/abc", keys },
        { endpoint: `https://user:password@${pushService.host}/push/x`, keys },
        { endpoint: "https://fcm.googleapis.com:8443/fcm/send/abc", keys },
        { endpoint: "https://fcm.googleapis.com.attacker.example/fcm/send/abc", keys },
        { endpoint: "https://push.apple.com/abc", keys },
      ]);
      const reply = await call((await signUp(ctx().app)).cookie, "POST", "/api/push/subscriptions", { endpoint: "https://10.0.0.1/push", keys });
      expect(reply.json()).toEqual({ message: "endpoint must be a browser's push service (Google, Mozilla, Apple or Microsoft) on port 443" });
      expect(await allDevices()).toBe(before);

      const p = await signUp(ctx().app);
      const accepted = [
        "https://fcm.googleapis.com/fcm/send/dH1:APA91bE",
        "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk",
        "https://web.push.apple.com/QGuQyavXutnMH",
        "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB%2b",
      ];
      for (const endpoint of accepted) expect((await call(p.cookie, "POST", "/api/push/subscriptions", { endpoint, keys })).statusCode).toBe(201);
      expect(await devicesOf(p.user.id)).toEqual(accepted);
    });

    it(`keeps at most ${MAX_PUSH_DEVICES} devices a player, forgetting the one subscribed longest ago`, async () => {
      const { app, database } = ctx();
      const [p, other] = [await signUp(app), await signUp(app)];
      const { keys } = pushService.device().subscription;
      const endpoint = (i: number) => `https://fcm.googleapis.com/fcm/send/cap-${p.user.id}-${i}`;
      // Ten already kept, the first subscribed longest ago (the route allows ten a minute; these came over days).
      for (let i = 0; i < MAX_PUSH_DEVICES; i++) {
        await database.db.execute(
          sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, created_at)
              values (${p.user.id}, ${endpoint(i)}, ${keys.p256dh}, ${keys.auth}, now() - ${MAX_PUSH_DEVICES - i} * interval '1 day')`,
        );
      }
      await database.db.execute(
        sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, created_at)
            values (${other.user.id}, ${endpoint(99)}, ${keys.p256dh}, ${keys.auth}, now() - interval '30 days')`,
      );
      const ten = Array.from({ length: MAX_PUSH_DEVICES }, (_, i) => endpoint(i));
      // Renewing a kept one makes it the newest, and keeps ten.
      expect((await call(p.cookie, "POST", "/api/push/subscriptions", { endpoint: endpoint(0), keys })).statusCode).toBe(201);
      expect(await devicesOf(p.user.id)).toEqual(ten);
      // The eleventh forgets the oldest: now endpoint(1).
      expect((await call(p.cookie, "POST", "/api/push/subscriptions", { endpoint: endpoint(10), keys })).statusCode).toBe(201);
      expect((await devicesOf(p.user.id)).sort()).toEqual([endpoint(0), ...ten.slice(2), endpoint(10)].sort());
      // Moving another player's endpoint here counts too; the other player is left with none.
      expect((await call(p.cookie, "POST", "/api/push/subscriptions", { endpoint: endpoint(99), keys })).statusCode).toBe(201);
      expect(await devicesOf(p.user.id)).toHaveLength(MAX_PUSH_DEVICES);
      expect(await devicesOf(p.user.id)).not.toContain(endpoint(2));
      expect(await devicesOf(other.user.id)).toEqual([]);
    });

    it("sends a due reminder to each of the player's devices, encrypted for each, once, and forgets a device its service calls gone", async () => {
      const { app } = ctx();
      const p = await signUp(app);
      const [phone, laptop, expired] = [pushService.device(), pushService.device(), pushService.device({ gone: true })];
      for (const d of [phone, laptop, expired])
        expect((await call(p.cookie, "POST", "/api/push/subscriptions", d.subscription)).statusCode).toBe(201);
      expect((await call(p.cookie, "PUT", "/api/notifications/preferences", pushPrefs)).statusCode).toBe(200);
      const match = upcoming.find((m) => Date.parse(m.matchDate) > BETTING_START.getTime() + 2 * MINUTE)!;
      expect((await call(p.cookie, "PUT", `/api/matches/${match.id}/pick`, { home: 0, away: 0 })).statusCode).toBe(200);

      const due = new Date(Date.parse(match.matchDate) - 14 * MINUTE);
      vi.setSystemTime(due);
      await Promise.all([app.reminders.runOnce(due), app.reminders.runOnce(due)]);
      await app.reminders.runOnce(new Date(due.getTime() + MINUTE));
      const message = {
        title: `${match.homeTeam} vs ${match.awayTeam} kicks off in 14 minutes`,
        body: "Your pick is 0-0. You can change it until kick-off.",
        link: `/match/${match.id}`,
      };
      expect(phone.received).toEqual([message]);
      expect(laptop.received).toEqual([message]);
      expect(String(phone.headers[0]!.authorization)).toContain(`k=${vapid.publicKey}`);
      // Push only: nothing in the bell.
      expect((await call(p.cookie, "GET", "/api/notifications")).json().items).toEqual([]);
      expect(await devicesOf(p.user.id)).toEqual([phone.subscription.endpoint, laptop.subscription.endpoint]);
      vi.setSystemTime(BETTING_START);
    });
  },
  { env: { ...BETTING_ENV, ...PUSH_ENV }, app: { clock: "process", reminderSpeed: 1 } },
);

describeEachDatabase(
  "push subscriptions, rate limited",
  (ctx) => {
    it("takes ten subscriptions a minute from a player, then answers 429 with a message and keeps nothing more", async () => {
      const { app } = ctx();
      const [p, other] = [await signUp(app), await signUp(app)];
      const { keys } = pushService.device().subscription;
      const subscribe = (cookie: string, i: number) =>
        app.inject({
          method: "POST",
          url: "/api/push/subscriptions",
          headers: { cookie },
          payload: { endpoint: `https://fcm.googleapis.com/fcm/send/rate-${cookie.slice(-8)}-${i}`, keys },
        });
      for (let i = 0; i < 10; i++) expect((await subscribe(p.cookie, i)).statusCode).toBe(201);
      const refused = await subscribe(p.cookie, 10);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many requests: try again in \d+ s$/) });
      const kept = await queryRows<{ n: number }>(
        ctx().database.db,
        sql`select count(*)::int as n from push_subscriptions where user_id = ${p.user.id}`,
      );
      expect(kept[0]!.n).toBe(10);
      // Per player: another one on the same network is not held back.
      expect((await subscribe(other.cookie, 0)).statusCode).toBe(201);
    });
  },
  { env: PUSH_ENV, app: { rateLimits: true } },
);
