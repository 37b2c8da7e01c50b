import type { FastifyInstance } from "fastify";
import { analyticsEndpoints } from "../../shared/api/analytics";
import type { Db } from "../platform/db/client";
import { contractApp, declared } from "../platform/http/route";
import { GroupedWrites } from "../platform/grouped-writes";
import { eventRow, insertEvents, startSession, type EventRow } from "./analytics.service";

/** Analytics are public (visitors count too, docs/rules.md#access), validated, size-bounded and rate-limited. */
export function analyticsRoutes(app: FastifyInstance, deps: { db: Db; rateLimits: boolean }): void {
  const { db } = deps;
  // An event records who sent it and moves nothing a player owns: a session checked in the last minute will do, so a
  // page view costs no session read (docs/decisions.md#shared-read-minute).
  const config = { recentSession: true, ...(deps.rateLimits ? { rateLimit: { max: 120, timeWindow: "1 minute" } } : {}) };
  const api = contractApp(app);
  // Every page view is an event: under load the ones that come together are one insert.
  const events = new GroupedWrites((rows: EventRow[]) => insertEvents(db, rows));

  api.route({
    ...declared(analyticsEndpoints.sessionStart),
    config,
    handler: async (request, reply) => {
      await startSession(db, request.body.sessionId, request.user?.id ?? null);
      return reply.status(204).send();
    },
  });

  api.route({
    ...declared(analyticsEndpoints.track),
    config,
    handler: async (request, reply) => {
      await events.add(eventRow(request.body, request.user?.id ?? null));
      return reply.status(204).send();
    },
  });
}
