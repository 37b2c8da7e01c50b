import { randomUUID } from "node:crypto";
import type pg from "pg";
import { SOCKET_LEASE_MS, type SocketCaps, type SocketCounts, type SocketGrant, type SocketOwner } from "./socket-counts";
import type { AddHits } from "./batched-hits";
import type { HitCounter } from "./shared-rate-limit";

/**
 * Keys' hits in one statement: each key's window counts up by its hits, or starts again at them once the window
 * has passed, by the database's clock (one clock for every instance). An exact limit sends one hit of one key per
 * request; the batched ones several keys at once (batched-hits.ts). The table is unlogged: counts lost in a crash
 * are harmless, and skipping the write-ahead log is most of the cost saved.
 */
const ADD = `
insert into rate_limit_hits as r (key, hits, resets_at)
select key, hits, clock_timestamp() + window_ms * interval '1 millisecond'
from unnest($1::text[], $2::int[], $3::int[]) as batch(key, hits, window_ms)
on conflict (key) do update set
  hits = case when r.resets_at <= clock_timestamp() then excluded.hits else r.hits + excluded.hits end,
  resets_at = case when r.resets_at <= clock_timestamp() then excluded.resets_at else r.resets_at end
returning key, hits, greatest(0, ceil(extract(epoch from r.resets_at - clock_timestamp()) * 1000))::int as ttl`;

export function postgresAddHits(pool: pg.Pool): AddHits {
  return async (batch) => {
    const { rows } = await pool.query<{ key: string; hits: number; ttl: number }>(ADD, [
      batch.map((b) => b.key),
      batch.map((b) => b.hits),
      batch.map((b) => b.windowMs),
    ]);
    return new Map(rows.map((row) => [row.key, { current: row.hits, ttl: row.ttl }]));
  };
}

/** One hit of one key, a round trip each: the exact count credentials' limits keep. */
export function postgresHitCounter(pool: pg.Pool): HitCounter {
  const add = postgresAddHits(pool);
  return async (key, windowMs) => (await add([{ key, hits: 1, windowMs }])).get(key)!;
}

/** Windows long past are deleted now and then, by whichever instance sweeps; nothing reads them. */
export async function sweepPostgresLimits(pool: pg.Pool): Promise<void> {
  await pool.query("delete from rate_limit_hits where resets_at < now() - interval '1 minute'");
  await pool.query("delete from socket_leases where expires_at < now()");
}

/**
 * Socket leases in PostgreSQL. Counting and taking a place must not interleave with another
 * instance's, so each owner's count is taken under a transaction-scoped advisory lock on its key,
 * address first then player, the same order everywhere so two handshakes cannot deadlock.
 */
/** The first key of the two-key advisory locks on socket owners (apart from the one-key locks platform/db/client.ts lists). */
const SOCKET_LOCK_CLASS = 727_010;

export class PostgresSocketCounts implements SocketCounts {
  constructor(private readonly pool: pg.Pool) {}

  async acquire({ address, session }: SocketOwner, caps: SocketCaps): Promise<SocketGrant> {
    const client = await this.pool.connect();
    try {
      await client.query("begin");
      // A signed-out socket locks its address only: a shared "no player" key would queue every anonymous
      // handshake of every instance behind one lock.
      await client.query("select pg_advisory_xact_lock($1, hashtext($2))", [SOCKET_LOCK_CLASS, `a:${address}`]);
      if (session) await client.query("select pg_advisory_xact_lock($1, hashtext($2))", [SOCKET_LOCK_CLASS, `s:${session}`]);
      const { rows } = await client.query<{ by_address: number; by_session: number }>(
        `select count(*) filter (where address = $1)::int as by_address, count(*) filter (where session = $2)::int as by_session
         from socket_leases where (address = $1 or session = $2) and expires_at > now()`,
        [address, session ?? null],
      );
      const counts = rows[0]!;
      let grant: SocketGrant;
      if (counts.by_address >= caps.perAddress) grant = { refused: "address" };
      else if (session && counts.by_session >= caps.perSession) grant = { refused: "session" };
      else {
        const lease = randomUUID();
        await client.query(
          "insert into socket_leases (id, address, session, expires_at) values ($1, $2, $3, now() + $4 * interval '1 millisecond')",
          [lease, address, session ?? null, SOCKET_LEASE_MS],
        );
        grant = { lease };
      }
      await client.query("commit");
      return grant;
    } catch (err) {
      await client.query("rollback").catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }

  async renew(leases: readonly string[]): Promise<void> {
    if (leases.length === 0) return;
    await this.pool.query("update socket_leases set expires_at = now() + $2 * interval '1 millisecond' where id = any($1::text[])", [
      leases,
      SOCKET_LEASE_MS,
    ]);
  }

  async release(lease: string): Promise<void> {
    await this.pool.query("delete from socket_leases where id = $1", [lease]);
  }
}
