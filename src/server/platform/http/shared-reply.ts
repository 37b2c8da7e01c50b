import type { z } from "zod";
import { EncodedBody } from "./encoded-reply";

/**
 * A reply that is the same for every caller (social proof, the leaderboard): built at most once per
 * `ttlMs`, serialized through the endpoint's reply schema as Fastify would, then tagged and compressed
 * once (EncodedBody). Callers in the meantime share the build; a failed build (a 404 included) is not
 * kept. A write this instance knows of drops it at once (invalidate); other instances' writes show
 * within the TTL. A reply that changes at an instant with no write (a match's sealed forecasts open at its
 * kick-off) names it through `expiresAt`, and is built again from then on.
 */
export class SharedReply<T> {
  private current: { at: number; built: Promise<{ value: T; body: EncodedBody }>; expiresAt?: number } | undefined;

  constructor(
    private readonly schema: z.ZodType<T>,
    private readonly ttlMs: number,
    private readonly build: () => Promise<T>,
    private readonly expiresAt?: (value: T, builtAt: number) => number | undefined,
  ) {}

  get(): Promise<EncodedBody> {
    return this.read().then((built) => built.body);
  }

  /** The reply and the value it was built from, for a caller that answers some requests with the value adapted. */
  read(): Promise<{ value: T; body: EncodedBody }> {
    if (!this.current || this.stale()) {
      const at = Date.now();
      const current: NonNullable<typeof this.current> = {
        at,
        built: this.build().then((built) => {
          const value = this.schema.parse(built);
          current.expiresAt = this.expiresAt?.(value, at);
          return { value, body: new EncodedBody("application/json; charset=utf-8", JSON.stringify(value)) };
        }),
      };
      this.current = current;
      current.built.catch(() => {
        if (this.current === current) this.current = undefined;
      });
    }
    return this.current.built;
  }

  /** A build already under way still answers the callers waiting on it; the next caller builds anew. */
  invalidate(): void {
    this.current = undefined;
  }

  stale(): boolean {
    if (!this.current) return true;
    const now = Date.now();
    return now - this.current.at >= this.ttlMs || (this.current.expiresAt !== undefined && now >= this.current.expiresAt);
  }
}

/**
 * How long a shared reply lives: two seconds for what a bet on another instance changes (a match's
 * distribution and viewers), five for platform-wide figures (social proof, activity, leaderboard).
 */
export const SHARED_REPLY_MS = { match: 2_000, platform: 5_000 } as const;

/** Past this many keys, stale replies are swept out (a scan of many match ids cannot grow memory). */
const MAX_KEYS = 5_000;

/** One SharedReply per key, e.g. per match: a distribution polled by everyone watching that match. */
export class SharedReplies<K, T> {
  private readonly replies = new Map<K, SharedReply<T>>();

  constructor(
    private readonly schema: z.ZodType<T>,
    private readonly ttlMs: number,
    private readonly build: (key: K) => Promise<T>,
    private readonly expiresAt?: (value: T, builtAt: number) => number | undefined,
  ) {}

  get(key: K): Promise<EncodedBody> {
    let shared = this.replies.get(key);
    if (!shared) {
      if (this.replies.size >= MAX_KEYS) this.sweep();
      shared = new SharedReply(this.schema, this.ttlMs, () => this.build(key), this.expiresAt);
      this.replies.set(key, shared);
    }
    return shared.get();
  }

  invalidate(key: K): void {
    this.replies.get(key)?.invalidate();
  }

  /** A write that may touch any of them (the sync's run): every key is built anew. */
  invalidateAll(): void {
    this.replies.clear();
  }

  private sweep(): void {
    for (const [key, shared] of this.replies) if (shared.stale()) this.replies.delete(key);
    if (this.replies.size >= MAX_KEYS) this.replies.clear();
  }
}
