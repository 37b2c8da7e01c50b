import { queryOptions } from "@tanstack/react-query";
import type { ConsistencyProof } from "@shared/api/prediction-proof";
import { queryKey, routes } from "@shared/api/routes";
import { apiResponse } from "../../../lib/api";
import { readMeasured, type Measured } from "../lib/reply-bytes";

/** The proof that the log's tree of `from` entries is the start of its tree of `to`, with the bytes it took. */
export async function getConsistencyProof(from: number, to: number): Promise<Measured<ConsistencyProof>> {
  return readMeasured(await apiResponse(routes.oracles.predictionConsistency, { query: { from, to } }));
}

/** Between two fixed sizes the proof never changes. */
export const consistencyProofQueryOptions = (from: number, to: number) =>
  queryOptions({
    queryKey: [...queryKey(routes.oracles.predictionConsistency), from, to],
    queryFn: () => getConsistencyProof(from, to),
  });
