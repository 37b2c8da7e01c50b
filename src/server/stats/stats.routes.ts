import type { FastifyInstance } from "fastify";
import { statsEndpoints } from "../../shared/api/stats";
import { requireUser } from "../auth/auth.plugin";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { contractApp, declared } from "../http/route";
import { sendEncoded } from "../http/encoded-reply";
import { SharedReply } from "../http/shared-reply";
import { betStats, matchStats, userStats } from "./platform-stats.service";
import { socialProof } from "./stats.service";
import { touchViewer, viewerCount } from "./viewers.service";

/** How long one social-proof reply is shared between callers. */
export const SOCIAL_PROOF_SHARED_MS = 5_000;

export function statsRoutes(app: FastifyInstance, db: Db): void {
  const api = contractApp(app);

  // The same for everyone and a scan of the won bets, so one reply is shared for a few seconds: a
  // crowd of visitors costs one query set, and a page polling it gets 304 until it changes.
  const shared = new SharedReply(statsEndpoints.socialProof.responses[200], SOCIAL_PROOF_SHARED_MS, () => socialProof(db));
  api.route({
    ...declared(statsEndpoints.socialProof),
    handler: async (request, reply) => sendEncoded(request, reply, await shared.get(), "public, no-cache"),
  });

  api.route({ ...declared(statsEndpoints.users), handler: () => userStats(db) });
  api.route({ ...declared(statsEndpoints.matches), handler: () => matchStats(db) });
  api.route({ ...declared(statsEndpoints.bets), handler: () => betStats(db) });

  api.route({
    ...declared(statsEndpoints.matchViewers),
    handler: async (request) => {
      const { matchId } = request.params;
      if (!(await touchViewer(db, matchId, `u:${requireUser(request).id}`))) throw notFound("Match not found");
      return { count: await viewerCount(db, matchId) };
    },
  });
}
