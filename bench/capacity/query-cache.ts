/** React Query's default: a query nobody has shown for five minutes is dropped from the cache. */
const GC_MS = 5 * 60_000;

/**
 * What one browser's React Query cache holds (docs/decisions.md#client: queries never go stale and are not refetched
 * on revisit): a screen fetches a query only when it is missing, invalidated (after a bet, a
 * settlement) or collected since it was last on screen. Polled queries fetch on their own clock.
 */
export class QueryCache {
  private readonly entries = new Map<string, { usedAt: number; stale: boolean }>();

  needs(key: string): boolean {
    const entry = this.entries.get(key);
    return !entry || entry.stale || Date.now() - entry.usedAt > GC_MS;
  }

  /** Fetched, or shown: the five minutes start again. */
  touch(key: string): void {
    this.entries.set(key, { usedAt: Date.now(), stale: false });
  }

  invalidate(key: string): void {
    const entry = this.entries.get(key);
    if (entry) entry.stale = true;
  }
}
