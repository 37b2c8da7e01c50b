import type { FastifyInstance } from "fastify";
import { statsEndpoints, type SocialProof } from "../../shared/api/stats";
import { requireUser } from "../auth/auth.plugin";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { contractApp, declared } from "../http/route";
import { betStats, matchStats, userStats } from "./platform-stats.service";
import { socialProof } from "./stats.service";
import { touchViewer, viewerCount } from "./viewers.service";

/** How long one social-proof reply is shared between callers. */
export const SOCIAL_PROOF_SHARED_MS = 5_000;

export function statsRoutes(app: FastifyInstance, db: Db): void {
  const api = contractApp(app);

  // The same for everyone and a scan of the won bets, so one reply is shared for a few seconds: a
  // crowd of visitors costs one query set.
  let shared: { at: number; reply: Promise<SocialProof> } | undefined;
  api.route({
    ...declared(statsEndpoints.socialProof),
    handler: async () => {
      if (!shared || Date.now() - shared.at >= SOCIAL_PROOF_SHARED_MS) {
        const reply = socialProof(db);
        shared = { at: Date.now(), reply };
        reply.catch(() => shared?.reply === reply && (shared = undefined));
      }
      return shared.reply;
    },
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
