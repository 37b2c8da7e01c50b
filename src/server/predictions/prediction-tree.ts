import { asc, desc, gt } from "drizzle-orm";
import { MerkleTree } from "../../shared/merkle-tree";
import { predictionLeaf } from "../../shared/prediction-proof";
import { toHex } from "../../shared/sha256";
import type { Db } from "../platform/db/client";
import { predictions } from "../platform/db/schema";

/** Rows read per query while catching up: a year's log (73,000) in 15 reads, each hashed in ~40 ms. */
const BATCH = 5_000;

/**
 * The Merkle tree over the prediction chain (docs/decisions.md#matches-oracles-and-live-play), kept in memory and grown as the chain is:
 * each request asks the database only for the chain's head (one row by primary key), and reads the
 * entries appended since, if any. Its leaves are the entries' chain hashes in chain order (id order:
 * appends hold one lock until they commit), so every instance on one database builds the same tree.
 */
export class PredictionTree {
  private tree = new MerkleTree();
  /** The prediction id of each leaf, ascending: where a prediction stands in the tree. */
  private ids: number[] = [];
  private head: { id: number; hash: string } | undefined;
  private syncing: Promise<void> | undefined;
  /** Counts rebuilds from scratch (a database reset), so caches of replies know theirs are void. */
  generation = 0;

  constructor(
    private readonly db: Db,
    private readonly batch = BATCH,
  ) {}

  get size(): number {
    return this.tree.size;
  }

  /** Brings the tree up to the database's head; concurrent requests share one look. */
  sync(): Promise<void> {
    this.syncing ??= this.catchUp().finally(() => (this.syncing = undefined));
    return this.syncing;
  }

  /** The leaf of a prediction by its id; undefined when the tree does not hold it. */
  leafIndexOf(id: number): number | undefined {
    let low = 0;
    let high = this.ids.length - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const at = this.ids[mid]!;
      if (at === id) return mid;
      if (at < id) low = mid + 1;
      else high = mid - 1;
    }
    return undefined;
  }

  rootHash(size = this.size): string {
    return toHex(this.tree.root(size));
  }

  auditPath(leafIndex: number, size = this.size): string[] {
    return this.tree.inclusionProof(leafIndex, size).map(toHex);
  }

  consistencyProof(from: number, to: number): string[] {
    return this.tree.consistencyProof(from, to).map(toHex);
  }

  private async catchUp(): Promise<void> {
    const [latest] = await this.db.select({ id: predictions.id, hash: predictions.hash }).from(predictions).orderBy(desc(predictions.id)).limit(1);
    if (latest?.id === this.head?.id && latest?.hash === this.head?.hash) return;
    // The chain never shrinks or changes; a database that did (a reset) is read again from the start.
    if (!latest || (this.head && latest.id < this.head.id)) this.reset();
    for (let first = true; ; first = false) {
      const rows = await this.db
        .select({ id: predictions.id, hash: predictions.hash, prevHash: predictions.prevHash })
        .from(predictions)
        .where(gt(predictions.id, this.head?.id ?? 0))
        .orderBy(asc(predictions.id))
        .limit(this.batch);
      if (rows.length === 0) return;
      if (first && this.head && rows[0]!.prevHash !== this.head.hash) {
        this.reset();
        continue;
      }
      for (const row of rows) {
        this.tree.append(predictionLeaf(row.hash));
        this.ids.push(row.id);
      }
      this.head = { id: rows.at(-1)!.id, hash: rows.at(-1)!.hash };
    }
  }

  private reset(): void {
    this.tree = new MerkleTree();
    this.ids = [];
    this.head = undefined;
    this.generation += 1;
  }
}
