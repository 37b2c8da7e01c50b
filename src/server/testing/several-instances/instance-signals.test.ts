import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { WebSocket } from "ws";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { frameText } from "../../live/ws-text";
import { PasswordReset } from "../../auth/password-reset.service";
import { pushSubscriptions } from "../../platform/db/schema";
import { databaseKinds, listenForSockets, sessionCookie, signUp, testConfig } from "../harness";
import { startInstances, type Instances } from "../instances";
import { signInThroughOidc, startOidcServer, type TestOidcServer } from "../oidc-server";

// Two instances of the game on one PostgreSQL database, reached in turn as a balancer would: what one
// instance changes about a player's sessions and notifications, the other hears within the second.

if (!databaseKinds.includes("postgres")) {
  console.info("Instance signals not tested: TEST_DATABASE_URL is not set (it needs PostgreSQL).");
}

describe.skipIf(!databaseKinds.includes("postgres"))("two instances on one database [postgres]", () => {
  let instances: Instances;
  let one: FastifyInstance;
  let two: FastifyInstance;

  beforeAll(async () => {
    instances = await startInstances(2, { app: { rateLimits: false } });
    [one, two] = instances.apps as [FastifyInstance, FastifyInstance];
  });

  afterAll(() => instances.close());

  it("ends a session signed out on one instance on the other too, its shared reads included", async () => {
    const player = await signUp(one);
    const shared = () => two.inject({ url: "/api/stats/social-proof", headers: { cookie: player.cookie } });
    const matches = () => two.inject({ url: "/api/matches", headers: { cookie: player.cookie } });
    // The second instance has checked the session and keeps it for its shared reads.
    expect((await matches()).statusCode).toBe(200);
    expect((await shared()).statusCode).toBe(200);

    const out = await one.inject({ method: "POST", url: "/api/logout", headers: { cookie: player.cookie } });
    expect(out.statusCode).toBeLessThan(400);
    await vi.waitFor(async () => expect((await matches()).statusCode).toBe(401), { timeout: 2_000, interval: 20 });
  });

  it("tells a player's pages on the other instance that their notifications were read", async () => {
    const player = await signUp(one);
    const base = await listenForSockets(two);
    const socket = new WebSocket(base, { headers: { cookie: player.cookie } });
    const seen: string[] = [];
    socket.on("message", (data) => seen.push((JSON.parse(frameText(data)) as { type: string }).type));
    await new Promise((resolve) => socket.once("open", resolve));
    try {
      const read = await one.inject({ method: "POST", url: "/api/notifications/read", headers: { cookie: player.cookie }, payload: { all: true } });
      expect(read.statusCode).toBe(200);
      await vi.waitFor(() => expect(seen).toContain("notifications"), { timeout: 2_000, interval: 20 });
    } finally {
      socket.close();
    }
  });
});

describe.skipIf(!databaseKinds.includes("postgres"))("an account taken back on one of two instances [postgres]", () => {
  const publicUrl = "http://prophecy.test";
  const callback = `${publicUrl}/api/callback/oidc`;
  let oidc: TestOidcServer;
  let socketsOnTwo: string;
  let instances: Instances;
  let one: FastifyInstance;
  let two: FastifyInstance;

  beforeAll(async () => {
    oidc = await startOidcServer({ clients: [{ clientId: "prophecy", clientSecret: "oidc-secret", redirectUris: [callback] }], accounts: {} });
    instances = await startInstances(2, {
      env: { PUBLIC_URL: publicUrl, OIDC_ISSUER_URL: oidc.issuer, OIDC_CLIENT_ID: "prophecy", OIDC_CLIENT_SECRET: "oidc-secret" },
      app: { rateLimits: false },
    });
    [one, two] = instances.apps as [FastifyInstance, FastifyInstance];
    socketsOnTwo = await listenForSockets(two);
  });

  afterAll(async () => {
    await instances.close();
    await oidc.close();
  });

  /** A player with a push subscription whose session the second instance trusts for its shared reads. */
  const playerKnownToTwo = async (email: string) => {
    const player = await signUp(one, { email, password: "correct horse battery" });
    await instances.database.db
      .insert(pushSubscriptions)
      .values({ userId: player.user.id, endpoint: `https://push.example.com/${player.user.id}`, p256dh: "key", auth: "auth" });
    const sharedRead = () => two.inject({ url: "/api/matches", headers: { cookie: player.cookie } });
    expect((await sharedRead()).statusCode).toBe(200);
    const devices = async () =>
      (await instances.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, player.user.id))).length;
    // A socket the player opened on the second instance, which hears the account's notifications.
    const socket = new WebSocket(socketsOnTwo, { headers: { cookie: player.cookie } });
    const socketClosed = new Promise<number>((resolve) => socket.once("close", resolve));
    await new Promise((resolve) => socket.once("open", resolve));
    return { player, sharedRead, devices, socketClosed };
  };

  it("ends every earlier session on the other instance too, and forgets every device, after a password reset", async () => {
    const { player, sharedRead, devices, socketClosed } = await playerKnownToTwo(`reset-${process.pid}@example.com`);
    const config = testConfig();
    const link = await new PasswordReset(instances.database.db, {
      mailer: undefined,
      publicUrl: config.publicUrl,
      secret: config.sessionSecret,
    }).linkFor(player.user.email!);
    const token = new URL(link!).searchParams.get("token")!;
    const done = await one.inject({
      method: "POST",
      url: "/api/auth/password-reset/confirm",
      payload: { token, password: "a brand new passphrase" },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await devices()).toBe(0);
    await vi.waitFor(async () => expect((await sharedRead()).statusCode).toBe(401), { timeout: 2_000, interval: 20 });
    expect((await two.inject({ url: "/api/auth/user", headers: { cookie: player.cookie } })).statusCode).toBe(401);
    // The socket opened with the ended session closes: the device no longer hears the account.
    expect(await socketClosed).toBe(1008);
  });

  it("ends every earlier session on the other instance too, and forgets every device, when a provider takes the account over", async () => {
    const email = `takeover-${process.pid}@example.com`;
    const { player, sharedRead, devices, socketClosed } = await playerKnownToTwo(email);
    oidc.accounts.set("owner-1", { email, email_verified: true, name: "The Owner" });
    oidc.loginAs = "owner-1";
    const finished = await signInThroughOidc(one, one, callback);
    expect(finished.statusCode, finished.body).toBe(302);
    const owner = await two.inject({ url: "/api/auth/user", headers: { cookie: sessionCookie(finished) } });
    expect(owner.json()).toMatchObject({ id: player.user.id });
    expect(await devices()).toBe(0);
    await vi.waitFor(async () => expect((await sharedRead()).statusCode).toBe(401), { timeout: 2_000, interval: 20 });
    expect(await socketClosed).toBe(1008);
  });
});
