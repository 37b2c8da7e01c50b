import { asc, eq, getTableColumns } from "drizzle-orm";
import type { z } from "zod";
import { predictionProofEndpoints, type PredictionProof, type PredictionProofQuery, type TreeHead } from "../../shared/api/prediction-proof";
import type { Db } from "../platform/db/client";
import { matches, predictions } from "../platform/db/schema";
import { entryRevealSql } from "../matches/reveal";
import { EncodedBody } from "../platform/http/encoded-reply";
import { notFound } from "../platform/http/errors";
import { toEntry, type LogRow } from "./prediction-log";
import { PredictionTree } from "./prediction-tree";

/** Replies kept, most recently asked first: the matches many players look at, their proofs ready. */
const KEPT_REPLIES = 512;

const JSON_TYPE = "application/json; charset=utf-8";

/**
 * Checking one prediction without the whole log (docs/decisions.md#matches-oracles-and-live-play): the Merkle tree's head, a prediction's
 * audit path against it, and the proof that an earlier tree grew into a later one. Replies are
 * serialized through the contract's schemas, tagged and compressed once (EncodedBody), and kept by
 * what they depend on: the tree's size, and for a proof whether each forecast on it is revealed yet
 * (the same rule as the log's pages: sealed until kick-off). The audit path itself carries only other
 * entries' hashes, which the log publishes from the start.
 */
export class PredictionProofs {
  readonly tree: PredictionTree;
  private readonly replies = new Map<string, EncodedBody>();

  constructor(private readonly db: Db) {
    this.tree = new PredictionTree(db);
  }

  async treeHead(): Promise<EncodedBody> {
    await this.tree.sync();
    const size = this.tree.size;
    return this.kept(`head:${size}`, predictionProofEndpoints.treeHead.responses[200], (): TreeHead => ({
      treeSize: size,
      rootHash: this.tree.rootHash(size),
    }));
  }

  /** The predictions of a match, or the one with a hash, each with its audit path against the current tree. */
  async proof(query: PredictionProofQuery): Promise<EncodedBody> {
    // Rows before the tree: a row this read sees was committed before the head the sync then reads.
    const rows = await this.readRows(query);
    if (rows.length === 0) {
      throw notFound(
        query.match === undefined ? "No prediction with this hash is in the log" : `The log holds no prediction for match ${query.match}`,
      );
    }
    await this.tree.sync();
    // A sync already under way may have read the head before these rows: one more look catches them.
    if (rows.some((row) => this.tree.leafIndexOf(row.id) === undefined)) await this.tree.sync();
    const now = new Date();
    const size = this.tree.size;
    const proved = rows.map((row) => {
      const leafIndex = this.tree.leafIndexOf(row.id);
      if (leafIndex === undefined) throw new Error(`prediction ${row.id} is in the database but not in the tree`);
      return { leafIndex, entry: toEntry(row, now) };
    });
    const key = `proof:${size}:${proved.map((p) => `${p.entry.id}${p.entry.forecast ? "r" : "s"}`).join(",")}`;
    return this.kept(key, predictionProofEndpoints.proof.responses[200], (): PredictionProof => ({
      treeSize: size,
      rootHash: this.tree.rootHash(size),
      proofs: proved.map((p) => ({ ...p, auditPath: this.tree.auditPath(p.leafIndex, size) })),
    }));
  }

  async consistency(from: number, to: number): Promise<EncodedBody> {
    await this.tree.sync();
    if (to > this.tree.size) throw notFound(`The log holds ${this.tree.size} entries: it has no tree of ${to} yet`);
    return this.kept(`consistency:${from}:${to}`, predictionProofEndpoints.consistency.responses[200], () => ({
      fromSize: from,
      toSize: to,
      proof: this.tree.consistencyProof(from, to),
    }));
  }

  /** A reply by its key, built once: the keys name the tree's generation, so a rebuilt tree starts afresh. */
  private kept<T>(key: string, schema: z.ZodType<T>, build: () => T): EncodedBody {
    const fullKey = `${this.tree.generation}:${key}`;
    let body = this.replies.get(fullKey);
    if (body) {
      this.replies.delete(fullKey);
    } else {
      body = new EncodedBody(JSON_TYPE, JSON.stringify(schema.parse(build())));
      if (this.replies.size >= KEPT_REPLIES) this.replies.delete(this.replies.keys().next().value!);
    }
    this.replies.set(fullKey, body);
    return body;
  }

  private readRows(query: PredictionProofQuery): Promise<LogRow[]> {
    return this.db
      .select({ ...getTableColumns(predictions), kickoff: entryRevealSql })
      .from(predictions)
      .leftJoin(matches, eq(matches.id, predictions.matchId))
      .where(query.match === undefined ? eq(predictions.hash, query.hash ?? "") : eq(predictions.matchId, query.match))
      .orderBy(asc(predictions.id));
  }
}
