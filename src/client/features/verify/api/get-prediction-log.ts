import { queryOptions } from "@tanstack/react-query";
import type { PredictionLogPage } from "@shared/api/matches";
import { apiResponse, readJson } from "../../../lib/api";
import { queryKey, routes } from "@shared/api/routes";

/** One page of the public prediction log (docs/rules.md#predictions), with the count of the whole log. */
export interface PredictionLogRead extends PredictionLogPage {
  total: number;
}

export async function getPredictionLogPage(cursor: string | null): Promise<PredictionLogRead> {
  const response = await apiResponse(routes.oracles.predictionLog, cursor === null ? {} : { query: { cursor } });
  const page = await readJson(response);
  return { ...page, total: Number(response.headers.get("prediction-log-total") ?? page.entries.length) };
}

/** A page with a next one is full and never changes again; the last page grows with the chain. */
export const predictionLogPageQueryOptions = (cursor: string | null) =>
  queryOptions({
    queryKey: [...queryKey(routes.oracles.predictionLog), cursor ?? "0"],
    queryFn: () => getPredictionLogPage(cursor),
    staleTime: (query) => (query.state.data?.nextCursor ? Infinity : 0),
  });
