import type { TreeHead } from "@shared/api/prediction-proof";

// The last tree head this browser verified (by the whole chain, or by a prediction's proof), kept so
// that the next check can ask the server to prove its tree only grew since: a log that rewrote an
// entry this browser had seen cannot.

const KEY = "prophecy-league-tree-head";

export function rememberedHead(): TreeHead | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "null") as Partial<TreeHead> | null;
    if (!stored || !Number.isSafeInteger(stored.treeSize) || typeof stored.rootHash !== "string") return null;
    return { treeSize: stored.treeSize!, rootHash: stored.rootHash };
  } catch {
    // Storage refused (private mode) or a value that is not ours: nothing remembered.
    return null;
  }
}

/** Keeps `head` unless a larger tree is remembered already (a check of an older reply cannot undo it). */
export function rememberHead(head: TreeHead): void {
  const current = rememberedHead();
  if (current && current.treeSize > head.treeSize) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ treeSize: head.treeSize, rootHash: head.rootHash }));
  } catch {
    // Nothing to keep it in: the next check simply has nothing to compare with.
  }
}
