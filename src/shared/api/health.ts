import { z } from "zod";
import { endpoint } from "./contract";
import { routes } from "./routes";

/**
 * For load balancers and orchestrators, polled every second or so: /healthz says the process serves,
 * /readyz that it should get traffic (database reachable, migrations applied, not shutting down);
 * otherwise 503 with the reason as the one error shape.
 */
export const healthEndpoints = {
  live: endpoint({ ...routes.health.live, responses: { 200: z.object({ status: z.literal("ok") }) } }),
  ready: endpoint({ ...routes.health.ready, responses: { 200: z.object({ status: z.literal("ready") }) } }),
};
