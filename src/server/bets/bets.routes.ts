import { networkOf } from "../platform/http/client-address";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { betEndpoints } from "../../shared/api/bets";
import { requireSession, requireUser } from "../platform/http/request-user";
import type { Db } from "../platform/db/client";
import type { SqlClock } from "../platform/db/sql-clock";
import { contractApp, declared } from "../platform/http/route";
import { HttpError } from "../platform/http/errors";
import { metrics } from "../platform/metrics/metrics";
import { betHistory, betRecord, betOnMatch, placeBet } from "./bets.service";

export interface BetRouteDeps {
  db: Db;
  maxStake: number;
  rateLimits: boolean;
  /** Whose clock closes a match at kick-off (sql-clock.ts). */
  clock: SqlClock;
  /** Called after a bet lands on `matchId` (the match list's bet counts changed). */
  onBetPlaced: (matchId: number) => void;
}

/** Refusals that happen before the bet service runs, by status. */
const STATUS_REASONS: Record<number, string> = {
  400: "invalid_input",
  401: "signed_out",
  403: "cross_site",
  413: "invalid_input",
  415: "invalid_input",
  429: "rate_limited",
};

export function betRoutes(app: FastifyInstance, deps: BetRouteDeps): void {
  const limited = deps.rateLimits
    ? { rateLimit: { max: 30, timeWindow: "1 minute", keyGenerator: (r: FastifyRequest) => `bet:${r.user?.id ?? networkOf(r.ip)}` } }
    : {};

  const api = contractApp(app);
  // Why each refused bet was refused, for /metrics: the service's reason, else the status's.
  const refusals = new WeakMap<FastifyRequest, string>();

  api.route({
    ...declared(betEndpoints.place),
    // The bet's statement checks the session itself: a bet is one round trip where a session checked in the last
    // minute names the player (auth.plugin.ts).
    config: { ...limited, sessionInStatement: true },
    handler: async (request, reply) => {
      try {
        const { user, sessionId } = requireSession(request);
        const result = await placeBet(deps.db, { userId: user.id, sessionId }, request.body, deps.maxStake, deps.clock);
        deps.onBetPlaced(request.body.matchId);
        return await reply.status(201).send(result);
      } catch (err) {
        if (err instanceof HttpError && err.reason) refusals.set(request, err.reason);
        throw err;
      }
    },
    onResponse: async (request, reply) => {
      if (reply.statusCode === 201) metrics.bets.inc({ result: "accepted", reason: "" });
      else metrics.bets.inc({ result: "refused", reason: refusals.get(request) ?? STATUS_REASONS[reply.statusCode] ?? "error" });
    },
  });

  api.route({ ...declared(betEndpoints.onMatch), handler: (request) => betOnMatch(deps.db, requireUser(request).id, request.params.id) });

  api.route({ ...declared(betEndpoints.history), handler: (request) => betHistory(deps.db, requireUser(request).id) });

  api.route({ ...declared(betEndpoints.record), handler: (request) => betRecord(deps.db, requireUser(request).id) });
}
