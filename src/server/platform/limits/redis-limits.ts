import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { SOCKET_LEASE_MS, type SocketCaps, type SocketCounts, type SocketGrant, type SocketOwner } from "./socket-counts";

const PREFIX = "prophecy:ws:";
const COMMAND_TIMEOUT_MS = 500;

/**
 * Takes a socket's place in one step on the Redis server, by its clock: expired leases are dropped,
 * the address's (and the player's) live leases counted, and the new lease added to both sets only
 * when neither cap is full. KEYS[2] is "" for a signed-out socket. 0 = granted, 1 = address full,
 * 2 = player full.
 */
const ACQUIRE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 1 end
if KEYS[2] ~= '' then
  redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
  if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[4]) then return 2 end
end
for _, key in ipairs(KEYS) do
  if key ~= '' then
    redis.call('ZADD', key, now + ttl, ARGV[1])
    redis.call('PEXPIRE', key, ttl)
  end
end
return 0
`;

/** Pushes back the expiry of leases that are still in their sets (ZADD XX never revives a released one). */
const RENEW = `
local t = redis.call('TIME')
local expires = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) + tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  if key ~= '' then
    redis.call('ZADD', key, 'XX', expires, ARGV[i + 1])
    redis.call('PEXPIRE', key, tonumber(ARGV[1]))
  end
end
return 0
`;

type Scripted = Redis & {
  acquireSocket(address: string, session: string, lease: string, ttl: number, perAddress: number, perSession: number): Promise<number>;
  renewSockets(...args: Array<string | number>): Promise<number>;
};

/**
 * The client every instance shares its counts through. A command that Redis has not answered within
 * half a second fails, whether the server is slow or away (commands wait for a connection that is
 * being made, as at start, but not longer than that), so a request waits milliseconds, not minutes,
 * before the caller's outage rule applies; the client keeps reconnecting on its own.
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, {
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Without a listener an unreachable server's error would end the process; the outage rules decide instead.
  redis.on("error", () => {});
  redis.defineCommand("acquireSocket", { numberOfKeys: 2, lua: ACQUIRE });
  redis.defineCommand("renewSockets", { lua: RENEW });
  return redis;
}

export class RedisSocketCounts implements SocketCounts {
  /** Each lease's sets, to renew and release it. */
  private readonly keysOf = new Map<string, [string, string]>();

  constructor(private readonly redis: Redis) {}

  async acquire({ address, session }: SocketOwner, caps: SocketCaps): Promise<SocketGrant> {
    const lease = randomUUID();
    const keys: [string, string] = [`${PREFIX}a:${address}`, session ? `${PREFIX}s:${session}` : ""];
    const verdict = await (this.redis as Scripted).acquireSocket(keys[0], keys[1], lease, SOCKET_LEASE_MS, caps.perAddress, caps.perSession);
    if (verdict === 1) return { refused: "address" };
    if (verdict === 2) return { refused: "session" };
    this.keysOf.set(lease, keys);
    return { lease };
  }

  async renew(leases: readonly string[]): Promise<void> {
    const keys: string[] = [];
    const members: string[] = [];
    for (const lease of leases) {
      for (const key of this.keysOf.get(lease) ?? []) {
        keys.push(key);
        members.push(lease);
      }
    }
    if (keys.length === 0) return;
    await (this.redis as Scripted).renewSockets(keys.length, ...keys, SOCKET_LEASE_MS, ...members);
  }

  async release(lease: string): Promise<void> {
    const keys = this.keysOf.get(lease);
    this.keysOf.delete(lease);
    if (!keys) return;
    const multi = this.redis.multi();
    for (const key of keys) if (key) multi.zrem(key, lease);
    await multi.exec();
  }
}
