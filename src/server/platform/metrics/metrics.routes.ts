import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { createHash, timingSafeEqual } from "node:crypto";
import { registerErrorHandling, unauthorized } from "../http/errors";
import { metrics, registry } from "./metrics";

/** Counts every answered request by its route pattern, never its raw URL (ids would explode the series). */
export function registerRequestMetrics(app: FastifyInstance): void {
  // One pair of labelled children per method, route and status, looked up by a string: prom-client
  // would otherwise check and hash the labels twice on every request.
  const series = new Map<string, { requests: { inc(): void }; duration: { observe(seconds: number): void } }>();
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? "unmatched";
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let found = series.get(key);
    if (!found) {
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      found = { requests: metrics.httpRequests.labels(labels), duration: metrics.httpDuration.labels(labels) };
      series.set(key, found);
    }
    found.requests.inc();
    found.duration.observe(reply.elapsedTime / 1000);
    done();
  });
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** The bearer token, compared in constant time (digests first, so the lengths match). */
function authorize(token: string | undefined) {
  if (!token) return undefined;
  const expected = digest(token);
  return async (request: FastifyRequest) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) throw unauthorized("Send the metrics token as a bearer token");
  };
}

async function scrape(_request: FastifyRequest, reply: FastifyReply) {
  return reply
    .type(registry.contentType)
    .header("cache-control", "no-store")
    .send(await registry.metrics());
}

function addMetricsRoute(app: FastifyInstance, token: string | undefined): void {
  const onRequest = authorize(token);
  // Scraped every few seconds: kept out of the request log and the rate limits (which are per route).
  app.get("/metrics", { logLevel: "silent", ...(onRequest ? { onRequest } : {}) }, scrape);
}

/** GET /metrics on the game's own port, behind METRICS_TOKEN; absent without one. */
export function metricsRoutes(app: FastifyInstance, metricsConfig: { token: string | undefined; port: number | undefined }): void {
  if (metricsConfig.token && metricsConfig.port === undefined) addMetricsRoute(app, metricsConfig.token);
}

/**
 * GET /metrics on METRICS_PORT, a listener of its own that a firewall can keep private; it asks for
 * the token too when one is set.
 */
export async function startMetricsServer(options: { port: number; host: string; token: string | undefined }): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  registerErrorHandling(server);
  addMetricsRoute(server, options.token);
  await server.listen({ port: options.port, host: options.host });
  return server;
}
