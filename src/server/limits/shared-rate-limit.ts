import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { Counter } from "prom-client";
import { unavailable } from "../http/errors";
import { registry } from "../metrics/metrics";

/** Counts one hit of `key` in a window of `windowMs`; what is counted so far and the ms left in the window. */
export type HitCounter = (key: string, windowMs: number, max: number) => Promise<{ current: number; ttl: number }>;

const storeErrors = new Counter({
  name: "prophecy_limit_store_errors_total",
  help: "Rate-limit and socket counts the shared store (Redis or PostgreSQL) failed to answer",
  labelNames: ["what"] as const,
  registers: [registry],
});

/** A store failure that the outage rule let through (reads, live sockets) or refused (sign-ins). */
export function countStoreError(what: "rate_limit" | "socket"): void {
  storeErrors.inc({ what });
}

/**
 * What a guarded route (sign-in, sign-up, password reset, e-mail confirmation) answers while the shared
 * store is away: counting guesses is what keeps passwords safe, so these wait for it to come back.
 */
export const STORE_DOWN_MESSAGE = "Signing in is unavailable for a moment; try again in a minute.";

/**
 * @fastify/rate-limit's store over a HitCounter shared by every instance. Each limited route counts
 * under its own prefix, as the plugin's own stores do. A failure becomes a 503 with a sentence; the
 * plugin lets it through instead on routes whose `skipOnError` is on (app.ts: all but the guarded).
 */
export function sharedStore(count: HitCounter): new () => FastifyRateLimitStore {
  class SharedStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = "") {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void {
      count(this.prefix + key, timeWindow, max).then(
        (result) => callback(null, result),
        () => {
          countStoreError("rate_limit");
          callback(unavailable(STORE_DOWN_MESSAGE));
        },
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      // The plugin passes the route's merged limit options; its own stores key by routeInfo the same way.
      const { routeInfo } = routeOptions as { routeInfo: { method: string; url: string } };
      return new SharedStore(`${routeInfo.method}${routeInfo.url}-`);
    }
  }
  return SharedStore;
}

/** A guarded route's limit: refused with STORE_DOWN_MESSAGE, not waved through, while the shared store is away. */
export const guardedLimit = (max: number, timeWindow: string) => ({ config: { rateLimit: { max, timeWindow, skipOnError: false } } });
