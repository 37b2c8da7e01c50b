/**
 * Timers that all end at once when the run stops, so ten thousand players thinking for a minute
 * each do not hold the bench open (and no promise collects a reaction per sleep meanwhile).
 */
export class Sleeper {
  private readonly waiting = new Map<NodeJS.Timeout, () => void>();
  private stoppedAt: number | undefined;

  get stopped(): boolean {
    return this.stoppedAt !== undefined;
  }

  sleep(ms: number): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(timer);
        resolve();
      }, ms);
      this.waiting.set(timer, resolve);
    });
  }

  /** Sleeps until `at` (a Date.now() time). */
  until(at: number): Promise<void> {
    return this.sleep(Math.max(0, at - Date.now()));
  }

  stop(): void {
    this.stoppedAt = Date.now();
    for (const [timer, resolve] of this.waiting) {
      clearTimeout(timer);
      resolve();
    }
    this.waiting.clear();
  }
}

/** A uniformly random whole number of milliseconds between two lengths in seconds. */
export const seconds = (from: number, to: number): number => Math.round((from + Math.random() * (to - from)) * 1000);
