import { sha256 } from "./sha256";

// A Merkle tree in the style of certificate-transparency logs (RFC 6962 §2.1, RFC 9162 §2.1): the
// hash of a leaf is SHA-256(0x00 || data), of a node SHA-256(0x01 || left || right), and a tree of n
// leaves splits at the largest power of two below n, so a tree only ever grows on its right edge.
// Any leaf is proved to be in a tree of size n by about log2(n) sibling hashes (its audit path), and
// a tree of size m by about log2(n) hashes to be the start of a tree of size n (a consistency proof:
// the log only grew). Pure and synchronous: the server builds the tree, the browser checks proofs.

export const HASH_BYTES = 32;

/** The root of the empty tree: SHA-256 of nothing. */
export const EMPTY_ROOT: Uint8Array = sha256(new Uint8Array(0));

export function leafHash(data: Uint8Array): Uint8Array {
  const input = new Uint8Array(1 + data.length);
  input[0] = 0x00;
  input.set(data, 1);
  return sha256(input);
}

export function nodeHash(left: Uint8Array, right: Uint8Array): Uint8Array {
  const input = new Uint8Array(1 + 2 * HASH_BYTES);
  input[0] = 0x01;
  input.set(left, 1);
  input.set(right, 1 + HASH_BYTES);
  return sha256(input);
}

/** The largest power of two below n (n ≥ 2): where a tree of n leaves splits. */
function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** Hashes of one level of the tree, packed in one growing buffer (a year's log: a few megabytes). */
class HashColumn {
  private bytes = new Uint8Array(HASH_BYTES * 64);
  length = 0;

  push(hash: Uint8Array): void {
    if ((this.length + 1) * HASH_BYTES > this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes.set(hash, this.length * HASH_BYTES);
    this.length += 1;
  }

  at(index: number): Uint8Array {
    return this.bytes.subarray(index * HASH_BYTES, (index + 1) * HASH_BYTES);
  }
}

/**
 * The whole tree, grown one leaf at a time. Every complete subtree's hash is kept (level k holds the
 * subtrees of 2^k leaves that are full), about 2n hashes in all, and each append hashes two nodes on
 * average. A root or a proof for any size up to the current one then needs only the few subtrees on
 * that tree's right edge hashed again: O(log² n) hashes at worst, none from the leaves up.
 */
export class MerkleTree {
  private readonly levels: HashColumn[] = [new HashColumn()];

  get size(): number {
    return this.levels[0]!.length;
  }

  /** Appends a leaf by its data (hashed here, with the 0x00 prefix). */
  append(data: Uint8Array): void {
    this.appendLeafHash(leafHash(data));
  }

  appendLeafHash(hash: Uint8Array): void {
    let index = this.size;
    let node = hash;
    for (let level = 0; ; level++) {
      const column = (this.levels[level] ??= new HashColumn());
      column.push(node);
      // A right child completes its parent.
      if (index % 2 === 0) return;
      node = nodeHash(column.at(index - 1), node);
      index = Math.floor(index / 2);
    }
  }

  /** The root of the tree of the first `size` leaves (the current tree by default). */
  root(size = this.size): Uint8Array {
    this.checkSize(size);
    return size === 0 ? EMPTY_ROOT : this.subtree(0, size);
  }

  /** The audit path of leaf `index` in the tree of the first `size` leaves: the deepest sibling first. */
  inclusionProof(index: number, size = this.size): Uint8Array[] {
    this.checkSize(size);
    if (!Number.isInteger(index) || index < 0 || index >= size) throw new RangeError(`no leaf ${index} in a tree of ${size}`);
    const path: Uint8Array[] = [];
    const walk = (m: number, start: number, end: number): void => {
      if (end - start === 1) return;
      const k = splitPoint(end - start);
      if (m < k) {
        walk(m, start, start + k);
        path.push(this.subtree(start + k, end));
      } else {
        walk(m - k, start + k, end);
        path.push(this.subtree(start, start + k));
      }
    };
    walk(index, 0, size);
    return path;
  }

  /** The proof that the tree of `first` leaves is the start of the tree of `second` (RFC 9162 §2.1.4). */
  consistencyProof(first: number, second = this.size): Uint8Array[] {
    this.checkSize(second);
    if (!Number.isInteger(first) || first < 0 || first > second) throw new RangeError(`a tree of ${first} cannot grow into one of ${second}`);
    if (first === 0 || first === second) return [];
    const proof: Uint8Array[] = [];
    const walk = (m: number, start: number, end: number, whole: boolean): void => {
      if (m === end - start) {
        // The old tree's own root is left out: the verifier holds it.
        if (!whole) proof.push(this.subtree(start, end));
        return;
      }
      const k = splitPoint(end - start);
      if (m <= k) {
        walk(m, start, start + k, whole);
        proof.push(this.subtree(start + k, end));
      } else {
        walk(m - k, start + k, end, false);
        proof.push(this.subtree(start, start + k));
      }
    };
    walk(first, 0, second, true);
    return proof;
  }

  /**
   * The hash of leaves [start, end). A run that is a complete subtree is stored; any other is on the
   * right edge of some tree, split as that tree splits.
   */
  private subtree(start: number, end: number): Uint8Array {
    const n = end - start;
    if (isPowerOfTwo(n)) return this.levels[Math.log2(n)]!.at(start / n);
    const k = splitPoint(n);
    return nodeHash(this.subtree(start, start + k), this.subtree(start + k, end));
  }

  private checkSize(size: number): void {
    if (!Number.isInteger(size) || size < 0 || size > this.size) throw new RangeError(`the tree holds ${this.size} leaves, not ${size}`);
  }
}

/**
 * The root of a tree fed leaf by leaf, keeping only the complete subtrees on its right edge (at most
 * log2(n) hashes): a browser reading the whole log computes its root without holding the log.
 */
export class MerkleRootBuilder {
  /** Complete subtrees, left to right, each with its leaf count: strictly decreasing powers of two. */
  private readonly edge: { leaves: number; hash: Uint8Array }[] = [];
  size = 0;

  append(data: Uint8Array): void {
    let node = { leaves: 1, hash: leafHash(data) };
    while (this.edge.at(-1)?.leaves === node.leaves) {
      const left = this.edge.pop()!;
      node = { leaves: left.leaves * 2, hash: nodeHash(left.hash, node.hash) };
    }
    this.edge.push(node);
    this.size += 1;
  }

  root(): Uint8Array {
    if (this.edge.length === 0) return EMPTY_ROOT;
    let root = this.edge.at(-1)!.hash;
    for (let i = this.edge.length - 2; i >= 0; i--) root = nodeHash(this.edge[i]!.hash, root);
    return root;
  }
}

/**
 * Does `proof` show the leaf whose hash is `leaf`, at `index`, to be in the tree of `size` leaves
 * whose root is `root`? RFC 9162 §2.1.3.2: the path is folded up from the leaf, each sibling on the
 * side the index's bits say, and must use up exactly the tree's height on that leaf's branch.
 */
export function verifyInclusion(leaf: Uint8Array, index: number, size: number, proof: readonly Uint8Array[], root: Uint8Array): boolean {
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(size) || index < 0 || index >= size) return false;
  if (![leaf, root, ...proof].every((hash) => hash.length === HASH_BYTES)) return false;
  // Plain numbers, halved: bit operators would cut them to 32 bits.
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of proof) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(p, r);
      // A left child on the right edge has no sibling at the levels below a complete subtree.
      while (fn % 2 === 0 && fn !== 0) {
        fn /= 2;
        sn = Math.floor(sn / 2);
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && sameBytes(r, root);
}

/**
 * Does `proof` show the tree of `first` leaves with root `firstRoot` to be the start of the tree of
 * `second` leaves with root `secondRoot`? RFC 9162 §2.1.4.2, with its two edge cases: any tree
 * extends the empty one, and a tree extends itself only with the same root and an empty proof.
 */
export function verifyConsistency(
  first: number,
  second: number,
  firstRoot: Uint8Array,
  secondRoot: Uint8Array,
  proof: readonly Uint8Array[],
): boolean {
  if (!Number.isSafeInteger(first) || !Number.isSafeInteger(second) || first < 0 || first > second) return false;
  if (![firstRoot, secondRoot, ...proof].every((hash) => hash.length === HASH_BYTES)) return false;
  if (first === 0) return proof.length === 0 && sameBytes(firstRoot, EMPTY_ROOT);
  if (first === second) return proof.length === 0 && sameBytes(firstRoot, secondRoot);
  if (proof.length === 0) return false;
  // A first tree that is a complete subtree is itself the first node of the path.
  const path = isPowerOfTwo(first) ? [firstRoot, ...proof] : proof;
  let fn = first - 1;
  let sn = second - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = path[0]!;
  let sr = path[0]!;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      while (fn % 2 === 0 && fn !== 0) {
        fn /= 2;
        sn = Math.floor(sn / 2);
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && sameBytes(fr, firstRoot) && sameBytes(sr, secondRoot);
}

function isPowerOfTwo(n: number): boolean {
  return Number.isSafeInteger(n) && n > 0 && 2 ** Math.round(Math.log2(n)) === n;
}
