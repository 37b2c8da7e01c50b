import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import RedisStore from "@fastify/rate-limit/store/RedisStore.js";
import type { Redis } from "ioredis";
import type pg from "pg";
import { PostgresSocketCounts, postgresHitCounter, sweepPostgresLimits } from "./postgres-limits";
import { connectRedis, RedisSocketCounts } from "./redis-limits";
import { sharedStore, type HitCounter } from "./shared-rate-limit";
import { ProcessSocketCounts, type SocketCounts } from "./socket-counts";

/** Where this instance counts rate limits and live sockets (docs/decisions.md#several-instances). */
export interface SharedLimits {
  kind: "process" | "redis" | "postgres";
  /** @fastify/rate-limit's store; undefined for its own in-process one. */
  rateLimitStore: (new () => FastifyRateLimitStore) | undefined;
  sockets: SocketCounts;
  close(): Promise<void>;
}

/** How often an instance deletes PostgreSQL's windows and leases that have run out. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Redis when REDIS_URL is set; PostgreSQL when the database is (an instance cannot know it is alone);
 * this process's memory on the embedded database, where it is.
 */
export function openSharedLimits(redisUrl: string | undefined, pool: pg.Pool | undefined): SharedLimits {
  if (redisUrl) {
    const redis = connectRedis(redisUrl);
    return {
      kind: "redis",
      rateLimitStore: sharedStore(redisHitCounter(redis)),
      sockets: new RedisSocketCounts(redis),
      close: async () => {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  if (pool) {
    const sweep = setInterval(() => void sweepPostgresLimits(pool).catch(() => {}), SWEEP_EVERY_MS);
    sweep.unref();
    return {
      kind: "postgres",
      rateLimitStore: sharedStore(postgresHitCounter(pool)),
      sockets: new PostgresSocketCounts(pool),
      close: () => {
        clearInterval(sweep);
        return Promise.resolve();
      },
    };
  }
  return { kind: "process", rateLimitStore: undefined, sockets: new ProcessSocketCounts(), close: () => Promise.resolve() };
}

/** The plugin's own Redis store (one Lua call per hit), keyed under the game's prefix. */
function redisHitCounter(redis: Redis): HitCounter {
  const store = new RedisStore(false, false, redis, "prophecy:rl:");
  return (key, windowMs, max) =>
    new Promise((resolve, reject) =>
      store.incr(key, (err, result) => (err || !result ? reject(err ?? new Error("no count")) : resolve(result)), windowMs, max),
    );
}
