/**
 * Least-recently-used buffers, bounded by their total size rather than their count (cards differ in
 * size; the bound is what the operator budgets in memory). A Map keeps insertion order: reading
 * an entry moves it to the end, so the first key is always the one to evict.
 */
export class ByteLru {
  private readonly entries = new Map<string, Buffer>();
  private used = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: Buffer): void {
    this.delete(key);
    // Larger than the whole budget: keeping it would evict everything else for one entry.
    if (value.byteLength > this.maxBytes) return;
    this.entries.set(key, value);
    this.used += value.byteLength;
    for (const [oldest, buffer] of this.entries) {
      if (this.used <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.used -= buffer.byteLength;
    }
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.used -= value.byteLength;
  }

  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.entries.size;
  }
}
