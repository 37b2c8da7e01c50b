import { sql } from "drizzle-orm";
import webpush from "web-push";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { Match } from "../../shared/api/matches";
import { queryRows } from "../db/client";
import { BETTING_ENV, BETTING_START, upcomingMatches } from "../testing/betting-arena";
import { describeEachDatabase, signUp } from "../testing/harness";
import { startPushService } from "../testing/push-service";

const pushService = await startPushService();
afterAll(() => pushService.close());
const vapid = webpush.generateVAPIDKeys();
const MINUTE = 60_000;
const off = { inApp: false, email: false, push: false };

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
    const pushPrefs = {
      leadMinutes: 15,
      reminders: { backed: { inApp: false, email: false, push: true }, featured: off, followed: off },
      followedCompetitions: [],
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
      for (const bad of [
        {},
        { endpoint: "not a url", keys: device.subscription.keys },
        { endpoint: "ftp://push.example/x", keys: device.subscription.keys },
        { endpoint: "http://push.example/x", keys: device.subscription.keys },
        { endpoint: device.subscription.endpoint, keys: { p256dh: "short", auth: device.subscription.keys.auth } },
        { endpoint: device.subscription.endpoint, keys: { p256dh: device.subscription.keys.p256dh } },
        { endpoint: `http://x/${"a".repeat(3000)}`, keys: device.subscription.keys },
        { ...device.subscription, extra: 1 },
      ]) {
        const reply = await call(p.cookie, "POST", "/api/push/subscriptions", bad);
        expect(reply.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
        expect(typeof reply.json().message).toBe("string");
      }
      expect(await devicesOf(p.user.id)).toEqual([]);
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
        body: "Make your pick or back an oracle before kick-off.",
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
  { env: { ...BETTING_ENV, VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: "mailto:push@example.com" } },
);
