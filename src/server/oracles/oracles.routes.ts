import type { FastifyInstance } from "fastify";
import { predictionLogQuerySchema } from "../../shared/api/matches";
import type { Db } from "../db/client";
import { preferredCoding } from "../http/accept-encoding";
import { notFound, parseInput } from "../http/errors";
import { matchesEtag } from "../http/etag";
import type { PredictionLog } from "../predictions/prediction-log";
import { listAiStats } from "./ai-stats.service";
import { trackRecord } from "./track-record.service";

/** A whole check of a year's log (35 pages) twice a minute, per network. */
const LOG_PAGES_PER_MINUTE = 120;

export function oracleRoutes(app: FastifyInstance, deps: { db: Db; rateLimits: boolean; log: PredictionLog }): void {
  const { log } = deps;
  // All public (DESIGN §6): the AI Transparency page and the verify page read them signed out.
  app.get("/api/ai-stats", async () => listAiStats(deps.db));
  app.get("/api/ai-stats/track-record", async () => trackRecord(deps.db));

  const limited = deps.rateLimits ? { config: { rateLimit: { max: LOG_PAGES_PER_MINUTE, timeWindow: "1 minute" } } } : {};
  app.get("/api/predictions/log", limited, async (request, reply) => {
    const { cursor } = parseInput(predictionLogQuerySchema, request.query);
    const page = await log.page(Number(cursor ?? 0), preferredCoding(request.headers["accept-encoding"]));
    if (!page) throw notFound("No such page of the prediction log: start again without a cursor");
    // A full page never changes (the chain only grows at its end); the last page revalidates.
    reply
      .header("prediction-log-total", String(page.total))
      .header("etag", page.etag)
      .header("cache-control", page.full ? "public, max-age=86400" : "no-cache")
      .header("vary", "accept-encoding");
    if (matchesEtag(request.headers["if-none-match"], page.etag)) return reply.status(304).send();
    if (page.coding !== "identity") reply.header("content-encoding", page.coding);
    return reply.type("application/json; charset=utf-8").send(page.body);
  });
}
