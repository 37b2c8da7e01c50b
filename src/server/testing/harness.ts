import webpush from "web-push";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { buildApp, type AppOptions } from "../app";
import { loadConfig, type Config } from "../platform/config";
import { openDatabase, type Database } from "../platform/db/client";
import { users } from "../platform/db/schema";
import { findLedgerViolations } from "../ledger/ledger-check";
import { lowerHashCostForTests } from "../auth/password";
import { createScratchDatabase } from "./scratch-database";
import type { Locale } from "../../shared/i18n/locales";
import { migratedPgliteDump, migratedTemplate } from "./migrated-template";

// The suites' players sign up by the hundred: their passwords are hashed at a test's cost (password.ts says why), and
// password.test.ts holds the players' own.
lowerHashCostForTests(1024);

// Tests are the one other reader of the environment: TEST_DATABASE_URL adds a PostgreSQL pass.
const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export const databaseKinds: Array<"pglite" | "postgres"> = testDatabaseUrl ? ["pglite", "postgres"] : ["pglite"];

let announced = false;
function announceSkippedPostgres(): void {
  if (testDatabaseUrl || announced) return;
  announced = true;
  console.info("PostgreSQL pass not run: TEST_DATABASE_URL is not set (PGlite pass runs).");
}

/** A fresh, migrated database: in-memory PGlite, or a scratch database on the test PostgreSQL. */
export async function openTestDatabase(kind: "pglite" | "postgres"): Promise<Database> {
  if (kind === "pglite") return openDatabase({ loadDataDir: await migratedPgliteDump() });
  const scratch = await createScratchDatabase(testDatabaseUrl!, "pl_test", await migratedTemplate(testDatabaseUrl!));
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 20 });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** The suites' web push keys, like the pair `npm start` keeps in DATA_DIR (a suite may name its own). */
const testPushKeys = webpush.generateVAPIDKeys();

export function testConfig(overrides: Record<string, string> = {}): Config {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...overrides });
  return {
    ...config,
    sessionSecret: "test-secret-test-secret-test-secret-42",
    push: config.push ?? { ...testPushKeys, subject: "mailto:push@example.com" },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
}

/**
 * Runs a suite once per available database (PGlite always, PostgreSQL when TEST_DATABASE_URL is
 * set), each on a fresh database, and checks the credits invariant after the suite.
 */
export function describeEachDatabase(
  name: string,
  suite: (ctx: () => TestContext) => void,
  /** `app` may be a function, called afresh for each database: for a provider whose world a suite drives. */
  options: { env?: Record<string, string>; app?: Partial<AppOptions> | (() => Promise<Partial<AppOptions>>) } = {},
): void {
  announceSkippedPostgres();
  for (const kind of databaseKinds) {
    describe(`${name} [${kind}]`, () => {
      let context: TestContext | undefined;
      beforeAll(async () => {
        const config = testConfig(options.env);
        const database = await openTestDatabase(kind);
        const appOptions = typeof options.app === "function" ? await options.app() : options.app;
        const app = await buildApp({ config, database, logger: false, rateLimits: false, ...appOptions });
        await app.ready();
        context = { app, database, config };
      });
      afterAll(async () => {
        if (!context) return;
        expect(await findLedgerViolations(context.database.db)).toEqual([]);
        await context.app.close();
        await context.database.close();
      });
      suite(() => {
        if (!context) throw new Error("test context not ready");
        return context;
      });
    });
  }
}

/** The session cookie a sign-up or sign-in set, as a Cookie header value. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "pl_session");
  if (!cookie) throw new Error(`no session cookie (status ${response.statusCode}: ${response.body})`);
  return `pl_session=${cookie.value}`;
}

let counter = 0;
/** Signs up a fresh player and returns its cookie and user. */
export async function signUp(
  app: FastifyInstance,
  fields: Partial<{ email: string; username: string; password: string; referralCode: string }> = {},
): Promise<{ cookie: string; user: { id: number; credits: number; referralCode: string; email: string | null } }> {
  counter += 1;
  const tag = `${process.pid}${counter}${randomBytes(2).toString("hex")}`;
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/signup",
    payload: {
      email: fields.email ?? `player${tag}@example.com`,
      username: fields.username ?? `p${tag}`.slice(0, 20),
      password: fields.password ?? "correct horse battery",
      ...(fields.referralCode ? { referralCode: fields.referralCode } : {}),
    },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookie(response), user: response.json() };
}

/** The player chooses a language for their account, as the footer's switch does (PATCH /api/auth/user/settings). */
export async function chooseLocale(app: FastifyInstance, cookie: string, locale: Locale): Promise<void> {
  const chosen = await app.inject({ method: "PATCH", url: "/api/auth/user/settings", headers: { cookie }, payload: { locale } });
  if (chosen.statusCode !== 200) throw new Error(`choosing ${locale} failed: ${chosen.statusCode} ${chosen.body}`);
}

/**
 * Marks a player's e-mail as proven, as the confirmation link does (email-verification.test.ts
 * covers the link itself): ADMIN_EMAILS only makes proven addresses admins.
 */
export async function confirmEmail(db: Database["db"], userId: number): Promise<void> {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

/** Starts the app on a free local port for WebSocket tests and returns its /ws address. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (typeof address !== "object" || !address) throw new Error("the app is not listening on a port");
  return `ws://127.0.0.1:${address.port}/ws`;
}
