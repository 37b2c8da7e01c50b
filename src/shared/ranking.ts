// Leaderboard ranks (docs/rules.md#leaderboards): equal keys share a rank, and the next rank skips (1, 1, 3).

export type Ranked<T> = T & { rank: number };

/** A number, or several compared in order (XP, then credits). Higher ranks first. */
export type RankKey = number | readonly number[];

function compareDescending(a: readonly number[], b: readonly number[]): number {
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const difference = (b[i] ?? 0) - (a[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Sorts highest key first (stable on ties) and gives standard competition ranks. */
export function rankBy<T extends object>(items: readonly T[], key: (item: T) => RankKey): Ranked<T>[] {
  const keyed = items.map((item) => {
    const k = key(item);
    return { item, key: typeof k === "number" ? [k] : k };
  });
  keyed.sort((a, b) => compareDescending(a.key, b.key));
  const ranked: Ranked<T>[] = [];
  keyed.forEach((entry, index) => {
    const previous = keyed[index - 1];
    const previousRank = ranked[index - 1]?.rank;
    const tied = previous !== undefined && previousRank !== undefined && compareDescending(previous.key, entry.key) === 0;
    ranked.push({ ...entry.item, rank: tied ? previousRank : index + 1 });
  });
  return ranked;
}
