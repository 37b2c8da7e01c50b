import type { FastifyInstance, FastifyRequest } from "fastify";
import { seasonEndpoints } from "../../shared/api/season";
import type { Db } from "../platform/db/client";
import type { SqlClock } from "../platform/db/sql-clock";
import { networkOf } from "../platform/http/client-address";
import { requireUser } from "../platform/http/request-user";
import { contractApp, declared } from "../platform/http/route";
import { saveAnswer } from "./season-questions";
import { seasonOverview } from "./season-view";

export interface SeasonRouteDeps {
  db: Db;
  rateLimits: boolean;
  /** Whose clock seals the answers at the deadline (sql-clock.ts). */
  clock: SqlClock;
}

export function seasonRoutes(app: FastifyInstance, deps: SeasonRouteDeps): void {
  const { db, clock } = deps;
  // A person answers three questions and changes their mind a few times; a loop is not a person.
  const limited = deps.rateLimits
    ? { config: { rateLimit: { max: 60, timeWindow: "1 minute", keyGenerator: (r: FastifyRequest) => `season:${r.user?.id ?? networkOf(r.ip)}` } } }
    : {};
  const api = contractApp(app);
  api.route({ ...declared(seasonEndpoints.overview), handler: (request) => seasonOverview(db, requireUser(request).id) });
  api.route({
    ...declared(seasonEndpoints.answer),
    ...limited,
    handler: (request) => saveAnswer(db, requireUser(request).id, request.params.id, request.body.answer, clock),
  });
}
