import type { FastifyInstance } from "fastify";
import { healthEndpoints } from "../../../shared/api/health";
import { unavailable } from "../http/errors";
import { contractApp, declared } from "../http/route";
import type { Readiness } from "./readiness";

/** Polled every second by a load balancer: never logged per request, never rate-limited. */
export function healthRoutes(app: FastifyInstance, readiness: Readiness): void {
  const api = contractApp(app);
  api.route({ ...declared(healthEndpoints.live), logLevel: "silent", handler: async () => ({ status: "ok" as const }) });
  api.route({
    ...declared(healthEndpoints.ready),
    logLevel: "silent",
    handler: async () => {
      const notReady = await readiness.check();
      if (notReady) throw unavailable(notReady);
      return { status: "ready" as const, limitStore: readiness.limitStore() };
    },
  });
}
