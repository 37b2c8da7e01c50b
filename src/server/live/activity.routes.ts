import type { FastifyInstance } from "fastify";
import { liveEndpoints } from "../../shared/api/live";
import type { Db } from "../platform/db/client";
import { sendEncoded } from "../platform/http/encoded-reply";
import { contractApp, declared } from "../platform/http/route";
import { SHARED_REPLY_MS, SharedReply } from "../platform/http/shared-reply";
import { liveActivity } from "./activity.service";

export function activityRoutes(app: FastifyInstance, db: Db): void {
  // The same for every player and read on every visit to the arena: one count per few seconds.
  const shared = new SharedReply(liveEndpoints.activity.responses[200], SHARED_REPLY_MS.platform, () => liveActivity(db));
  contractApp(app).route({
    ...declared(liveEndpoints.activity),
    config: { recentSession: true },
    handler: async (request, reply) => sendEncoded(request, reply, await shared.get(), "private, no-cache"),
  });
}
