import { networkOf } from "../http/client-address";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { betEndpoints } from "../../shared/api/bets";
import { requireUser } from "../auth/auth.plugin";
import type { Db } from "../db/client";
import { contractApp, declared } from "../http/route";
import { betHistory, betOnMatch, placeBet } from "./bets.service";

export interface BetRouteDeps {
  db: Db;
  maxStake: number;
  rateLimits: boolean;
  /** Called after a bet lands on `matchId` (the match list's bet counts changed). */
  onBetPlaced: (matchId: number) => void;
}

export function betRoutes(app: FastifyInstance, deps: BetRouteDeps): void {
  const limited = deps.rateLimits
    ? { config: { rateLimit: { max: 30, timeWindow: "1 minute", keyGenerator: (r: FastifyRequest) => `bet:${r.user?.id ?? networkOf(r.ip)}` } } }
    : {};

  const api = contractApp(app);

  api.route({
    ...declared(betEndpoints.place),
    ...limited,
    handler: async (request, reply) => {
      const result = await placeBet(deps.db, requireUser(request).id, request.body, deps.maxStake);
      deps.onBetPlaced(request.body.matchId);
      return reply.status(201).send(result);
    },
  });

  api.route({ ...declared(betEndpoints.onMatch), handler: (request) => betOnMatch(deps.db, requireUser(request).id, request.params.id) });

  api.route({ ...declared(betEndpoints.history), handler: (request) => betHistory(deps.db, requireUser(request).id) });
}
