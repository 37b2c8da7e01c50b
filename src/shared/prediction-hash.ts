// The prediction hash chain of DESIGN §4, shared so the server writes and the browser verifies with
// the same code. Web Crypto is in both Node 20 and every browser.

export const GENESIS_HASH = "0".repeat(64);

export interface ChainEntry {
  matchId: number;
  aiName: string;
  model: string;
  predictedScore: string;
  confidence: number;
  reasoning: string;
  /** ISO 8601 with milliseconds, UTC. */
  createdAt: string;
  prevHash: string;
}

/** Canonical JSON: fixed key order, no whitespace, so every party hashes the same bytes. */
export function canonicalEntry(entry: ChainEntry): string {
  return JSON.stringify([
    entry.matchId,
    entry.aiName,
    entry.model,
    entry.predictedScore,
    entry.confidence,
    entry.reasoning,
    entry.createdAt,
    entry.prevHash,
  ]);
}

export async function hashEntry(entry: ChainEntry): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalEntry(entry));
  const digest = await globalThis.crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

export type ChainVerdict = { ok: true; length: number } | { ok: false; index: number; reason: string };

/** Recomputes a whole chain in order; says where it first breaks. */
export async function verifyChain(entries: ReadonlyArray<ChainEntry & { hash: string }>): Promise<ChainVerdict> {
  let previous = GENESIS_HASH;
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index]!;
    if (entry.prevHash !== previous) return { ok: false, index, reason: "does not link to the entry before it" };
    const expected = await hashEntry(entry);
    if (expected !== entry.hash) return { ok: false, index, reason: "its contents do not match its hash" };
    previous = entry.hash;
  }
  return { ok: true, length: entries.length };
}
