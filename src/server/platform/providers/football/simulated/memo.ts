// A bounded memo for values that are pure functions of their key, so eviction only costs a recompute.

/** When full, the oldest entry goes first. */
export function remember<K, T>(cache: Map<K, T>, capacity: number, key: K, compute: () => T): T {
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const value = compute();
  if (cache.size >= capacity) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(key, value);
  return value;
}
