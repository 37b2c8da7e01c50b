/**
 * Calls `send` once for each key told within a window, at the window's end, however often the key was told in it: the
 * first telling opens the window. For word to other instances that only says "read this afresh", where many tellings
 * a second (a popular match's bets) would each cost a statement and say the same thing.
 */
export class CoalescedCalls<K> {
  private readonly pending = new Set<K>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly windowMs: number,
    private readonly send: (key: K) => void,
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
    const keys = [...this.pending];
    this.pending.clear();
    for (const key of keys) this.send(key);
  }
}
