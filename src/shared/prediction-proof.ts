import { leafHash, verifyConsistency, verifyInclusion } from "./merkle-tree";
import { hashEntry, type ChainEntry } from "./prediction-hash";
import { commitForecast, type RevealedForecast } from "./sealed-forecast";
import { fromHex } from "./sha256";

// Checking one prediction without the whole log (docs/decisions.md#matches-oracles-and-live-play): its hash is recomputed from its fields,
// and that hash is shown to be a leaf of the Merkle tree over the whole chain (merkle-tree.ts) by its
// audit path. Shared: the server builds the tree from the same leaves the browser checks.

/** A prediction's leaf in the tree: the 32 bytes of its chain hash, which covers all its fields. */
export function predictionLeaf(hash: string): Uint8Array {
  return fromHex(hash);
}

export interface TreeHeadHex {
  treeSize: number;
  rootHash: string;
}

export interface ProvedEntry {
  leafIndex: number;
  entry: ChainEntry & { hash: string; forecast?: RevealedForecast | null };
  auditPath: readonly string[];
}

export interface PredictionCheck {
  /** SHA-256 of the entry's canonical fields is the hash it carries. */
  hashMatches: boolean;
  /** Its revealed forecast is the one its hash committed to; null while sealed (before kick-off). */
  forecastMatches: boolean | null;
  /** The audit path leads from its hash to the tree head's root. */
  included: boolean;
  ok: boolean;
}

/** Hex from a reply the browser does not trust: anything malformed is simply not a proof. */
function bytesOf(hex: string): Uint8Array | null {
  try {
    return /^[0-9a-f]{64}$/.test(hex) ? fromHex(hex) : null;
  } catch {
    return null;
  }
}

export async function checkPredictionProof(proof: ProvedEntry, head: TreeHeadHex): Promise<PredictionCheck> {
  const { entry } = proof;
  const hashMatches = (await hashEntry(entry)) === entry.hash;
  const forecastMatches = entry.forecast ? (await commitForecast(entry.forecast)) === entry.forecastCommitment : null;
  const leaf = bytesOf(entry.hash);
  const root = bytesOf(head.rootHash);
  const path = proof.auditPath.map(bytesOf);
  const included =
    leaf !== null && root !== null && path.every((p) => p !== null) && verifyInclusion(leafHash(leaf), proof.leafIndex, head.treeSize, path, root);
  return { hashMatches, forecastMatches, included, ok: hashMatches && forecastMatches !== false && included };
}

/** Is the tree `later` the tree `earlier` with entries appended, and nothing before them changed? */
export function checkTreeGrowth(earlier: TreeHeadHex, later: TreeHeadHex, proof: readonly string[]): boolean {
  const first = bytesOf(earlier.rootHash);
  const second = bytesOf(later.rootHash);
  const path = proof.map(bytesOf);
  if (first === null || second === null || !path.every((p) => p !== null)) return false;
  return verifyConsistency(earlier.treeSize, later.treeSize, first, second, path);
}
