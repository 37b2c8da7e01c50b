/**
 * Calls `send` once a window, at its end, with every key told within it, each once however often it was told: the
 * first telling opens the window. For word to other instances that only says "read this afresh", where many tellings
 * a second (the bets on many matches) would each cost a statement and say the same thing.
 */
export class CoalescedCalls<K> {
  private readonly pending = new Set<K>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly windowMs: number,
    private readonly send: (keys: K[]) => void,
  ) {}

  tell(key: K): void {
    this.pending.add(key);
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), this.windowMs);
    this.timer.unref();
  }

  /** Sends every key told and not yet sent, now (a server closing sends what it owes). */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return;
    const keys = [...this.pending];
    this.pending.clear();
    this.send(keys);
  }
}
