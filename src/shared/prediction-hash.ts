import { commitForecast, sha256Hex, type RevealedForecast } from "./sealed-forecast";

// The prediction hash chain (docs/rules.md#predictions), shared so the server writes and the browser verifies with
// the same code. Web Crypto is in both Node 20 and every browser.

export const GENESIS_HASH = "0".repeat(64);

export interface ChainEntry {
  /** The match predicted; null on a season question's entry. */
  matchId: number | null;
  /** The season question answered (docs/rules.md#season-questions); absent or null on a match's entry. */
  seasonQuestionId?: number | null;
  aiName: string;
  model: string;
  predictedScore: string;
  confidence: number;
  reasoning: string;
  /** ISO 8601 with milliseconds, UTC. */
  createdAt: string;
  prevHash: string;
  /**
   * SHA-256 of the sealed score forecast (sealed-forecast.ts). Entries made before forecasts were
   * sealed have none, and their canonical form stays as it was.
   */
  forecastCommitment?: string | null;
}

/** Canonical JSON: fixed key order, no whitespace, so every party hashes the same bytes. */
export function canonicalEntry(entry: ChainEntry): string {
  const said = [entry.aiName, entry.model, entry.predictedScore, entry.confidence, entry.reasoning, entry.createdAt, entry.prevHash];
  // A season question's entry names its kind first, so no match's entry can ever hash to the same bytes.
  if (entry.seasonQuestionId != null) return JSON.stringify(["season-question", entry.seasonQuestionId, ...said]);
  return JSON.stringify([entry.matchId, ...said, ...(entry.forecastCommitment ? [entry.forecastCommitment] : [])]);
}

export function hashEntry(entry: ChainEntry): Promise<string> {
  return sha256Hex(canonicalEntry(entry));
}

export type ChainVerdict = { ok: true; length: number } | { ok: false; index: number; reason: string };

/**
 * Recomputes a chain in order and says where it first breaks, checking every revealed forecast
 * against the commitment its entry's hash covers. A chain read in pages is checked page by page:
 * `from` carries on from the entries already checked (their count and last hash).
 */
export async function verifyChain(
  entries: ReadonlyArray<ChainEntry & { hash: string; forecast?: RevealedForecast | null }>,
  from: { index: number; prevHash: string } = { index: 0, prevHash: GENESIS_HASH },
): Promise<ChainVerdict> {
  let previous = from.prevHash;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const index = from.index + i;
    if (entry.prevHash !== previous) return { ok: false, index, reason: "does not link to the entry before it" };
    const expected = await hashEntry(entry);
    if (expected !== entry.hash) return { ok: false, index, reason: "its contents do not match its hash" };
    if (entry.forecast && (await commitForecast(entry.forecast)) !== entry.forecastCommitment) {
      return { ok: false, index, reason: "its revealed forecast does not match the one sealed before kick-off" };
    }
    previous = entry.hash;
  }
  return { ok: true, length: from.index + entries.length };
}
