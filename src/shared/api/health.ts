import { z } from "zod";
import { endpoint } from "./contract";
import { routes } from "./routes";

/**
 * Where this instance counts rate limits and socket caps: in the store every instance shares, or in its own
 * memory while that store is away or there is none (the embedded database) (docs/decisions.md#limit-store-outage).
 */
export const LIMIT_STORES = ["shared", "local"] as const;
export type LimitStore = (typeof LIMIT_STORES)[number];

/**
 * For load balancers and orchestrators, polled every second or so: /healthz says the process serves,
 * /readyz that it should get traffic (database reachable, migrations applied, not shutting down);
 * otherwise 503 with the reason as the one error shape.
 */
export const healthEndpoints = {
  live: endpoint({ ...routes.health.live, responses: { 200: z.object({ status: z.literal("ok") }) } }),
  ready: endpoint({
    ...routes.health.ready,
    // An instance counting locally still serves the game, so it stays ready and says so.
    responses: { 200: z.object({ status: z.literal("ready"), limitStore: z.enum(LIMIT_STORES) }) },
  }),
};
