import type { ResultRow } from "../../platform/providers/football/football-provider";

// Both models fit on the same slice of history: one league, strictly before kick-off, oldest first.

/**
 * The league's results dated before kick-off, oldest first. The caller should already pass only earlier
 * results; rows at or after kick-off are dropped anyway so a careless caller cannot leak the future.
 * Falls back to every league's rows when none carry this leagueId (a caller with a single mixed feed).
 */
export function historyBefore(history: readonly ResultRow[], leagueId: number, kickoff: Date): ResultRow[] {
  const cutoff = kickoff.getTime();
  const earlier = history.filter((row) => row.date.getTime() < cutoff);
  const league = earlier.filter((row) => row.leagueId === leagueId);
  const rows = league.length > 0 ? league : earlier;
  // Stable sort: same-day rows keep the caller's order.
  return rows.every((row, i) => i === 0 || (rows[i - 1]?.date.getTime() ?? 0) <= row.date.getTime())
    ? rows
    : [...rows].sort((x, y) => x.date.getTime() - y.date.getTime());
}

/**
 * Identifies a fitting set cheaply: predictions for many matches of one day see the same rows and share a
 * fit. The goal sum guards against two different histories with equal length and end date.
 */
export function historyKey(leagueId: number, rows: readonly ResultRow[]): string {
  const first = rows[0]?.date.getTime() ?? 0;
  const last = rows[rows.length - 1]?.date.getTime() ?? 0;
  let goals = 0;
  for (const row of rows) goals += row.homeGoals * 3 + row.awayGoals;
  return `${leagueId}:${first}:${last}:${rows.length}:${goals}`;
}

/** A small least-recently-used cache of fitted parameters: enough for a match day across five leagues. */
export class FitCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly capacity = 32) {}

  getOrFit(key: string, fit: () => T): T {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = fit();
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Days between two instants, for time-decay weights exp(-ξ·age). */
export function ageInDays(then: Date, now: Date): number {
  return Math.max(0, (now.getTime() - then.getTime()) / 86_400_000);
}
