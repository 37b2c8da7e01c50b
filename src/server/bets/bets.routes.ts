import { networkOf } from "../http/client-address";
import type { FastifyInstance } from "fastify";
import { placeBetBody } from "../../shared/api/bets";
import { idParam } from "../../shared/api/matches";
import { requireUser } from "../auth/auth.plugin";
import type { Db } from "../db/client";
import { parseInput } from "../http/errors";
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
    ? { config: { rateLimit: { max: 30, timeWindow: "1 minute", keyGenerator: (r: { user?: { id: number }; ip: string }) => `bet:${r.user?.id ?? networkOf(r.ip)}` } } }
    : {};

  app.post("/api/bets", limited, async (request, reply) => {
    const user = requireUser(request);
    const body = parseInput(placeBetBody, request.body);
    const result = await placeBet(deps.db, user.id, body, deps.maxStake);
    deps.onBetPlaced(body.matchId);
    return reply.status(201).send(result);
  });

  app.get("/api/bets/match/:id", async (request) => {
    const user = requireUser(request);
    const { id } = parseInput(idParam, request.params);
    return betOnMatch(deps.db, user.id, id);
  });

  app.get("/api/bets/history", async (request) => betHistory(deps.db, requireUser(request).id));
}
