/** Who a live socket counts against: its network, and the signed-in player when there is one. */
export interface SocketOwner {
  address: string;
  /** `u:{id}` for a signed-in player, whose tabs on every instance share one cap. */
  session: string | undefined;
}

export interface SocketCaps {
  perAddress: number;
  perSession: number;
}

export type SocketGrant = { lease: string } | { refused: "address" | "session" };

/**
 * Live sockets counted where every instance sees them. A socket holds a lease from its handshake to
 * its close; an instance renews its leases while their sockets live, so one that dies without closing
 * them frees its players' places once the leases expire.
 */
export interface SocketCounts {
  /** Takes a place for one more socket, or says which cap is full. Checking and taking are one step. */
  acquire(owner: SocketOwner, caps: SocketCaps): Promise<SocketGrant>;
  /** Keeps the leases of the sockets still open here. */
  renew(leases: readonly string[]): Promise<void>;
  release(lease: string): Promise<void>;
}

/** How long a lease outlives its last renewal: a little over two renewals (live.routes.ts renews every 30 s). */
export const SOCKET_LEASE_MS = 75_000;

/** One process's count, for the embedded database: the only instance there can be. */
export class ProcessSocketCounts implements SocketCounts {
  private readonly counts = new Map<string, number>();
  private readonly leases = new Map<string, string[]>();
  private next = 0;

  acquire({ address, session }: SocketOwner, caps: SocketCaps): Promise<SocketGrant> {
    if ((this.counts.get(`a:${address}`) ?? 0) >= caps.perAddress) return Promise.resolve({ refused: "address" });
    if (session && (this.counts.get(`s:${session}`) ?? 0) >= caps.perSession) return Promise.resolve({ refused: "session" });
    const keys = session ? [`a:${address}`, `s:${session}`] : [`a:${address}`];
    for (const key of keys) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    const lease = String((this.next += 1));
    this.leases.set(lease, keys);
    return Promise.resolve({ lease });
  }

  renew(): Promise<void> {
    return Promise.resolve();
  }

  release(lease: string): Promise<void> {
    for (const key of this.leases.get(lease) ?? []) {
      const left = (this.counts.get(key) ?? 0) - 1;
      if (left <= 0) this.counts.delete(key);
      else this.counts.set(key, left);
    }
    this.leases.delete(lease);
    return Promise.resolve();
  }
}
