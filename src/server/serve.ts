// The server itself, loaded by main.ts once memory-release has had its say.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./platform/config";
import { LockHeldError } from "./platform/db/lock";
import { openConfiguredDatabase } from "./platform/db/open-configured";
import { resolveSecrets } from "./platform/db/shared-secrets";
import { startMetricsServer } from "./platform/metrics/metrics.routes";
import { answerBackupRequest } from "./platform/db/backup";
import { makeDataDirPrivate, privacyWarning } from "./platform/db/private-data-dir";

const clientDir = fileURLToPath(new URL("../../dist/client", import.meta.url));

async function main(): Promise<void> {
  const started = performance.now();
  const loaded = loadConfig();
  // Before anything is written there: the secrets below and the database live in DATA_DIR.
  const privacy = makeDataDirPrivate(loaded.dataDir);
  const opened = await openConfiguredDatabase(loaded);
  // Generated secrets live in the database on PostgreSQL, so every instance signs with the same.
  const config = await resolveSecrets(loaded, opened.database);
  const app = await buildApp({
    config,
    database: opened.database,
    clientDir: existsSync(clientDir) ? clientDir : undefined,
    rateLimits: config.rateLimits,
  });
  const widerDataDir = privacyWarning(privacy);
  if (widerDataDir) app.log.warn({ dataDir: config.dataDir }, widerDataDir);

  const metricsServer =
    config.metrics.port === undefined
      ? undefined
      : await startMetricsServer({ port: config.metrics.port, host: config.host, token: config.metrics.token });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness goes first: a load balancer polling /readyz stops sending new requests, then the
    // server stops accepting and finishes what it has.
    app.readiness.startDraining();
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, "shutting down: /readyz answers 503, then in-flight requests finish");
    if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests, closes sockets
      await metricsServer?.close();
    } finally {
      await opened.close();
      clearTimeout(force);
    }
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  // `npm run db:backup` while the server holds the embedded database (platform/db/backup.ts).
  process.on("SIGUSR2", () => {
    void answerBackupRequest(config.dataDir, opened.database).then((request) => {
      if (request) app.log.info({ file: request.file }, `backup written to ${request.file}`);
    });
  });

  // A fresh data directory gets its league seeded before the server listens.
  await app.game.sync.start();
  // The reminder passes, like the sync's, run only in a serving process: a test drives them itself, with its own clock.
  app.reminders.start();
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.publicUrl,
      database: opened.database.kind,
      metrics: metricsServer ? `port ${config.metrics.port}` : config.metrics.token ? "/metrics (bearer token)" : "off",
      startupMs: Math.round(performance.now() - started),
    },
    `The Prophecy League is ready at ${config.publicUrl}`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof LockHeldError ? err.message : err);
  process.exit(1);
});
