import webpush from "web-push";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { MAX_STAKE } from "../../shared/constants";

// The one place that reads process.env. Everything else receives a Config.

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();
const optionalUrl = optionalString.pipe(z.url().optional());
const intInRange = (min: number, max: number) => z.coerce.number().int(`must be a whole number`).min(min).max(max);
const postgresUrl = optionalString.pipe(
  z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
);
/** A comma-separated list, each entry trimmed and lower-cased, empty ones dropped. */
const lowerCaseList = z
  .string()
  .default("")
  .transform((v) =>
    v
      .split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  );
/** Milliseconds where 0 turns the limit off: an empty value means the default, never 0. */
const limitMs = (max: number, fallback: number) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), intInRange(0, max).default(fallback));

/** A comma-separated list of provider codes, each checked, at least one. */
const codeList = (fallback: string, pattern: RegExp, message: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) =>
      v
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(pattern, message)).min(1, message));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: intInRange(0, 65535).default(5000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_FORMAT: z.enum(["auto", "pretty", "json"], { error: "must be auto, pretty or json" }).default("auto"),
  DATABASE_URL: postgresUrl,
  // A direct session with PostgreSQL for LISTEN, session locks and migrations, when DATABASE_URL is a pooler.
  DATABASE_DIRECT_URL: postgresUrl,
  DATABASE_POOL_SIZE: intInRange(1, 500).default(10),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\/[^\s]+$/, "must be a redis:// or rediss:// URL")
      .optional(),
  ),
  DATABASE_CONNECT_TIMEOUT_MS: limitMs(600_000, 10_000),
  DATABASE_STATEMENT_TIMEOUT_MS: limitMs(86_400_000, 30_000),
  DATABASE_KEEPALIVE_MS: limitMs(3_600_000, 10_000),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  SESSION_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  ADMIN_EMAILS: lowerCaseList,
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  MAIL_FROM: optionalString.pipe(z.string().max(200).optional()),
  // Web push's application server keys (base64url, as web-push makes them); without them, generated into DATA_DIR.
  VAPID_PUBLIC_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/, "must be a base64url P-256 public key")
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,50}$/, "must be a base64url P-256 private key")
      .optional(),
  ),
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, "must be a mailto: or https: address")
      .optional(),
  ),
  // Push services besides the browsers' own, trusted as named (a local one in tests): host[:port], comma-separated.
  PUSH_SERVICE_HOSTS: lowerCaseList.pipe(
    z.array(
      z
        .string()
        .refine((h) => /^[^/@?#\\\s]+$/.test(h) && URL.parse(`https://${h}`) !== null, "must be host[:port] entries such as push.example:8443")
        .transform((h) => URL.parse(`https://${h}`)!.host),
    ),
  ),
  OIDC_ISSUER_URL: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: z.string().trim().min(1).max(40).default("SSO"),
  X_CLIENT_ID: optionalString,
  X_CLIENT_SECRET: optionalString,
  X_AUTH_BASE_URL: optionalUrl,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER_URL: optionalUrl,
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  GITHUB_AUTH_BASE_URL: optionalUrl,
  API_FOOTBALL_KEY: optionalString,
  API_FOOTBALL_BASE_URL: optionalUrl,
  API_FOOTBALL_LEAGUES: z
    .string()
    .default("39,140,135,78,61")
    .transform((v) =>
      v
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^\d{1,6}$/, "must be league ids such as 39,140")
            .transform(Number),
        )
        .min(1, "must name at least one league"),
    ),
  // Without it, the season being played on each request's date (platform/providers/football/season.ts).
  API_FOOTBALL_SEASON: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), intInRange(1990, 2100).optional()),
  FOOTBALL_PROVIDER: optionalString.pipe(
    z
      .enum(["simulated", "api-football", "football-data", "openligadb"], { error: "must be simulated, api-football, football-data or openligadb" })
      .optional(),
  ),
  // A real provider's sync intervals: 10 minutes, and a minute while a match is live or about to kick off.
  SYNC_SECONDS: intInRange(1, 3600).default(600),
  SYNC_LIVE_SECONDS: intInRange(1, 600).default(60),
  // A folder of football-data.co.uk CSVs whose older seasons a real provider's oracles fit on (unset: none).
  FOOTBALL_HISTORY_DIR: optionalString,
  FOOTBALL_DATA_KEY: optionalString,
  FOOTBALL_DATA_BASE_URL: optionalUrl,
  // The plan's requests a minute: 10 on the free plan, more on a paid one.
  FOOTBALL_DATA_REQUESTS_PER_MINUTE: intInRange(1, 10_000).default(10),
  FOOTBALL_DATA_COMPETITIONS: codeList("PL,PD,SA,BL1,FL1", /^[A-Z][A-Z0-9]{1,4}$/, "must be competition codes such as PL,PD,SA"),
  OPENLIGADB_LEAGUES: codeList("bl1", /^[a-z0-9]{2,20}$/, "must be league shortcuts such as bl1,bl2"),
  OPENLIGADB_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().trim().min(1).max(200).default("gpt-4o"),
  XAI_MODEL: z.string().trim().min(1).max(200).default("grok-2-1212"),
  // Oracle calls to the LLM APIs a day (UTC), both oracles together; 0 for no budget.
  LLM_DAILY_CALLS: intInRange(0, 10_000_000).default(0),
  OPENAI_BASE_URL: optionalUrl,
  XAI_BASE_URL: optionalUrl,
  OPENAI_API_KEY: optionalString,
  XAI_API_KEY: optionalString,
  MAX_STAKE: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), intInRange(1, MAX_STAKE).default(MAX_STAKE)),
  WS_SOCKETS_PER_ADDRESS: intInRange(1, 100_000).default(20),
  SIGN_INS_PER_MINUTE: intInRange(1, 100_000).default(20),
  SHUTDOWN_DRAIN_MS: intInRange(0, 120_000).default(0),
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  METRICS_PORT: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), intInRange(1, 65_535).optional()),
  OG_RENDER_WORKERS: intInRange(1, 64).default(1),
  OG_RENDER_QUEUE: intInRange(0, 10_000).default(8),
  SERVER_RENDERS_PER_SECOND: intInRange(0, 10_000).default(10),
  SERVER_RENDERS_IN_FLIGHT: intInRange(0, 1_000).default(4),
  RATE_LIMITS: z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
  SIM_SPEED: z.coerce.number().positive("must be above 0").max(100_000).default(1),
  SIM_SEED: intInRange(0, 2 ** 31 - 1).default(2024),
});

export type Env = z.output<typeof envSchema>;

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string | undefined;
}

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  publicUrl: string;
  logLevel: Env["LOG_LEVEL"];
  /** Log lines: readable on a terminal (auto, pretty) or one JSON object a line (auto elsewhere, json). */
  logFormat: Env["LOG_FORMAT"];
  databaseUrl: string | undefined;
  /**
   * DATABASE_DIRECT_URL: PostgreSQL itself, for the work that needs a session of its own (LISTEN, session
   * advisory locks, migrations) while DATABASE_URL may be a transaction-mode pooler; unset, DATABASE_URL serves all.
   */
  databaseDirectUrl: string | undefined;
  databasePoolSize: number;
  /** PostgreSQL only, 0 for none: connecting (or waiting for a pooled connection), one statement, TCP keepalive's first probe. */
  databaseTimeouts: { connectMs: number; statementMs: number; keepAliveMs: number };
  /**
   * Where every instance counts rate limits and live sockets: Redis when set; else PostgreSQL with
   * DATABASE_URL (an instance cannot know it is alone); else this process, on the embedded database.
   */
  redisUrl: string | undefined;
  dataDir: string;
  sessionSecret: string;
  adminEmails: string[];
  /** Outgoing mail for confirmation links; absent means no e-mail is sent. */
  mail: { smtpUrl: string; from: string } | undefined;
  /** Web push's VAPID keys and contact; absent until resolvePushKeys fills them from DATA_DIR. */
  push: { publicKey: string; privateKey: string; subject: string } | undefined;
  /** PUSH_SERVICE_HOSTS: push services allowed besides the browsers' own, as URL.host writes them. */
  pushServiceHosts: string[];
  /** Secure cookies only when the public origin is https. */
  secureCookies: boolean;
  oidc: (OAuthClientConfig & { issuerUrl: string; name: string }) | undefined;
  x: (OAuthClientConfig & { authBaseUrl: string | undefined }) | undefined;
  google: (OAuthClientConfig & { issuerUrl: string }) | undefined;
  github: (OAuthClientConfig & { authBaseUrl: string | undefined }) | undefined;
  /** Where fixtures come from (docs/decisions.md#real-football); the simulated league without a provider. */
  football: FootballConfig;
  /** FOOTBALL_HISTORY_DIR, resolved; undefined means the provider's own results only. */
  footballHistoryDir: string | undefined;
  /** A real provider's sync intervals (the simulated league's follow SIM_SPEED). */
  syncIntervals: { baseMs: number; liveMs: number };
  /** Base URL overrides for the LLM APIs (tests point them at a local server). */
  openaiBaseUrl: string | undefined;
  xaiBaseUrl: string | undefined;
  openaiApiKey: string | undefined;
  xaiApiKey: string | undefined;
  /** The models the oracles call (OPENAI_MODEL, XAI_MODEL), on the OpenAI-compatible endpoints above. */
  openaiModel: string;
  xaiModel: string;
  /** LLM calls a UTC day for both oracles, after which they use their statistical twins; 0 for no budget. */
  llmDailyCalls: number;
  /** The most one bet may stake: MAX_STAKE, at most the game's ceiling (shared/constants.ts). */
  maxStake: number;
  /** Off only for load benchmarks on a private machine. */
  rateLimits: boolean;
  /** Live-feed sockets one network may hold at once (load benchmarks raise it). */
  wsSocketsPerAddress: number;
  /**
   * Sign-ups, and sign-ins, one network may make a minute (docs/rules.md#limits): raised where many players share one
   * address, and by the end-to-end suite, whose three browsers all come from 127.0.0.1.
   */
  signInsPerMinute: number;
  /** After SIGTERM, how long /readyz answers 503 before the server stops accepting (a load balancer's poll). */
  shutdownDrainMs: number;
  /** Prometheus metrics at /metrics: off unless a bearer token is set (on the app's port) or a port of their own. */
  metrics: { token: string | undefined; port: number | undefined };
  /** Share-card rendering: worker threads, and jobs that may wait for one before a 503. */
  ogRender: { workers: number; maxQueued: number };
  /** Signed-in pages the server renders, a second and at once; others get the shell (0 turns it off). */
  serverRenders: { perSecond: number; maxInFlight: number };
  simSpeed: number;
  simSeed: number;
}

export type FootballConfig =
  | { provider: "simulated" }
  | { provider: "api-football"; key: string; baseUrl: string | undefined; leagues: number[]; season: number | undefined }
  | { provider: "football-data"; key: string; baseUrl: string | undefined; competitions: string[]; requestsPerMinute: number }
  | { provider: "openligadb"; baseUrl: string | undefined; leagues: string[] };

export class ConfigError extends Error {}

/** FOOTBALL_PROVIDER, or API-Football when only its key is set (as before there was a choice), or the simulated league. */
function footballConfig(env: Env): FootballConfig {
  const provider = env.FOOTBALL_PROVIDER ?? (env.API_FOOTBALL_KEY ? "api-football" : "simulated");
  switch (provider) {
    case "simulated":
      return { provider };
    case "api-football":
      if (!env.API_FOOTBALL_KEY) throw new ConfigError("Invalid API_FOOTBALL_KEY: required when FOOTBALL_PROVIDER is api-football");
      return {
        provider,
        key: env.API_FOOTBALL_KEY,
        baseUrl: env.API_FOOTBALL_BASE_URL,
        leagues: env.API_FOOTBALL_LEAGUES,
        season: env.API_FOOTBALL_SEASON,
      };
    case "football-data":
      if (!env.FOOTBALL_DATA_KEY) throw new ConfigError("Invalid FOOTBALL_DATA_KEY: required when FOOTBALL_PROVIDER is football-data");
      return {
        provider,
        key: env.FOOTBALL_DATA_KEY,
        baseUrl: env.FOOTBALL_DATA_BASE_URL,
        competitions: env.FOOTBALL_DATA_COMPETITIONS,
        requestsPerMinute: env.FOOTBALL_DATA_REQUESTS_PER_MINUTE,
      };
    case "openligadb":
      return { provider, baseUrl: env.OPENLIGADB_BASE_URL, leagues: env.OPENLIGADB_LEAGUES };
  }
}

/** Parses the environment; throws ConfigError with one line naming the variable at fault. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? "bad value"}`);
  }
  const env = parsed.data;
  const oidcParts = [env.OIDC_ISSUER_URL, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new ConfigError("Invalid OIDC_ISSUER_URL: OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together");
  }
  if (env.DATABASE_DIRECT_URL && !env.DATABASE_URL) {
    throw new ConfigError("Invalid DATABASE_DIRECT_URL: set it only with DATABASE_URL, the pooled way to the same database");
  }
  if (env.GOOGLE_CLIENT_ID && !env.GOOGLE_CLIENT_SECRET) {
    throw new ConfigError("Invalid GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set");
  }
  if (env.GITHUB_CLIENT_ID && !env.GITHUB_CLIENT_SECRET) {
    throw new ConfigError("Invalid GITHUB_CLIENT_SECRET: required when GITHUB_CLIENT_ID is set");
  }
  const dataDir = path.resolve(env.DATA_DIR);
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) throw new ConfigError("Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither");
  const publicUrl = (env.PUBLIC_URL ?? `http://${displayHost(env.HOST)}:${env.PORT}`).replace(/\/$/, "");
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    databaseUrl: env.DATABASE_URL,
    databaseDirectUrl: env.DATABASE_DIRECT_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    databaseTimeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      keepAliveMs: env.DATABASE_KEEPALIVE_MS,
    },
    dataDir,
    sessionSecret: env.SESSION_SECRET ?? "",
    adminEmails: env.ADMIN_EMAILS,
    mail: env.SMTP_URL
      ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? `The Prophecy League <no-reply@${new URL(publicUrl).hostname}>` }
      : undefined,
    push:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT ?? pushSubject(publicUrl) }
        : undefined,
    pushServiceHosts: env.PUSH_SERVICE_HOSTS,
    secureCookies: publicUrl.startsWith("https://"),
    oidc:
      env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID
        ? {
            issuerUrl: env.OIDC_ISSUER_URL,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            name: env.OIDC_NAME,
          }
        : undefined,
    x: env.X_CLIENT_ID ? { clientId: env.X_CLIENT_ID, clientSecret: env.X_CLIENT_SECRET, authBaseUrl: env.X_AUTH_BASE_URL } : undefined,
    google: env.GOOGLE_CLIENT_ID
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          issuerUrl: env.GOOGLE_ISSUER_URL ?? "https://accounts.google.com",
        }
      : undefined,
    github: env.GITHUB_CLIENT_ID
      ? {
          clientId: env.GITHUB_CLIENT_ID,
          clientSecret: env.GITHUB_CLIENT_SECRET,
          authBaseUrl: env.GITHUB_AUTH_BASE_URL,
        }
      : undefined,
    football: footballConfig(env),
    footballHistoryDir: env.FOOTBALL_HISTORY_DIR ? path.resolve(env.FOOTBALL_HISTORY_DIR) : undefined,
    syncIntervals: { baseMs: env.SYNC_SECONDS * 1000, liveMs: env.SYNC_LIVE_SECONDS * 1000 },
    openaiBaseUrl: env.OPENAI_BASE_URL,
    xaiBaseUrl: env.XAI_BASE_URL,
    openaiApiKey: env.OPENAI_API_KEY,
    xaiApiKey: env.XAI_API_KEY,
    openaiModel: env.OPENAI_MODEL,
    xaiModel: env.XAI_MODEL,
    llmDailyCalls: env.LLM_DAILY_CALLS,
    maxStake: env.MAX_STAKE,
    rateLimits: env.RATE_LIMITS === "on",
    wsSocketsPerAddress: env.WS_SOCKETS_PER_ADDRESS,
    signInsPerMinute: env.SIGN_INS_PER_MINUTE,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT },
    ogRender: { workers: env.OG_RENDER_WORKERS, maxQueued: env.OG_RENDER_QUEUE },
    serverRenders: { perSecond: env.SERVER_RENDERS_PER_SECOND, maxInFlight: env.SERVER_RENDERS_IN_FLIGHT },
    simSpeed: env.SIM_SPEED,
    simSeed: env.SIM_SEED,
  };
}

function displayHost(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

/**
 * Production must be given SESSION_SECRET; elsewhere one is generated once and kept in the data
 * directory so sessions and signed cookies survive restarts.
 */
export function resolveSessionSecret(config: Config): Config {
  if (config.sessionSecret) return config;
  if (config.env === "production") {
    throw new ConfigError("Invalid SESSION_SECRET: required when NODE_ENV=production");
  }
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, "session-secret");
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
  }
  return { ...config, sessionSecret: readFileSync(file, "utf8").trim() };
}

/** Push services want a way to reach the sender: the site itself when it is https, else a mailbox on its host. */
export function pushSubject(publicUrl: string): string {
  return publicUrl.startsWith("https://") ? publicUrl : `mailto:push@${new URL(publicUrl).hostname}`;
}

/**
 * Web push needs one key pair for as long as subscriptions live: VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY when given (several instances must share them), else a pair generated once and
 * kept in the data directory.
 */
export function resolvePushKeys(config: Config): Config {
  if (config.push) return config;
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, "vapid-keys.json");
  if (!existsSync(file)) writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: "wx" });
  const keys = JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
  return { ...config, push: { ...keys, subject: pushSubject(config.publicUrl) } };
}
