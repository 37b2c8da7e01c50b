import { queryOptions } from "@tanstack/react-query";
import type { PredictionProof } from "@shared/api/prediction-proof";
import { queryKey, routes } from "@shared/api/routes";
import { apiResponse } from "../../../lib/api";
import { readMeasured, type Measured } from "../lib/reply-bytes";

/** What to check: a match's predictions, or the one prediction with a hash. */
export type ProofTarget = { match: number } | { hash: string };

/** A prediction's entry and audit path against the log's current Merkle tree, with the bytes it took. */
export async function getPredictionProof(target: ProofTarget): Promise<Measured<PredictionProof>> {
  return readMeasured(
    await apiResponse(routes.oracles.predictionProof, { query: "match" in target ? { match: target.match } : { hash: target.hash } }),
  );
}

/** Asked again by every check: the tree grows, and a forecast is revealed at kick-off. */
export const predictionProofQueryOptions = (target: ProofTarget) =>
  queryOptions({
    queryKey: [...queryKey(routes.oracles.predictionProof), ...("match" in target ? ["match", target.match] : ["hash", target.hash])],
    queryFn: () => getPredictionProof(target),
    staleTime: 0,
  });
