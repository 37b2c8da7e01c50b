import { describe, expect, it } from "vitest";
import { MerkleTree } from "./merkle-tree";
import { GENESIS_HASH, hashEntry, type ChainEntry } from "./prediction-hash";
import { checkPredictionProof, checkTreeGrowth, predictionLeaf } from "./prediction-proof";
import { commitForecast, quantizeGrid, type RevealedForecast } from "./sealed-forecast";
import { toHex } from "./sha256";

type Entry = ChainEntry & { hash: string; forecast: RevealedForecast | null };

/** A chain of `count` entries, every other one with its forecast revealed. */
async function chain(count: number): Promise<Entry[]> {
  const entries: Entry[] = [];
  let prevHash = GENESIS_HASH;
  for (let i = 0; i < count; i++) {
    const forecast = { grid: quantizeGrid(Array.from({ length: 121 }, (_, c) => 1 + ((c * (i + 3)) % 7))), salt: `salt-${i}` };
    const fields: ChainEntry = {
      matchId: 100 + Math.floor(i / 2),
      aiName: i % 2 === 0 ? "ChatGPT" : "Grok",
      model: "test",
      predictedScore: `${i % 4}-${i % 3}`,
      confidence: 30 + i,
      reasoning: `reason ${i}`,
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
      prevHash,
      forecastCommitment: await commitForecast(forecast),
    };
    const hash = await hashEntry(fields);
    entries.push({ ...fields, hash, forecast: i % 2 === 0 ? forecast : null });
    prevHash = hash;
  }
  return entries;
}

const entries = await chain(11);
const tree = new MerkleTree();
for (const e of entries) tree.append(predictionLeaf(e.hash));
const head = { treeSize: tree.size, rootHash: toHex(tree.root()) };
const proofOf = (i: number) => ({ leafIndex: i, entry: entries[i]!, auditPath: tree.inclusionProof(i).map(toHex) });

describe("checking one prediction", () => {
  it("passes every entry of the chain: its hash recomputes, its revealed forecast was the sealed one, it is in the tree", async () => {
    for (let i = 0; i < entries.length; i++) {
      expect(await checkPredictionProof(proofOf(i), head), `entry ${i}`).toEqual({
        hashMatches: true,
        forecastMatches: i % 2 === 0 ? true : null,
        included: true,
        ok: true,
      });
    }
  });

  it("says which step fails: a changed field, a swapped forecast, a proof for another place or tree", async () => {
    const proof = proofOf(4);
    expect(await checkPredictionProof({ ...proof, entry: { ...proof.entry, confidence: 99 } }, head)).toMatchObject({
      hashMatches: false,
      ok: false,
    });
    // Its hash edited to match the changed fields: then it is not the leaf the tree holds.
    const edited = { ...proof.entry, reasoning: "rewritten after the match" };
    const rehashed = { ...proof, entry: { ...edited, hash: await hashEntry(edited) } };
    expect(await checkPredictionProof(rehashed, head)).toMatchObject({ hashMatches: true, included: false, ok: false });
    const otherForecast = { ...proof, entry: { ...proof.entry, forecast: entries[6]!.forecast } };
    expect(await checkPredictionProof(otherForecast, head)).toMatchObject({ forecastMatches: false, included: true, ok: false });
    expect(await checkPredictionProof({ ...proof, leafIndex: 5 }, head)).toMatchObject({ included: false });
    expect(await checkPredictionProof(proof, { treeSize: 10, rootHash: toHex(tree.root(10)) })).toMatchObject({ included: false });
    expect(await checkPredictionProof({ ...proof, auditPath: proof.auditPath.slice(1) }, head)).toMatchObject({ included: false });
    expect(await checkPredictionProof({ ...proof, auditPath: [...proof.auditPath, "zz"] }, head)).toMatchObject({ included: false });
    expect(await checkPredictionProof(proof, { ...head, rootHash: head.rootHash.toUpperCase() })).toMatchObject({ included: false });
  });

  it("checks that a remembered tree grew into the current one, and only that", () => {
    for (const from of [0, 1, 4, 7, 11]) {
      const earlier = { treeSize: from, rootHash: toHex(tree.root(from)) };
      expect(checkTreeGrowth(earlier, head, tree.consistencyProof(from).map(toHex)), `from ${from}`).toBe(true);
    }
    const proof = tree.consistencyProof(7).map(toHex);
    expect(checkTreeGrowth({ treeSize: 7, rootHash: toHex(tree.root(6)) }, head, proof)).toBe(false);
    expect(checkTreeGrowth({ treeSize: 7, rootHash: toHex(tree.root(7)) }, { ...head, rootHash: toHex(tree.root(10)) }, proof)).toBe(false);
    expect(checkTreeGrowth({ treeSize: 7, rootHash: "nope" }, head, proof)).toBe(false);
    expect(checkTreeGrowth({ treeSize: 7, rootHash: toHex(tree.root(7)) }, head, ["x", ...proof.slice(1)])).toBe(false);
  });
});
