import type { FastifyInstance, FastifyRequest } from "fastify";
import { pickEndpoints } from "../../shared/api/picks";
import { networkOf } from "../platform/http/client-address";
import { requireUser } from "../platform/http/request-user";
import type { Db } from "../platform/db/client";
import type { SqlClock } from "../platform/db/sql-clock";
import { contractApp, declared } from "../platform/http/route";
import { sendEncoded } from "../platform/http/encoded-reply";
import { OpenSheet } from "./open-sheet";
import { savePicks } from "./pick-sheet.service";
import { crowdOf, pickOf, pickSummary, removePick, savePick } from "./picks.service";
import { prophetsTable } from "./prophets.service";
import { putJoker, removeJoker } from "./joker.service";

export interface PickRouteDeps {
  db: Db;
  rateLimits: boolean;
  /** Whose clock locks picks at kick-off (sql-clock.ts). */
  clock: SqlClock;
}

export function pickRoutes(app: FastifyInstance, deps: PickRouteDeps): OpenSheet {
  const { db, clock } = deps;
  // A person types a score and saves it a few times at most; a script saving in a loop is not a person.
  const limited = deps.rateLimits
    ? { config: { rateLimit: { max: 60, timeWindow: "1 minute", keyGenerator: (r: FastifyRequest) => `pick:${r.user?.id ?? networkOf(r.ip)}` } } }
    : {};
  const api = contractApp(app);

  api.route({ ...declared(pickEndpoints.mine), handler: (request) => pickOf(db, requireUser(request).id, request.params.id) });

  api.route({
    ...declared(pickEndpoints.save),
    ...limited,
    handler: (request) => savePick(db, requireUser(request).id, request.params.id, request.body, clock),
  });

  api.route({
    ...declared(pickEndpoints.remove),
    ...limited,
    handler: async (request, reply) => {
      await removePick(db, requireUser(request).id, request.params.id, clock);
      return reply.status(204).send();
    },
  });

  api.route({
    ...declared(pickEndpoints.putJoker),
    ...limited,
    handler: (request) => putJoker(db, requireUser(request).id, request.params.id, clock),
  });

  api.route({
    ...declared(pickEndpoints.removeJoker),
    ...limited,
    handler: async (request, reply) => {
      await removeJoker(db, requireUser(request).id, request.params.id, clock);
      return reply.status(204).send();
    },
  });

  api.route({ ...declared(pickEndpoints.crowd), handler: (request) => crowdOf(db, request.params.id, clock) });

  api.route({ ...declared(pickEndpoints.summary), handler: (request) => pickSummary(db, requireUser(request).id) });

  // The picks page: the open matches with the caller's picks, and all of them saved at once.
  const openSheet = new OpenSheet(db, clock);
  api.route({
    ...declared(pickEndpoints.open),
    handler: async (request, reply) => {
      const sheet = await openSheet.read(requireUser(request).id);
      return "shared" in sheet ? sendEncoded(request, reply, sheet.shared, "private, no-cache") : sheet.own;
    },
  });

  api.route({
    ...declared(pickEndpoints.saveMany),
    ...limited,
    handler: (request) => savePicks(db, requireUser(request).id, request.body.picks, clock),
  });

  api.route({ ...declared(pickEndpoints.prophets), handler: (request) => prophetsTable(db, requireUser(request).id, request.query.period) });
  return openSheet;
}
