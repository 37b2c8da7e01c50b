// @fastify/rate-limit's own stores, which its package does not type: the constructors and the one method
// the game calls (node_modules/@fastify/rate-limit/store/). Both count through pluginHitCounter.

/** What each store hands its callback. */
type PluginStoreIncr = (
  key: string,
  callback: (error: Error | null, result: { current: number; ttl: number } | null) => void,
  timeWindow: number,
  max: number,
) => void;

declare module "@fastify/rate-limit/store/RedisStore.js" {
  import type { Redis } from "ioredis";

  export default class RedisStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string);
    incr: PluginStoreIncr;
  }
}

declare module "@fastify/rate-limit/store/LocalStore.js" {
  export default class LocalStore {
    /** `cache`: how many keys it keeps, the least recently counted forgotten first. */
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, cache?: number);
    incr: PluginStoreIncr;
  }
}
