import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { sessionStartBody, trackEventBody } from "../../shared/api/analytics";
import type { Db } from "../db/client";
import { analyticsEvents, analyticsSessions } from "../db/schema";
import { parseInput } from "../http/errors";

/**
 * Analytics are public (visitors count too, DESIGN §6), validated, size-bounded and rate-limited.
 * A prototype-polluting key cannot survive: metadata is stored as JSON, never merged into objects.
 */
export function analyticsRoutes(app: FastifyInstance, deps: { db: Db; rateLimits: boolean }): void {
  const { db } = deps;
  const limited = deps.rateLimits ? { config: { rateLimit: { max: 120, timeWindow: "1 minute" } } } : {};

  app.post("/api/analytics/session/start", limited, async (request, reply) => {
    const { sessionId } = parseInput(sessionStartBody, request.body);
    await db
      .insert(analyticsSessions)
      .values({ id: sessionId, userId: request.user?.id ?? null })
      .onConflictDoUpdate({
        target: analyticsSessions.id,
        set: { lastSeenAt: sql`now()`, userId: sql`coalesce(${analyticsSessions.userId}, excluded.user_id)` },
      });
    return reply.status(204).send();
  });

  app.post("/api/analytics/track", limited, async (request, reply) => {
    const body = parseInput(trackEventBody, request.body);
    await db.insert(analyticsEvents).values({
      sessionId: body.sessionId,
      userId: request.user?.id ?? null,
      eventType: body.eventType,
      eventName: body.eventName,
      path: body.path ?? null,
      metadata: body.metadata ?? null,
    });
    return reply.status(204).send();
  });
}
