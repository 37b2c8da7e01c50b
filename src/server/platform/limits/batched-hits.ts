import type { HitCounter } from "./shared-rate-limit";

/** Hits of keys added to the shared store at once; it answers each key's count and the ms left in its window. */
export type AddHits = (
  batch: ReadonlyArray<{ key: string; hits: number; windowMs: number }>,
) => Promise<Map<string, { current: number; ttl: number }>>;

/** The share of a limit one instance may count locally before the shared store hears of it (docs/rules.md#rate-limits). */
export const LOCAL_SHARE = 0.05;
/** How often the hits counted locally are sent to the shared store. */
export const FLUSH_EVERY_MS = 250;

interface KeyState {
  /** The shared store's count at its last answer. */
  shared: number;
  /** When the key's window ends, by this process's clock (from the store's last answer). */
  resetsAt: number;
  /** Hits counted here the shared store has not heard of yet. */
  pending: number;
  /** Hits sent to the shared store whose answer has not come back: still counted here meanwhile. */
  sending: number;
  windowMs: number;
}

/**
 * A limit's hits counted where every instance sees them, without a round trip for most: a key the store has
 * answered for this window takes up to 5 % of its limit (LOCAL_SHARE, rounded down) here, and those are sent
 * together every FLUSH_EVERY_MS in one statement. The hit past that share, or the first of a window, goes to the
 * store at once with the ones still pending, so an instance lets through at most 5 % of a limit that the others do
 * not know of: its overshoot. A limit under 20 has no share and stays exact. Credentials' limits never come here
 * (sharedStore keeps them on the exact counter).
 */
export class BatchedHits {
  private readonly keys = new Map<string, KeyState>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  /**
   * The statements to the store, one after another: each answer then counts every hit sent before it and none sent
   * after, so a key's count here is the store's answer, the hits still in flight after it, and those pending. Sent
   * side by side, a flush's hits were missing from the counts given while it was under way, and one instance let
   * through a few hits past its own limit.
   */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly add: AddHits,
    private readonly now: () => number = Date.now,
  ) {}

  readonly count: HitCounter = async (key, windowMs, max) => {
    const now = this.now();
    const state = this.keys.get(key);
    if (state && now < state.resetsAt && state.pending < Math.floor(max * LOCAL_SHARE)) {
      state.pending += 1;
      this.scheduleFlush();
      return { current: state.shared + state.sending + state.pending, ttl: state.resetsAt - now };
    }
    // To the store now, with this key's hits still pending (those of a window past are gone with it).
    const hits = 1 + (state && now < state.resetsAt ? state.pending : 0);
    const held = state ?? { shared: 0, resetsAt: 0, pending: 0, sending: 0, windowMs };
    held.pending = 0;
    this.keys.set(key, held);
    held.sending += hits;
    let answer: { current: number; ttl: number };
    try {
      answer = (await this.toStore([{ key, hits, windowMs }])).get(key)!;
    } finally {
      held.sending -= hits;
    }
    held.shared = answer.current;
    held.resetsAt = this.now() + answer.ttl;
    return { current: answer.current + held.sending + held.pending, ttl: answer.ttl };
  };

  /** Sends every hit counted here to the shared store; forgets keys whose window has passed. */
  flush(): Promise<void> {
    this.flushing ??= this.send().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  close(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    return this.flush();
  }

  /** Keys held, for tests: each key's window is forgotten once it has passed. */
  get size(): number {
    return this.keys.size;
  }

  private scheduleFlush(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, FLUSH_EVERY_MS);
    this.timer.unref();
  }

  private async send(): Promise<void> {
    const now = this.now();
    const batch: Array<{ key: string; hits: number; windowMs: number }> = [];
    for (const [key, state] of this.keys) {
      if (now >= state.resetsAt) {
        // A key whose hits are still on their way is kept for their answer.
        if (state.sending === 0) this.keys.delete(key);
        continue;
      }
      if (state.pending === 0) continue;
      batch.push({ key, hits: state.pending, windowMs: state.windowMs });
      state.sending += state.pending;
      state.pending = 0;
    }
    if (batch.length === 0) return;
    let answers: Awaited<ReturnType<AddHits>> | undefined;
    try {
      answers = await this.toStore(batch);
    } catch {
      // The store is away: the hits go back to their keys for the next flush, or the next hit that goes to the
      // store at once (which then fails, and the counts go local: store-failover.ts).
    }
    const at = this.now();
    for (const { key, hits } of batch) {
      const state = this.keys.get(key);
      if (!state) continue;
      state.sending -= hits;
      const answer = answers?.get(key);
      if (!answer) {
        state.pending += hits;
        continue;
      }
      state.shared = answer.current;
      state.resetsAt = at + answer.ttl;
    }
  }

  private toStore(batch: Parameters<AddHits>[0]): ReturnType<AddHits> {
    const answer = this.queue.then(() => this.add(batch));
    this.queue = answer.catch(() => undefined);
    return answer;
  }
}
