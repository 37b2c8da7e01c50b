import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, resolvePushKeys, resolveSessionSecret } from "./config";

describe("configuration", () => {
  it("gives the embedded defaults with an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 5000,
      host: "127.0.0.1",
      publicUrl: "http://127.0.0.1:5000",
      databaseUrl: undefined,
      simSpeed: 1,
      maxStake: 1_000_000,
      oidc: undefined,
      secureCookies: false,
    });
    expect(config.dataDir).toBe(path.resolve("./data"));
  });

  it("stops on a bad value with one line naming the variable", () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ PORT: "eighty" }, /^Invalid PORT: /],
      [{ PORT: "70000" }, /^Invalid PORT: /],
      [{ DATABASE_URL: "mysql://x" }, /^Invalid DATABASE_URL: must start with postgres/],
      [{ SIM_SPEED: "0" }, /^Invalid SIM_SPEED: must be above 0/],
      [{ MAX_STAKE: "1.5" }, /^Invalid MAX_STAKE: must be a whole number/],
      [{ MAX_STAKE: "1000001" }, /^Invalid MAX_STAKE: /],
      [{ SESSION_SECRET: "short" }, /^Invalid SESSION_SECRET: must be at least 32/],
      [{ OIDC_ISSUER_URL: "https://id.example" }, /^Invalid OIDC_ISSUER_URL: .*together/],
      [{ PUBLIC_URL: "not a url" }, /^Invalid PUBLIC_URL: /],
      [{ NODE_ENV: "staging" }, /^Invalid NODE_ENV: /],
    ];
    for (const [env, message] of cases) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
      try {
        loadConfig(env);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        expect((err as Error).message).not.toContain("\n");
      }
    }
  });

  it("reads numbers, lists and empty values as a person would write them", () => {
    const config = loadConfig({ MAX_STAKE: "", ADMIN_EMAILS: " A@x.com, b@y.org ,", SIM_SPEED: "600", PUBLIC_URL: "https://pl.example/" });
    expect(config.maxStake).toBe(1_000_000);
    expect(loadConfig({ MAX_STAKE: "2500" }).maxStake).toBe(2500);
    expect(config.adminEmails).toEqual(["a@x.com", "b@y.org"]);
    expect(config.simSpeed).toBe(600);
    expect(config.publicUrl).toBe("https://pl.example");
    expect(config.secureCookies).toBe(true);
  });

  it("limits waits on PostgreSQL by default, and takes other limits or 0 for none", () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({ connectMs: 10_000, statementMs: 30_000, keepAliveMs: 10_000 });
    const set = loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: "2500", DATABASE_STATEMENT_TIMEOUT_MS: "0", DATABASE_KEEPALIVE_MS: "0" });
    expect(set.databaseTimeouts).toEqual({ connectMs: 2_500, statementMs: 0, keepAliveMs: 0 });
    // An empty value is the default, never "no limit".
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: " " }).databaseTimeouts.statementMs).toBe(30_000);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: "30s" })).toThrow(/^Invalid DATABASE_STATEMENT_TIMEOUT_MS: /);
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: "-1" })).toThrow(/^Invalid DATABASE_CONNECT_TIMEOUT_MS: /);
  });

  it("requires SESSION_SECRET in production and otherwise keeps a generated one in the data directory", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pl-config-"));
    expect(() => resolveSessionSecret(loadConfig({ NODE_ENV: "production", DATA_DIR: dir }))).toThrow(
      /^Invalid SESSION_SECRET: required when NODE_ENV=production$/,
    );
    const first = resolveSessionSecret(loadConfig({ DATA_DIR: dir }));
    const second = resolveSessionSecret(loadConfig({ DATA_DIR: dir }));
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8")).toBe(first.sessionSecret);
  });

  it("takes web push keys from VAPID_* (both or neither), else keeps a generated pair in the data directory", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pl-config-"));
    const first = resolvePushKeys(loadConfig({ DATA_DIR: dir, PUBLIC_URL: "https://pl.example" }));
    const second = resolvePushKeys(loadConfig({ DATA_DIR: dir }));
    expect(first.push!.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(second.push!.publicKey).toBe(first.push!.publicKey);
    expect(second.push!.privateKey).toBe(first.push!.privateKey);
    expect(first.push!.subject).toBe("https://pl.example");
    expect(JSON.parse(readFileSync(path.join(dir, "vapid-keys.json"), "utf8")).publicKey).toBe(first.push!.publicKey);
    const given = loadConfig({
      VAPID_PUBLIC_KEY: first.push!.publicKey,
      VAPID_PRIVATE_KEY: first.push!.privateKey,
      VAPID_SUBJECT: "mailto:ops@pl.example",
    });
    expect(resolvePushKeys(given).push).toEqual({ ...given.push, subject: "mailto:ops@pl.example" });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: first.push!.publicKey })).toThrow(/Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: first.push!.privateKey })).toThrow(/VAPID_PUBLIC_KEY/);
  });
});
