import { queryOptions } from "@tanstack/react-query";
import type { ConsistencyProof } from "@shared/api/prediction-proof";
import { queryKey, routes } from "@shared/api/routes";
import { apiRequest } from "../../../lib/api";
import { readMeasured, type Measured } from "../lib/reply-bytes";

/** The proof that the log's tree of `from` entries is the start of its tree of `to`, with the bytes it took. */
export async function getConsistencyProof(from: number, to: number): Promise<Measured<ConsistencyProof>> {
  const { method, path } = routes.oracles.predictionConsistency;
  const query = new URLSearchParams({ from: String(from), to: String(to) });
  return readMeasured<ConsistencyProof>(await apiRequest({ method, path: `${path}?${query.toString()}` }));
}

/** Between two fixed sizes the proof never changes. */
export const consistencyProofQueryOptions = (from: number, to: number) =>
  queryOptions({
    queryKey: [...queryKey(routes.oracles.predictionConsistency), from, to],
    queryFn: () => getConsistencyProof(from, to),
  });
