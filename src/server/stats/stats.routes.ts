import type { FastifyInstance } from "fastify";
import { statsEndpoints } from "../../shared/api/stats";
import { requireUser } from "../platform/http/request-user";
import type { SubscriptionSupport } from "../live/subscription-support";
import type { Db } from "../platform/db/client";
import { notFound } from "../platform/http/errors";
import { contractApp, declared } from "../platform/http/route";
import { sendEncoded } from "../platform/http/encoded-reply";
import { SHARED_REPLY_MS, SharedReplies, SharedReply } from "../platform/http/shared-reply";
import { betStats, matchStats, userStats } from "./platform-stats.service";
import { socialProof } from "./stats.service";

export function statsRoutes(app: FastifyInstance, db: Db, viewers: SubscriptionSupport): void {
  const api = contractApp(app);

  // The same for everyone and a scan of the won bets, so one reply is shared for a few seconds: a
  // crowd of visitors costs one query set, and a page polling it gets 304 until it changes.
  const shared = new SharedReply(statsEndpoints.socialProof.responses[200], SHARED_REPLY_MS.platform, () => socialProof(db));
  api.route({
    ...declared(statsEndpoints.socialProof),
    // Read by every page of a signed-in player: a session checked in the last minute will do (session-cache.ts).
    config: { recentSession: true },
    handler: async (request, reply) => sendEncoded(request, reply, await shared.get(), "public, no-cache"),
  });

  // The /stats page's figures: the same for every player and each a pass over users, matches or bets,
  // so they too are built once per few seconds however many read them. Still for signed-in players
  // only: the access check runs before the handler, so a refused request never reaches a shared reply.
  const userFigures = new SharedReply(statsEndpoints.users.responses[200], SHARED_REPLY_MS.platform, () => userStats(db));
  const matchFigures = new SharedReply(statsEndpoints.matches.responses[200], SHARED_REPLY_MS.platform, () => matchStats(db));
  const betFigures = new SharedReply(statsEndpoints.bets.responses[200], SHARED_REPLY_MS.platform, () => betStats(db));
  api.route({
    ...declared(statsEndpoints.users),
    handler: async (request, reply) => sendEncoded(request, reply, await userFigures.get(), "private, no-cache"),
  });
  api.route({
    ...declared(statsEndpoints.matches),
    handler: async (request, reply) => sendEncoded(request, reply, await matchFigures.get(), "private, no-cache"),
  });
  api.route({
    ...declared(statsEndpoints.bets),
    handler: async (request, reply) => sendEncoded(request, reply, await betFigures.get(), "private, no-cache"),
  });

  // Polled every 20 s by each card on screen: the count is shared per match, a newcomer is counted
  // at once and written in the next batch with everyone else (subscription-support.ts).
  const counts = new SharedReplies(statsEndpoints.matchViewers.responses[200], SHARED_REPLY_MS.match, async (matchId: number) => ({
    count: await viewers.viewerCount(matchId),
  }));
  viewers.onNewcomersWritten = (matchIds) => {
    for (const matchId of matchIds) counts.invalidate(matchId);
  };
  api.route({
    ...declared(statsEndpoints.matchViewers),
    config: { recentSession: true },
    handler: async (request, reply) => {
      const { matchId } = request.params;
      if (!(await viewers.matchExists(matchId))) throw notFound("Match not found");
      if (viewers.visit(matchId, `u:${requireUser(request).id}`)) counts.invalidate(matchId);
      return sendEncoded(request, reply, await counts.get(matchId), "private, no-cache");
    },
  });
}
