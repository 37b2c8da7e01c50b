import LocalStore from "@fastify/rate-limit/store/LocalStore.js";
import type { FastifyBaseLogger } from "fastify";
import type { LimitStore } from "../../../shared/api/health";
import type { HitCounter } from "./shared-rate-limit";
import { countStoreError, pluginHitCounter } from "./shared-rate-limit";
import { ProcessSocketCounts, type SocketCaps, type SocketCounts, type SocketGrant, type SocketOwner } from "./socket-counts";

/** Where a turn of the store is told: the app's logger (console in the bench). */
export type OutageLog = Pick<FastifyBaseLogger, "warn" | "info">;

/** How often a store that failed is asked again, and how often one that answers is checked while idle. */
export interface ProbeTimes {
  awayMs: number;
  presentMs: number;
}

const PROBE_TIMES: ProbeTimes = { awayMs: 2_000, presentMs: 10_000 };

/**
 * Whether this instance counts in the shared store or, while that store is away, in its own memory
 * (docs/decisions.md#limit-store-outage). A failed call or probe turns it local at once, so no request
 * waits on a dead store twice; a probe turns it shared again once the store answers. Each turn is
 * logged once, as a warning going local and as information coming back.
 */
export class StoreHealth {
  private current: LimitStore = "shared";
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    /** "Redis" or "PostgreSQL", for the log lines. */
    private readonly name: string,
    /** Resolves when the store answers. */
    private readonly probe: () => Promise<unknown>,
    private readonly log: OutageLog,
    private readonly times: ProbeTimes = PROBE_TIMES,
  ) {
    this.schedule(0);
  }

  get state(): LimitStore {
    return this.current;
  }

  /** A call to the store failed: count here from now on, and say so once. */
  failed(err: unknown): void {
    if (this.current === "local" || this.closed) return;
    this.current = "local";
    this.log.warn(
      { err, limitStore: "local" },
      `limit store (${this.name}) unreachable: this instance counts rate limits and socket caps in its own memory until it answers`,
    );
    this.schedule(this.times.awayMs);
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    if (this.closed) return;
    this.timer = setTimeout(() => void this.check(), ms);
    this.timer.unref();
  }

  private async check(): Promise<void> {
    try {
      await this.probe();
    } catch (err) {
      this.failed(err);
      this.schedule(this.times.awayMs);
      return;
    }
    if (this.current === "local" && !this.closed) {
      this.current = "shared";
      this.log.info({ limitStore: "shared" }, `limit store (${this.name}) answers again: limits count across every instance`);
    }
    this.schedule(this.current === "shared" ? this.times.presentMs : this.times.awayMs);
  }
}

/**
 * How many keys the fallback keeps, the least recently counted forgotten first: the embedded game's own
 * store keeps 5,000; an outage on a busy deployment sees more addresses than that in a window.
 */
const LOCAL_KEYS = 50_000;

/** Counts in the shared store while it answers, and in this process's memory while it does not. */
export function failoverHitCounter(shared: HitCounter, health: StoreHealth): HitCounter {
  // The plugin's own in-process store, as the embedded game counts: a fixed window per key, so several
  // instances let through at most (instances × limit) between them.
  let local = pluginHitCounter(new LocalStore(false, false, LOCAL_KEYS));
  let was: LimitStore = health.state;
  return async (key, windowMs, max) => {
    if (health.state !== was) {
      was = health.state;
      // Counts kept while the store was away mean nothing once it counts again.
      if (was === "shared") local = pluginHitCounter(new LocalStore(false, false, LOCAL_KEYS));
    }
    if (health.state === "shared") {
      try {
        return await shared(key, windowMs, max);
      } catch (err) {
        countStoreError("rate_limit");
        health.failed(err);
      }
    }
    return local(key, windowMs, max);
  };
}

const NO_CAP: SocketCaps = { perAddress: Number.POSITIVE_INFINITY, perSession: Number.POSITIVE_INFINITY };

/**
 * Socket leases in the shared store, mirrored in this process's count of the sockets it holds. While
 * the store is away the caps are checked against that count alone (sockets opened before the outage
 * included), so an owner holds at most the cap on each instance; a socket let in then holds no shared
 * lease and counts only here until it closes.
 */
export class FailoverSocketCounts implements SocketCounts {
  private readonly local = new ProcessSocketCounts();
  /** This instance's lease (the local one) → the shared store's, when it has one. */
  private readonly sharedLease = new Map<string, string>();

  constructor(
    private readonly shared: SocketCounts,
    private readonly health: StoreHealth,
  ) {}

  async acquire(owner: SocketOwner, caps: SocketCaps): Promise<SocketGrant> {
    if (this.health.state === "shared") {
      let grant: SocketGrant | undefined;
      try {
        grant = await this.shared.acquire(owner, caps);
      } catch (err) {
        countStoreError("socket");
        this.health.failed(err);
      }
      if (grant) {
        if (!("lease" in grant)) return grant;
        const mirror = await this.local.acquire(owner, NO_CAP);
        if (!("lease" in mirror)) throw new Error("an uncapped local count refused a socket");
        this.sharedLease.set(mirror.lease, grant.lease);
        return mirror;
      }
    }
    return this.local.acquire(owner, caps);
  }

  async renew(leases: readonly string[]): Promise<void> {
    if (this.health.state !== "shared") return;
    const shared = leases.flatMap((lease) => this.sharedLease.get(lease) ?? []);
    try {
      await this.shared.renew(shared);
    } catch (err) {
      this.health.failed(err);
      throw err;
    }
  }

  async release(lease: string): Promise<void> {
    await this.local.release(lease);
    const shared = this.sharedLease.get(lease);
    this.sharedLease.delete(lease);
    // A store that is away forgets the lease by itself when it runs out.
    if (shared && this.health.state === "shared") await this.shared.release(shared);
  }
}
