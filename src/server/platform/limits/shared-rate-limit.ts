import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { Counter } from "prom-client";
import { unavailable } from "../http/errors";
import { registry } from "../metrics/metrics";

/** Counts one hit of `key` in a window of `windowMs`; what is counted so far and the ms left in the window. */
export type HitCounter = (key: string, windowMs: number, max: number) => Promise<{ current: number; ttl: number }>;

/** One of the plugin's own stores (its Redis or its in-memory one, typed in plugin-stores.d.ts) as a HitCounter. */
export function pluginHitCounter(store: { incr: PluginStoreIncr }): HitCounter {
  return (key, windowMs, max) =>
    new Promise((resolve, reject) =>
      store.incr(key, (err, result) => (err || !result ? reject(err ?? new Error("no count")) : resolve(result)), windowMs, max),
    );
}

const storeErrors = new Counter({
  name: "prophecy_limit_store_errors_total",
  help: "Rate-limit and socket counts the shared store (Redis or PostgreSQL) failed to answer",
  labelNames: ["what"] as const,
  registers: [registry],
});

/** A call the shared store (Redis or PostgreSQL) failed to answer; the count was taken locally instead (store-failover.ts). */
export function countStoreError(what: "rate_limit" | "socket"): void {
  storeErrors.inc({ what });
}

/**
 * @fastify/rate-limit's store over a HitCounter shared by every instance. Each limited route counts
 * under its own prefix, as the plugin's own stores do. The counters given fall back to this process's
 * memory while the shared store is away, so they do not fail; if one ever did, a route with
 * `skipOnError` off (guardedLimit) answers 503 and the others let the request through (app.ts).
 * A guarded route counts on `exact`, every hit in the store; the others on `loose`, which may count a
 * few locally first (batched-hits.ts).
 */
export function sharedStore(exact: HitCounter, loose: HitCounter = exact): new () => FastifyRateLimitStore {
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      private readonly prefix = "",
      private readonly count = exact,
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void {
      this.count(this.prefix + key, timeWindow, max).then(
        (result) => callback(null, result),
        () => callback(unavailable("Limits cannot be counted for a moment; try again in a minute.")),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      // The plugin passes the route's merged limit options; its own stores key by routeInfo the same way.
      const { routeInfo, skipOnError } = routeOptions as { routeInfo: { method: string; url: string }; skipOnError?: boolean };
      return new SharedStore(`${routeInfo.method}${routeInfo.url}-`, skipOnError === false ? exact : loose);
    }
  }
  return SharedStore;
}

/**
 * The limit of a route that guards credentials (sign-in, sign-up, password reset, e-mail confirmation):
 * never waved through uncounted. While the shared store is away it counts per instance like every other
 * limit (docs/decisions.md#limit-store-outage).
 */
export const guardedLimit = (max: number, timeWindow: string) => ({ config: { rateLimit: { max, timeWindow, skipOnError: false } } });
