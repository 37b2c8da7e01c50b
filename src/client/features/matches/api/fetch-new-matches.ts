import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FETCH_NEW_MATCHES_COUNT } from "@shared/constants";
import { apiRequest } from "../../../lib/api";
import { matchesFetched } from "../../../lib/domain-events";
import { routes } from "@shared/api/routes";

export interface FetchNewMatchesResult {
  message: string;
  added: number;
}

/** Any signed-in player may pull in new real matches (docs/rules.md#matches); then matchesFetched. */
export function useFetchNewMatches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiRequest(routes.matches.fetchNew, { count: FETCH_NEW_MATCHES_COUNT })).json() as Promise<FetchNewMatchesResult>,
    onSuccess: () => matchesFetched(queryClient),
  });
}
