import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireUser } from "../auth/auth.plugin";
import type { Db } from "../db/client";
import { notFound, parseInput } from "../http/errors";
import { betStats, matchStats, userStats } from "./platform-stats.service";
import type { SocialProof } from "../../shared/api/stats";
import { liveActivity, socialProof } from "./stats.service";
import { touchViewer, viewerCount } from "./viewers.service";

const matchIdParam = z.object({
  matchId: z.coerce.number({ error: "The match id must be a number" }).int().min(1).max(2_147_483_647),
});

/** How long one social-proof reply is shared between callers. */
export const SOCIAL_PROOF_SHARED_MS = 5_000;

export function statsRoutes(app: FastifyInstance, db: Db): void {
  // Public: the landing page shows it to visitors (DESIGN §6). The same for everyone and a scan of
  // the won bets, so one reply is shared for a few seconds: a crowd of visitors costs one query set.
  let shared: { at: number; reply: Promise<SocialProof> } | undefined;
  app.get("/api/stats/social-proof", async () => {
    if (!shared || Date.now() - shared.at >= SOCIAL_PROOF_SHARED_MS) {
      const reply = socialProof(db);
      shared = { at: Date.now(), reply };
      reply.catch(() => shared?.reply === reply && (shared = undefined));
    }
    return shared.reply;
  });

  app.get("/api/stats/users", async (request) => {
    requireUser(request);
    return userStats(db);
  });
  app.get("/api/stats/matches", async (request) => {
    requireUser(request);
    return matchStats(db);
  });
  app.get("/api/stats/bets", async (request) => {
    requireUser(request);
    return betStats(db);
  });

  app.get("/api/activity/live", async (request) => {
    requireUser(request);
    return liveActivity(db);
  });

  // Polling counts the caller as a viewer too (DESIGN §5).
  app.get("/api/stats/match-viewers/:matchId", async (request) => {
    const user = requireUser(request);
    const { matchId } = parseInput(matchIdParam, request.params);
    if (!(await touchViewer(db, matchId, `u:${user.id}`))) throw notFound("Match not found");
    return { count: await viewerCount(db, matchId) };
  });
}
