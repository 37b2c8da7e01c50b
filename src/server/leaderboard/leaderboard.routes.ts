import type { FastifyInstance } from "fastify";
import { leaderboardEndpoints } from "../../shared/api/leaderboard";
import type { Db } from "../platform/db/client";
import { sendEncoded } from "../platform/http/encoded-reply";
import { contractApp, declared } from "../platform/http/route";
import { SHARED_REPLY_MS, SharedReply } from "../platform/http/shared-reply";
import { playerLeaderboard } from "./leaderboard.service";

export function leaderboardRoutes(app: FastifyInstance, db: Db): void {
  // The same for every player and a ranking of them all: one query per few seconds, however many read it.
  const shared = new SharedReply(leaderboardEndpoints.players.responses[200], SHARED_REPLY_MS.platform, () => playerLeaderboard(db));
  contractApp(app).route({
    ...declared(leaderboardEndpoints.players),
    config: { recentSession: true },
    handler: async (request, reply) => sendEncoded(request, reply, await shared.get(), "private, no-cache"),
  });
}
