import type { FastifyInstance } from "fastify";
import { oracleEndpoints } from "../../shared/api/oracles";
import { preferredCoding } from "../platform/http/accept-encoding";
import { notFound } from "../platform/http/errors";
import { matchesEtag } from "../platform/http/etag";
import { contractApp, declared, sendSerialized } from "../platform/http/route";
import type { PredictionLog } from "./prediction-log";

/** A whole check of a year's log (35 pages) twice a minute, per network. */
export const LOG_PAGES_PER_MINUTE = 120;

export function predictionLogRoutes(app: FastifyInstance, deps: { rateLimits: boolean; log: PredictionLog }): void {
  const { log } = deps;
  const limited = deps.rateLimits ? { config: { rateLimit: { max: LOG_PAGES_PER_MINUTE, timeWindow: "1 minute" } } } : {};
  contractApp(app).route({
    ...declared(oracleEndpoints.predictionLog),
    ...limited,
    handler: async (request, reply) => {
      const page = await log.page(Number(request.query.cursor ?? 0), preferredCoding(request.headers["accept-encoding"]));
      if (!page) throw notFound("No such page of the prediction log: start again without a cursor");
      // A full page never changes (the chain only grows at its end); the last page revalidates.
      reply
        .header("prediction-log-total", String(page.total))
        .header("etag", page.etag)
        .header("cache-control", page.full ? "public, max-age=86400" : "no-cache")
        .header("vary", "accept-encoding");
      if (matchesEtag(request.headers["if-none-match"], page.etag)) return reply.status(304).send();
      if (page.coding !== "identity") reply.header("content-encoding", page.coding);
      return sendSerialized(reply, page.body);
    },
  });
}
