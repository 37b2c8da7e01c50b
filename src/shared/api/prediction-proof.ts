import { z } from "zod";
import { MAX_MATCH_ID } from "../match-id";
import { endpoint } from "./contract";
import { predictionLogEntrySchema } from "./matches";
import { routes } from "./routes";

// The Merkle tree over the prediction log (docs/decisions.md#matches-oracles-and-live-play, merkle-tree.ts): its head, a proof that one
// prediction is in it, and a proof that it only grew. All public, like the log itself.

const hashSchema = z.string().regex(/^[0-9a-f]{64}$/);

/** The tree over the first `treeSize` entries of the log, named by its root (RFC 9162's tree head). */
export const treeHeadSchema = z.object({
  treeSize: z.number().int(),
  rootHash: hashSchema,
});
export type TreeHead = z.infer<typeof treeHeadSchema>;

/** One prediction of the log, where it stands in the tree, and the sibling hashes up to the root. */
export const inclusionProofSchema = z.object({
  leafIndex: z.number().int(),
  /** The entry as the log's pages carry it: its forecast is sealed (null) until its match kicks off. */
  entry: predictionLogEntrySchema,
  /** The deepest sibling first (RFC 9162 §2.1.3). */
  auditPath: z.array(hashSchema),
});
export type InclusionProof = z.infer<typeof inclusionProofSchema>;

/** GET /api/predictions/proof: the tree head, and each asked-for prediction's proof against it. */
export const predictionProofSchema = treeHeadSchema.extend({
  /** A match's predictions (one per oracle), or the one prediction with the hash asked for. */
  proofs: z.array(inclusionProofSchema),
});
export type PredictionProof = z.infer<typeof predictionProofSchema>;

const matchIdQuery = z
  .string()
  .regex(/^\d{1,10}$/, "match must be a match id (digits)")
  .transform(Number)
  .pipe(z.number().min(1, "match must be a match id (digits)").max(MAX_MATCH_ID, "The match id is too large"));

export const predictionProofQuerySchema = z
  .object({
    match: matchIdQuery.optional(),
    hash: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, "hash must be a prediction's SHA-256 hash: 64 hex digits")
      .transform((hash) => hash.toLowerCase())
      .optional(),
  })
  .refine((q) => (q.match === undefined) !== (q.hash === undefined), "Give one of match (a match id) or hash (a prediction's hash), not both");
export type PredictionProofQuery = z.infer<typeof predictionProofQuerySchema>;

const treeSizeQuery = (name: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `${name} must be a tree size (digits)`)
    .transform(Number)
    .pipe(z.number().max(MAX_MATCH_ID, `${name} is larger than any log`));

export const consistencyQuerySchema = z
  .object({ from: treeSizeQuery("from"), to: treeSizeQuery("to") })
  .refine((q) => q.from <= q.to, "from must not be larger than to: a log only grows");

/** GET /api/predictions/consistency: the tree of `fromSize` entries is the start of the one of `toSize`. */
export const consistencyProofSchema = z.object({
  fromSize: z.number().int(),
  toSize: z.number().int(),
  /** RFC 9162 §2.1.4; empty when from is 0 or equal to to. */
  proof: z.array(hashSchema),
});
export type ConsistencyProof = z.infer<typeof consistencyProofSchema>;

/** All public (docs/rules.md#access) and rate-limited like the log's pages; replies are tagged (ETag). */
export const predictionProofEndpoints = {
  treeHead: endpoint({ ...routes.oracles.predictionTreeHead, responses: { 200: treeHeadSchema, 304: z.undefined() } }),
  proof: endpoint({
    ...routes.oracles.predictionProof,
    query: predictionProofQuerySchema,
    responses: { 200: predictionProofSchema, 304: z.undefined() },
  }),
  consistency: endpoint({
    ...routes.oracles.predictionConsistency,
    query: consistencyQuerySchema,
    responses: { 200: consistencyProofSchema, 304: z.undefined() },
  }),
};
