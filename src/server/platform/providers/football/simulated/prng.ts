// Seeded randomness for the simulated world. Everything derives from a hash of integers, so any
// fixture can be recomputed on its own, in any order, after any restart. No Math.random anywhere.

const TWO_POW_32 = 2 ** 32;

function mix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-bit hash of integers; parts above 2^32 (fixture indices at high SIM_SPEED) keep their high bits. */
export function hashInts(...parts: readonly number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    const low = part >>> 0;
    const high = Math.floor(part / TWO_POW_32) >>> 0;
    h = mix32(h ^ low) + 0x6d2b79f5;
    h = mix32(h ^ high);
  }
  return h;
}

export type Random = () => number;

/** mulberry32: tiny, fast, and good enough for dice that nobody bets real money on. */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / TWO_POW_32;
  };
}

export function randomFor(...parts: readonly number[]): Random {
  return mulberry32(hashInts(...parts));
}

/** An index in [0, length). */
export function pickIndex(random: Random, length: number): number {
  return Math.min(length - 1, Math.floor(random() * length));
}

/** An index drawn with the given (non-negative) weights. */
export function pickWeighted(random: Random, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let target = random() * total;
  for (let i = 0; i < weights.length; i++) {
    target -= weights[i] ?? 0;
    if (target < 0) return i;
  }
  return weights.length - 1;
}

/** Knuth's Poisson sampler; fine for the small means used here. */
export function poisson(random: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  let product = random();
  while (product > limit) {
    count++;
    product *= random();
  }
  return count;
}
