import type { FastifyInstance } from "fastify";
import { oracleEndpoints } from "../../shared/api/oracles";
import type { Db } from "../platform/db/client";
import { sendEncoded } from "../platform/http/encoded-reply";
import { contractApp, declared } from "../platform/http/route";
import { SHARED_REPLY_MS, SharedReply } from "../platform/http/shared-reply";
import { listAiStats } from "./ai-stats.service";
import { trackRecord } from "./track-record.service";

export function oracleRoutes(app: FastifyInstance, db: Db): void {
  const api = contractApp(app);
  // Public and the same for everyone (the arena's header and AI Transparency): shared for a few seconds.
  const aiStats = new SharedReply(oracleEndpoints.aiStats.responses[200], SHARED_REPLY_MS.platform, () => listAiStats(db));
  api.route({
    ...declared(oracleEndpoints.aiStats),
    // A signed-in player's pages poll it: a session checked in the last minute will do (session-cache.ts).
    config: { recentSession: true },
    handler: async (request, reply) => sendEncoded(request, reply, await aiStats.get(), "public, no-cache"),
  });
  api.route({ ...declared(oracleEndpoints.trackRecord), handler: () => trackRecord(db) });
}
