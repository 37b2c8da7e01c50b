import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { randomUUID } from "node:crypto";
import { adminRoutes } from "./admin/admin.routes";
import { settingsRoutes } from "./users/settings.routes";
import { registerSessions } from "./auth/auth.plugin";
import { authRoutes } from "./auth/auth.routes";
import { AuthService } from "./auth/auth.service";
import { avatarOrigins } from "./platform/providers/sign-in/avatar-origins";
import { emailVerificationRoutes } from "./auth/email-verification.routes";
import { EmailVerification } from "./auth/email-verification.service";
import { passwordResetRoutes } from "./auth/password-reset.routes";
import { PasswordReset } from "./auth/password-reset.service";
import { createMailer } from "./platform/mail/mailer";
import { oauthRoutes, configuredProviders } from "./auth/oauth.routes";
import type { Config } from "./platform/config";
import type { Database } from "./platform/db/client";
import type { SqlClock } from "./platform/db/sql-clock";
import { networkOf } from "./platform/http/client-address";
import { registerErrorHandling, replyToFrameworkError } from "./platform/http/errors";
import { registerContract } from "./platform/http/route";
import { registerOpenApi } from "./platform/http/openapi";
import { apiDocsRoutes } from "./platform/http/api-docs.routes";
import { COMPRESS_FROM_BYTES } from "./platform/http/encoded-reply";
import packageJson from "../../package.json" with { type: "json" };
import { registerOriginCheck, registerSecurityHeaders } from "./platform/http/security";
import { serverRenderer } from "./platform/http/server-render";
import { registerSpa } from "./platform/http/spa";
import { shareRoutes } from "./share/share.routes";
import type { PngRenderer } from "./share/render-pool";
import { statsRoutes } from "./stats/stats.routes";
import { liveRoutes } from "./live/live.routes";
import { openSharedLimits } from "./platform/limits/shared-limits";
import { SubscriptionSupport } from "./live/subscription-support";
import { activityRoutes } from "./live/activity.routes";
import { createGame, type Game, type GameOverrides } from "./game/game";
import { watchProviderSync } from "./platform/metrics/provider-metrics";
import { loadHistoryDir } from "./platform/providers/football/history/load-history-dir";
import { MatchListCache } from "./matches/match-list-cache";
import { CoalescedCalls } from "./platform/coalesced-calls";
import { BET_SIGNAL_MATCHES } from "./commentary/commentary-hub";
import { matchRoutes } from "./matches/matches.routes";
import { fetchNewRoutes } from "./game/fetch-new.routes";
import { oracleRoutes } from "./oracles/oracles.routes";
import { PredictionLog } from "./predictions/prediction-log";
import { predictionLogRoutes } from "./predictions/prediction-log.routes";
import { PredictionProofs } from "./predictions/prediction-proofs";
import { predictionProofRoutes } from "./predictions/prediction-proof.routes";
import { betRoutes } from "./bets/bets.routes";
import { leaderboardRoutes } from "./leaderboard/leaderboard.routes";
import { referralRoutes } from "./referrals/referrals.routes";
import { analyticsRoutes } from "./analytics/analytics.routes";
import { factsRoutes } from "./facts/facts.routes";
import { healthRoutes } from "./platform/health/health.routes";
import { Readiness } from "./platform/health/readiness";
import { loggerOptions, RequestLog } from "./platform/logging";
import { pickRoutes } from "./picks/picks.routes";
import { seasonRoutes } from "./seasons/seasons.routes";
import { NotificationSignals } from "./notifications/notification-signals";
import { notificationRoutes } from "./notifications/notifications.routes";
import { ReminderJob } from "./notifications/reminder-job";
import { leagueRoutes } from "./leagues/leagues.routes";
import { metricsRoutes, registerRequestMetrics } from "./platform/metrics/metrics.routes";
import { watchDatabase } from "./platform/metrics/metrics";
import { registerCompiler } from "../shared/i18n/catalogue";
import { compileCatalogue } from "../shared/i18n/compile";
import { registerReplyLanguage } from "./platform/i18n/reply-messages";

/** How long a match's bets wait to be told to the other instances together. */
const BET_SIGNAL_WINDOW_MS = 100;

export interface AppOptions {
  config: Config;
  database: Database;
  /** Directory of the built client; absent in API tests. */
  clientDir?: string | undefined;
  /** Rate limits are on unless a test turns them off to make many requests from one address. */
  rateLimits?: boolean;
  /** Off (false), or where log lines go (loggerOptions in platform/logging.ts); the config decides by default. */
  logger?: false | ReturnType<typeof loggerOptions>;
  /** Replaces the provider or oracles (tests drive a simulated league on their own clock). */
  game?: GameOverrides;
  /** Sees every route as it is added (the test route catalog lists the app's endpoints with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Rasterises share cards in place of the worker pool (tests count or hold renders); one per app. */
  cardRenderer?: () => PngRenderer;
  /** How old a ledger row must be before /metrics counts it (tests read the ledger at once). */
  ledgerSettleSeconds?: number;
  /** Entries per page of the public prediction log (tests page a short log). */
  predictionLogPageSize?: number;
  /**
   * Whose clock closes bets and picks at kick-off: the database's by default, one for every instance;
   * "process" for suites that fake the JS clock to travel in time (sql-clock.ts). Production never sets it.
   */
  clock?: SqlClock;
  /**
   * The calendar speed-up reminder leads follow: the game's (SIM_SPEED for the simulated league) by
   * default; 1 for suites that count leads in real minutes on a fast league. Production never sets it.
   */
  reminderSpeed?: number;
}

declare module "fastify" {
  interface FastifyInstance {
    game: Game;
    readiness: Readiness;
    notificationSignals: NotificationSignals;
    reminders: ReminderJob;
  }
}

/** Builds the app without listening, so tests drive it with app.inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  // The server's own catalogues, and the client's when no build step compiled them (tsx): at load, here.
  registerCompiler(compileCatalogue);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    logController: new RequestLog(),
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 64 * 1024,
    frameworkErrors: replyToFrameworkError,
    // https means a TLS proxy in front, on this host or a private network: trust those hops only.
    // `true` would take the leftmost X-Forwarded-For entry, which the client writes, and void
    // every per-address limit (sign-in, referral farming).
    trustProxy: config.publicUrl.startsWith("https://") ? ["loopback", "linklocal", "uniquelocal"] : false,
  });
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  // JSON only: a cross-site form (text/plain, urlencoded) cannot reach a handler.
  app.removeContentTypeParser(["text/plain"]);
  registerErrorHandling(app);
  registerReplyLanguage(app);
  registerRequestMetrics(app);
  watchDatabase(database, options.ledgerSettleSeconds);
  registerContract(app);
  await registerOpenApi(app, packageJson.version);
  registerSecurityHeaders(app, { publicUrl: config.publicUrl, secure: config.secureCookies, avatarOrigins: avatarOrigins(config) });
  // JSON and HTML built per request (brotli at level 4, gzip, from 1 KB, as shared bodies): the match list shrinks about
  // six times (docs/decisions.md). The build's static files go out precompressed and are left alone.
  await app.register(compress, { threshold: COMPRESS_FROM_BYTES });
  await app.register(cookie, { secret: config.sessionSecret });
  // Counted where every instance counts (shared-limits.ts); while that store is away, in this instance's
  // memory (docs/decisions.md#limit-store-outage).
  const limits = openSharedLimits(config.redisUrl, database.pool, app.log);
  app.addHook("onClose", () => limits.close());
  await app.register(rateLimit, {
    global: false,
    ...(limits.rateLimitStore ? { store: limits.rateLimitStore } : {}),
    skipOnError: true,
    // Per network, not per address: an IPv6 client could otherwise rotate through its /64.
    keyGenerator: (request) => networkOf(request.ip),
    enableDraftSpec: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests: try again in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  });
  // A real provider's oracles also fit on older seasons where its clubs match them (docs/decisions.md#real-football).
  const history =
    config.football.provider === "simulated" || options.game?.provider || !config.footballHistoryDir
      ? []
      : await loadHistoryDir(config.footballHistoryDir, { onProblem: (message) => app.log.warn(message) });
  const game = createGame(config, database, app.log, { history, ...(options.clock ? { clock: options.clock } : {}), ...options.game });
  app.decorate("game", game);
  registerOriginCheck(app, config.publicUrl);
  // A sign-out or a password reset ends sessions on every instance, their cached shared reads included.
  const sessions = registerSessions(app, database.db, config, (userId) => game.hub.signal({ type: "sessions-ended", userId }));
  game.hub.onSignal((signal) => {
    if (signal.type === "sessions-ended") sessions.forgetUser(signal.userId);
  });

  const auth = new AuthService(database.db, config.sessionSecret);
  const mailer = createMailer(config.mail);
  const resets = new PasswordReset(database.db, {
    mailer,
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
    onMailError: (err) => app.log.error({ err }, "sending a password reset e-mail failed"),
  });
  // Reset mails go out after the reply: those on their way are handed over before the mailer closes.
  if (mailer)
    app.addHook("onClose", async () => {
      await resets.drain();
      mailer.close();
    });
  const verification = new EmailVerification(database.db, mailer, config.publicUrl);
  authRoutes(app, {
    auth,
    sessions,
    providers: configuredProviders(config),
    emailConfirmation: verification.enabled,
    rateLimitPerMinute: options.rateLimits === false ? false : config.signInsPerMinute,
    addressSecret: config.sessionSecret,
  });
  emailVerificationRoutes(app, { verification, rateLimits: options.rateLimits !== false });
  passwordResetRoutes(app, { resets, sessions, rateLimits: options.rateLimits !== false });
  await oauthRoutes(app, { config, db: database.db, sessions });
  settingsRoutes(app, database.db);
  adminRoutes(app, database.db, limits.state);
  // Viewers' presence is shared by the socket and the HTTP poll: one batched write for both.
  const viewers = new SubscriptionSupport(database.db, (err) => app.log.error({ err }, "viewer write failed"));
  app.addHook("onClose", async () => viewers.close());
  statsRoutes(app, database.db, viewers);
  activityRoutes(app, database.db);

  watchProviderSync(database.db, game.provider.name);
  const readiness = new Readiness(database.db, () => game.hub.listening, limits.state);
  app.decorate("readiness", readiness);
  healthRoutes(app, readiness);
  apiDocsRoutes(app);
  metricsRoutes(app, config.metrics);
  await game.hub.start();
  // Shutdown: stop the sync first, and tell every response still in flight to close its
  // connection, so keep-alive clients cannot hold the server open.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
    await game.sync.stop();
    // A pass of the season's rituals under way ends at its next step, before the database closes under it.
    await game.seasons.stop();
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
  // The other instances hear of bets once per 100 ms at most: one NOTIFY names every match backed in the window, and
  // says "read it afresh" for all of their bets (docs/decisions.md#a-bet-reaches-every-distribution).
  const betSignals = new CoalescedCalls<number>(BET_SIGNAL_WINDOW_MS, (matchIds) => {
    for (let at = 0; at < matchIds.length; at += BET_SIGNAL_MATCHES) {
      const signal = { type: "bets-placed", matchIds: matchIds.slice(at, at + BET_SIGNAL_MATCHES) } as const;
      game.hub.signal(signal).catch((err: unknown) => app.log.error({ err }, "telling of bets failed"));
    }
  });
  app.addHook("onClose", async () => {
    betSignals.flush();
    await game.hub.stop();
  });
  const matchList = new MatchListCache(database.db);
  const matchReads = matchRoutes(app, { db: database.db, matchList });
  // Heard here too, after betPlaced already did more: dropping the distribution once again costs one read.
  game.hub.onSignal((signal) => {
    if (signal.type === "bets-placed") for (const matchId of signal.matchIds) matchReads.betPlacedElsewhere(matchId);
  });
  oracleRoutes(app, database.db);
  predictionLogRoutes(app, { rateLimits: options.rateLimits !== false, log: new PredictionLog(database.db, options.predictionLogPageSize) });
  predictionProofRoutes(app, { rateLimits: options.rateLimits !== false, proofs: new PredictionProofs(database.db) });
  betRoutes(app, {
    db: database.db,
    maxStake: config.maxStake,
    rateLimits: options.rateLimits !== false,
    onBetPlaced: (matchId) => {
      matchReads.betPlaced(matchId);
      betSignals.tell(matchId);
    },
    clock: options.clock ?? "database",
  });
  const openSheet = pickRoutes(app, { db: database.db, rateLimits: options.rateLimits !== false, clock: options.clock ?? "database" });
  // Matches stored or predicted here (the sync's run, fetch-new) drop every copy of a match read kept on this
  // instance. A run that only moved matches' states dropped each match's copies and the list here as it wrote each
  // (onState, below) and told it over the hub, which drops them on every other instance, and drops the list once more
  // at its end for what it wrote after its last push.
  const matchesChanged = () => {
    matchList.invalidate();
    matchReads.matchesChanged();
    openSheet.invalidate();
  };
  game.sync.onChange = (scope) => (scope === "states" ? matchList.invalidate() : matchesChanged());
  fetchNewRoutes(app, {
    matchesChanged,
    importer: game.importer,
    fetchHorizonMs: game.sync.fetchHorizonMs,
    predictFetched: () => game.predictFetched(),
    rateLimits: options.rateLimits !== false,
  });
  // The list too: an arena reads it again on hearing a kick-off, and a list kept from before the push would show the
  // match upcoming still, and the featured match before it.
  const matchChanged = (matchId: number) => {
    matchList.invalidate();
    matchReads.matchChanged(matchId);
    openSheet.matchChanged(matchId);
  };
  game.sync.onState = matchChanged;
  game.hub.observe((message) => {
    if (message.type === "match") matchChanged(message.matchId);
  });
  seasonRoutes(app, { db: database.db, rateLimits: options.rateLimits !== false, clock: options.clock ?? "database" });
  leagueRoutes(app, { db: database.db, rateLimits: options.rateLimits !== false, clock: options.clock ?? "database" });
  leaderboardRoutes(app, database.db);
  referralRoutes(app, { db: database.db, rateLimits: options.rateLimits !== false, addressSecret: config.sessionSecret });
  analyticsRoutes(app, { db: database.db, rateLimits: options.rateLimits !== false });
  factsRoutes(app, { config, rateLimits: options.rateLimits !== false, budget: game.llmBudget });
  const signals = new NotificationSignals(database.db, (err) => app.log.error({ err }, "looking for new notifications failed"));
  signals.start();
  game.hub.onSignal((signal) => {
    if (signal.type === "notifications-read") signals.changed(signal.userId);
  });
  app.decorate("notificationSignals", signals);
  app.addHook("onClose", async () => signals.stop());
  notificationRoutes(app, {
    db: database.db,
    mailerConfigured: mailer !== undefined,
    push: config.push,
    pushServiceHosts: config.pushServiceHosts,
    secret: config.sessionSecret,
    // Read on one instance: the player's pages on every instance hear it.
    onRead: (userId) =>
      void game.hub
        .signal({ type: "notifications-read", userId })
        .catch((err: unknown) => app.log.error({ err }, "telling of notifications read failed")),
    rateLimits: options.rateLimits !== false,
    speed: options.reminderSpeed ?? game.speed,
    clock: options.clock ?? "database",
  });
  const reminders = new ReminderJob(
    database.db,
    {
      mail: mailer ? { mailer, publicUrl: config.publicUrl, secret: config.sessionSecret } : undefined,
      push: config.push,
      pushServiceHosts: config.pushServiceHosts,
    },
    (err) => app.log.error({ err }, "kick-off reminders failed"),
    database.pool,
    options.reminderSpeed ?? game.speed,
  );
  app.decorate("reminders", reminders);
  app.addHook("onClose", async () => reminders.stop());
  await liveRoutes(app, {
    hub: game.hub,
    support: viewers,
    signals,
    publicUrl: config.publicUrl,
    socketsPerAddress: config.wsSocketsPerAddress,
    socketCounts: limits.sockets,
    sessions,
  });

  if (options.clientDir) {
    const render = serverRenderer(app, options.clientDir, { publicUrl: config.publicUrl, limits: config.serverRenders });
    const pages = await registerSpa(app, options.clientDir, render);
    shareRoutes(app, { db: database.db, config, pages, rateLimits: options.rateLimits !== false, renderer: options.cardRenderer?.() });
  }
  return app;
}
