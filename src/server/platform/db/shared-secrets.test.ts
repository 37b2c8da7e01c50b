import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../config";
import { unsubscribeUrl } from "../../notifications/unsubscribe-token";
import { databaseKinds, openTestDatabase, sessionCookie } from "../../testing/harness";
import { signInThroughOidc, startOidcServer } from "../../testing/oidc-server";
import { createScratchDatabase, type ScratchDatabase } from "../../testing/scratch-database";
import { openDatabase, type Database } from "./client";
import { resolveSecrets } from "./shared-secrets";

// Instances on one PostgreSQL database each start with their own data directory: the secrets they
// generate must be one, or a session, an OAuth flow, an unsubscribe or reset link and the push key made
// on one instance would fail on the next.

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "pl-secrets-"));
  dirs.push(dir);
  return dir;
};

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("secrets on PGlite", () => {
  it("are kept in the data directory, as one process needs", async () => {
    const database = await openTestDatabase("pglite");
    try {
      const dir = dataDir();
      const first = await resolveSecrets(loadConfig({ DATA_DIR: dir }), database);
      const second = await resolveSecrets(loadConfig({ DATA_DIR: dir }), database);
      expect(first.sessionSecret).toHaveLength(64);
      expect(second.sessionSecret).toBe(first.sessionSecret);
      expect(second.push).toEqual(first.push);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!databaseKinds.includes("postgres"))("secrets shared by instances on PostgreSQL [postgres]", () => {
  // The scratch database the first test makes; the second starts two more instances on it.
  let scratch: ScratchDatabase | undefined;
  const opened: Database[] = [];
  const open = async () => {
    const database = await openDatabase({ databaseUrl: scratch!.url, poolSize: 2 });
    opened.push(database);
    return database;
  };

  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await scratch?.drop();
  });

  it("are generated once and the same on every instance, even started together, and a session made on one is good on another", async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    const [a, b, c] = await Promise.all([open(), open(), open()]);
    const configs = await Promise.all(
      [a, b, c].map((database) => resolveSecrets(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: scratch!.url }), database)),
    );
    expect(new Set(configs.map((config) => config.sessionSecret)).size).toBe(1);
    expect(new Set(configs.map((config) => JSON.stringify(config.push))).size).toBe(1);
    expect(configs[0]!.push!.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);

    const [one, two] = await Promise.all([
      buildApp({ config: configs[0]!, database: a, logger: false, rateLimits: false }),
      buildApp({ config: configs[1]!, database: b, logger: false, rateLimits: false }),
    ]);
    try {
      const signup = await one.inject({
        method: "POST",
        url: "/api/auth/signup",
        payload: { email: "shared@example.com", username: "shared1", password: "correct horse battery" },
      });
      expect(signup.statusCode).toBe(201);
      const elsewhere = await two.inject({ url: "/api/auth/user", headers: { cookie: sessionCookie(signup) } });
      expect(elsewhere.statusCode).toBe(200);
      expect(elsewhere.json()).toMatchObject({ username: "shared1" });

      // An unsubscribe link one instance wrote into an e-mail is good on the other.
      const { id } = signup.json<{ id: number }>();
      const link = new URL(unsubscribeUrl(configs[0]!.publicUrl, id, configs[0]!.sessionSecret));
      expect((await two.inject({ url: link.pathname + link.search })).statusCode).toBe(200);
      expect((await two.inject({ url: "/api/notifications/unsubscribe?u=" + id + "&t=forged" })).statusCode).toBe(403);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it("let a sign-in with a provider start on one instance and finish on another", async () => {
    const publicUrl = "http://prophecy.test";
    const callback = `${publicUrl}/api/callback/oidc`;
    const oidc = await startOidcServer({
      clients: [{ clientId: "prophecy", clientSecret: "oidc-secret", redirectUris: [callback] }],
      accounts: { "grace-1": { email: "grace@example.com", email_verified: true, name: "Grace Hopper" } },
    });
    oidc.loginAs = "grace-1";
    const env = {
      DATABASE_URL: scratch!.url,
      PUBLIC_URL: publicUrl,
      OIDC_ISSUER_URL: oidc.issuer,
      OIDC_CLIENT_ID: "prophecy",
      OIDC_CLIENT_SECRET: "oidc-secret",
    };
    const [a, b] = await Promise.all([open(), open()]);
    const configs = await Promise.all([a, b].map((database) => resolveSecrets(loadConfig({ DATA_DIR: dataDir(), ...env }), database)));
    const [one, two] = await Promise.all([
      buildApp({ config: configs[0]!, database: a, logger: false, rateLimits: false }),
      buildApp({ config: configs[1]!, database: b, logger: false, rateLimits: false }),
    ]);
    try {
      // Started on one instance, finished on the other.
      const finished = await signInThroughOidc(one, two, callback);
      expect(finished.statusCode, finished.body).toBe(302);
      expect(finished.headers.location).toBe("/");
      const me = await one.inject({ url: "/api/auth/user", headers: { cookie: sessionCookie(finished) } });
      expect(me.json()).toMatchObject({ email: "grace@example.com" });
    } finally {
      await Promise.all([one.close(), two.close()]);
      await oidc.close();
    }
  });

  it("take the environment's over the stored ones, and a single instance's files seed the database", async () => {
    const fresh = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    const database = await openDatabase({ databaseUrl: fresh.url, poolSize: 2 });
    try {
      const dir = dataDir();
      writeFileSync(path.join(dir, "session-secret"), "kept-by-the-single-instance-before-it-had-company-0000");
      const seeded = await resolveSecrets(loadConfig({ DATA_DIR: dir, DATABASE_URL: fresh.url }), database);
      expect(seeded.sessionSecret).toBe("kept-by-the-single-instance-before-it-had-company-0000");
      const other = await resolveSecrets(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: fresh.url }), database);
      expect(other.sessionSecret).toBe(seeded.sessionSecret);
      const given = await resolveSecrets(
        loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: fresh.url, SESSION_SECRET: "given-by-the-environment-given-by-the-environment" }),
        database,
      );
      expect(given.sessionSecret).toBe("given-by-the-environment-given-by-the-environment");
    } finally {
      await database.close();
      await fresh.drop();
    }
  });
});
