import { describe, expect, it } from "vitest";
import { EMPTY_ROOT, leafHash, MerkleRootBuilder, MerkleTree, nodeHash, verifyConsistency, verifyInclusion } from "./merkle-tree";
import { fromHex, toHex } from "./sha256";

// The certificate-transparency reference vectors (RFC 6962's test data, as the CT implementations
// carry them): eight leaves, the root of each prefix, and proofs in the tree of eight.
const CT_LEAVES = ["", "00", "10", "2021", "3031", "40414243", "5051525354555657", "606162636465666768696a6b6c6d6e6f"].map(fromHex);
const CT_ROOTS = [
  "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
  "6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d",
  "fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125",
  "aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77",
  "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
  "4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4",
  "76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef",
  "ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c",
  "5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328",
];
const CT_INCLUSION = [
  {
    index: 0,
    size: 8,
    proof: [
      "96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7",
      "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
      "6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4",
    ],
  },
  {
    index: 5,
    size: 8,
    proof: [
      "bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b",
      "ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0",
      "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
    ],
  },
];
const CT_CONSISTENCY = [
  {
    first: 2,
    second: 8,
    proof: ["5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e", "6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4"],
  },
  {
    first: 6,
    second: 8,
    proof: [
      "0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a",
      "ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0",
      "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
    ],
  },
];

// The RFC's definitions written out literally (MTH, PATH, SUBPROOF), over the leaves' data: the tree's
// stored levels and right-edge shortcuts must give exactly these.
function split(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}
function mth(d: Uint8Array[]): Uint8Array {
  if (d.length === 0) return EMPTY_ROOT;
  if (d.length === 1) return leafHash(d[0]!);
  const k = split(d.length);
  return nodeHash(mth(d.slice(0, k)), mth(d.slice(k)));
}
function path(m: number, d: Uint8Array[]): Uint8Array[] {
  if (d.length === 1) return [];
  const k = split(d.length);
  return m < k ? [...path(m, d.slice(0, k)), mth(d.slice(k))] : [...path(m - k, d.slice(k)), mth(d.slice(0, k))];
}
function subproof(m: number, d: Uint8Array[], whole: boolean): Uint8Array[] {
  if (m === d.length) return whole ? [] : [mth(d)];
  const k = split(d.length);
  return m <= k ? [...subproof(m, d.slice(0, k), whole), mth(d.slice(k))] : [...subproof(m - k, d.slice(k), false), mth(d.slice(0, k))];
}

const hex = (hashes: Uint8Array[]) => hashes.map(toHex);
const data = Array.from({ length: 33 }, (_, i) => Uint8Array.of(i, (i * 37) & 0xff, 0xab));
const treeOf = (leaves: Uint8Array[]) => {
  const tree = new MerkleTree();
  for (const leaf of leaves) tree.append(leaf);
  return tree;
};
const full = treeOf(data);
const roots = Array.from({ length: data.length + 1 }, (_, n) => mth(data.slice(0, n)));

/** Copies of a proof each spoiled one way: a bit flipped in each hash, cut short, padded, reordered. */
function spoiled(proof: Uint8Array[]): { how: string; proof: Uint8Array[] }[] {
  const out = proof.map((_, i) => ({
    how: `bit flipped in hash ${i}`,
    proof: proof.map((p, j) => (j === i ? p.map((b, at) => (at === 7 ? b ^ 1 : b)) : p)),
  }));
  if (proof.length > 0) out.push({ how: "cut short", proof: proof.slice(0, -1) });
  out.push({ how: "padded", proof: [...proof, new Uint8Array(32).fill(0xab)] });
  if (proof.length > 1 && toHex(proof[0]!) !== toHex(proof[1]!)) out.push({ how: "reordered", proof: [proof[1]!, proof[0]!, ...proof.slice(2)] });
  return out;
}

describe("the Merkle tree (RFC 6962 / 9162)", () => {
  it("gives the reference roots for every size from 0 to 8", () => {
    expect(toHex(EMPTY_ROOT)).toBe(CT_ROOTS[0]);
    const tree = new MerkleTree();
    expect(toHex(tree.root())).toBe(CT_ROOTS[0]);
    for (const [i, leaf] of CT_LEAVES.entries()) {
      tree.append(leaf);
      expect(toHex(tree.root()), `size ${i + 1}`).toBe(CT_ROOTS[i + 1]);
    }
    for (let n = 0; n <= 8; n++) expect(toHex(tree.root(n)), `size ${n} from the tree of 8`).toBe(CT_ROOTS[n]);
  });

  it("gives the reference inclusion and consistency proofs, and they verify", () => {
    const tree = treeOf(CT_LEAVES);
    for (const v of CT_INCLUSION) {
      expect(hex(tree.inclusionProof(v.index, v.size))).toEqual(v.proof);
      expect(verifyInclusion(leafHash(CT_LEAVES[v.index]!), v.index, v.size, v.proof.map(fromHex), fromHex(CT_ROOTS[v.size]!))).toBe(true);
    }
    for (const v of CT_CONSISTENCY) {
      expect(hex(tree.consistencyProof(v.first, v.second))).toEqual(v.proof);
      const [a, b] = [fromHex(CT_ROOTS[v.first]!), fromHex(CT_ROOTS[v.second]!)];
      expect(verifyConsistency(v.first, v.second, a, b, v.proof.map(fromHex))).toBe(true);
    }
  });

  it("matches the RFC's definitions for every tree of 1 to 33 leaves: roots, audit paths and consistency proofs", () => {
    for (let n = 1; n <= data.length; n++) {
      const prefix = data.slice(0, n);
      const grown = treeOf(prefix);
      expect(toHex(grown.root()), `root ${n}`).toBe(toHex(roots[n]!));
      expect(toHex(full.root(n)), `root ${n} in the tree of 33`).toBe(toHex(roots[n]!));
      for (let m = 0; m < n; m++) {
        expect(hex(full.inclusionProof(m, n)), `path ${m} of ${n}`).toEqual(hex(path(m, prefix)));
        expect(hex(grown.inclusionProof(m)), `path ${m} of ${n}, grown to ${n}`).toEqual(hex(path(m, prefix)));
      }
      for (let m = 1; m < n; m++) expect(hex(full.consistencyProof(m, n)), `consistency ${m} → ${n}`).toEqual(hex(subproof(m, prefix, true)));
    }
  });

  it("verifies every leaf's inclusion in every tree of 1 to 33 leaves, and fails every spoiled one", () => {
    let checked = 0;
    for (let n = 1; n <= data.length; n++) {
      const root = roots[n]!;
      for (let m = 0; m < n; m++) {
        const leaf = leafHash(data[m]!);
        const proof = full.inclusionProof(m, n);
        expect(verifyInclusion(leaf, m, n, proof, root), `leaf ${m} of ${n}`).toBe(true);
        checked += 1;
        for (const bad of spoiled(proof)) expect(verifyInclusion(leaf, m, n, bad.proof, root), `leaf ${m} of ${n}, ${bad.how}`).toBe(false);
        // Another leaf, another place, another size or another root: each must fail.
        expect(verifyInclusion(leafHash(Uint8Array.of(0xee)), m, n, proof, root)).toBe(false);
        if (n > 1) expect(verifyInclusion(leaf, (m + 1) % n, n, proof, root), `leaf ${m} of ${n} at ${(m + 1) % n}`).toBe(false);
        if (n < data.length) expect(verifyInclusion(leaf, m, n + 1, proof, roots[n + 1]!)).toBe(false);
        expect(verifyInclusion(leaf, m, n, proof, roots[n - 1]!)).toBe(false);
      }
    }
    expect(checked).toBe((33 * 34) / 2);
  });

  it("verifies that every tree of 0 to 33 leaves grew into each larger one, and fails every spoiled proof", () => {
    for (let n = 0; n <= data.length; n++) {
      for (let m = 0; m <= n; m++) {
        const proof = full.consistencyProof(m, n);
        expect(verifyConsistency(m, n, roots[m]!, roots[n]!, proof), `${m} → ${n}`).toBe(true);
        for (const bad of spoiled(proof)) expect(verifyConsistency(m, n, roots[m]!, roots[n]!, bad.proof), `${m} → ${n}, ${bad.how}`).toBe(false);
        if (m > 0 && m < n) {
          // A rewritten history: the old tree with one leaf changed.
          const rewritten = mth([...data.slice(0, m - 1), Uint8Array.of(0xee)]);
          expect(verifyConsistency(m, n, rewritten, roots[n]!, proof), `${m} → ${n} rewritten`).toBe(false);
          expect(verifyConsistency(m, n, roots[m]!, roots[m]!, proof)).toBe(false);
        }
      }
    }
    expect(verifyConsistency(5, 3, roots[5]!, roots[3]!, [])).toBe(false);
    expect(verifyConsistency(0, 4, roots[1]!, roots[4]!, [])).toBe(false);
    expect(verifyConsistency(4, 4, roots[4]!, roots[5]!, [])).toBe(false);
  });

  it("refuses hashes of the wrong length and impossible places", () => {
    const proof = full.inclusionProof(5, 8);
    const leaf = leafHash(data[5]!);
    expect(verifyInclusion(leaf.subarray(0, 31), 5, 8, proof, roots[8]!)).toBe(false);
    expect(verifyInclusion(leaf, 5, 8, proof, roots[8]!.subarray(1))).toBe(false);
    expect(verifyInclusion(leaf, 5, 8, [proof[0]!.subarray(1), ...proof.slice(1)], roots[8]!)).toBe(false);
    for (const [index, size] of [
      [8, 8],
      [-1, 8],
      [0.5, 8],
      [5, Number.MAX_SAFE_INTEGER + 2],
    ] as const)
      expect(verifyInclusion(leaf, index, size, proof, roots[8]!), `${index} of ${size}`).toBe(false);
    expect(() => full.inclusionProof(33)).toThrow(RangeError);
    expect(() => full.inclusionProof(0, 34)).toThrow(RangeError);
    expect(() => full.consistencyProof(6, 5)).toThrow(RangeError);
    expect(() => full.root(34)).toThrow(RangeError);
  });

  it("computes the same root fed leaf by leaf, holding only its right edge", () => {
    const builder = new MerkleRootBuilder();
    expect(toHex(builder.root())).toBe(toHex(EMPTY_ROOT));
    for (let n = 1; n <= data.length; n++) {
      builder.append(data[n - 1]!);
      expect(builder.size).toBe(n);
      expect(toHex(builder.root()), `size ${n}`).toBe(toHex(roots[n]!));
    }
  });

  it("proves a leaf of a large tree with about log2(n) hashes", () => {
    const tree = new MerkleTree();
    for (let i = 0; i < 73_000; i++) tree.append(Uint8Array.of(i & 0xff, (i >> 8) & 0xff, i >> 16));
    const root = tree.root();
    for (const index of [0, 1, 36_500, 65_535, 65_536, 72_999]) {
      const proof = tree.inclusionProof(index);
      expect(proof.length).toBeLessThanOrEqual(17);
      expect(verifyInclusion(leafHash(Uint8Array.of(index & 0xff, (index >> 8) & 0xff, index >> 16)), index, 73_000, proof, root)).toBe(true);
    }
    const grown = tree.consistencyProof(40_000);
    expect(verifyConsistency(40_000, 73_000, tree.root(40_000), root, grown)).toBe(true);
  });
});
