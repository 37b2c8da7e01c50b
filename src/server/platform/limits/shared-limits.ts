import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import RedisStore from "@fastify/rate-limit/store/RedisStore.js";
import type { Redis } from "ioredis";
import type pg from "pg";
import type { LimitStore } from "../../../shared/api/health";
import { BatchedHits } from "./batched-hits";
import { postgresAddHits, PostgresSocketCounts, postgresHitCounter, sweepPostgresLimits } from "./postgres-limits";
import { connectRedis, RedisSocketCounts } from "./redis-limits";
import { pluginHitCounter, sharedStore, type HitCounter } from "./shared-rate-limit";
import { ProcessSocketCounts, type SocketCounts } from "./socket-counts";
import { failoverHitCounter, FailoverSocketCounts, StoreHealth, type OutageLog, type ProbeTimes } from "./store-failover";

/** Where this instance counts rate limits and live sockets (docs/decisions.md#several-instances). */
export interface SharedLimits {
  kind: "process" | "redis" | "postgres";
  /** Shared while the store answers; local while it is away, and always on the embedded database. */
  state: () => LimitStore;
  /** @fastify/rate-limit's store; undefined for its own in-process one. */
  rateLimitStore: (new () => FastifyRateLimitStore) | undefined;
  sockets: SocketCounts;
  close(): Promise<void>;
}

/** How often an instance deletes PostgreSQL's windows and leases that have run out. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Redis when REDIS_URL is set; PostgreSQL when the database is (an instance cannot know it is alone);
 * this process's memory on the embedded database, where it is. A shared store that fails is stood in
 * for by this process's memory until it answers again (store-failover.ts).
 */
export function openSharedLimits(redisUrl: string | undefined, pool: pg.Pool | undefined, log: OutageLog, probeTimes?: ProbeTimes): SharedLimits {
  if (redisUrl) {
    const redis = connectRedis(redisUrl);
    const health = new StoreHealth("Redis", () => redis.ping(), log, probeTimes);
    return {
      kind: "redis",
      state: () => health.state,
      rateLimitStore: sharedStore(failoverHitCounter(redisHitCounter(redis), health)),
      sockets: new FailoverSocketCounts(new RedisSocketCounts(redis), health),
      close: async () => {
        health.close();
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  if (pool) {
    const sweep = setInterval(() => void sweepPostgresLimits(pool).catch(() => {}), SWEEP_EVERY_MS);
    sweep.unref();
    // Both tables answer, not only the server: a failing query is what sends the counts home.
    const health = new StoreHealth("PostgreSQL", () => pool.query("select 1 from rate_limit_hits, socket_leases limit 0"), log, probeTimes);
    // A statement per limited request was a good part of a request's cost on PostgreSQL: limits other than
    // credentials' count up to 5 % of themselves here between statements (batched-hits.ts, docs/rules.md#rate-limits).
    const batched = new BatchedHits(postgresAddHits(pool));
    return {
      kind: "postgres",
      state: () => health.state,
      rateLimitStore: sharedStore(failoverHitCounter(postgresHitCounter(pool), health), failoverHitCounter(batched.count, health)),
      sockets: new FailoverSocketCounts(new PostgresSocketCounts(pool), health),
      close: async () => {
        health.close();
        clearInterval(sweep);
        await batched.close().catch(() => {});
      },
    };
  }
  return {
    kind: "process",
    state: () => "local",
    rateLimitStore: undefined,
    sockets: new ProcessSocketCounts(),
    close: () => Promise.resolve(),
  };
}

/** The plugin's own Redis store (one Lua call per hit), keyed under the game's prefix. */
function redisHitCounter(redis: Redis): HitCounter {
  return pluginHitCounter(new RedisStore(false, false, redis, "prophecy:rl:"));
}
