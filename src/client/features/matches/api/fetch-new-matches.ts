import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FETCH_NEW_MATCHES_COUNT } from "@shared/constants";
import { apiRequest } from "../../../lib/api";
import { matchesFetched } from "../../../lib/domain-events";
import { routes } from "@shared/api/routes";

/**
 * Any signed-in player may pull in new real matches (docs/rules.md#matches); then matchesFetched.
 * The lists are read again behind the reply, not awaited: a returned promise would hold the toast and
 * the button's spinner until three more reads came back.
 */
export function useFetchNewMatches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(routes.matches.fetchNew, { body: { count: FETCH_NEW_MATCHES_COUNT } }),
    onSuccess: () => void matchesFetched(queryClient),
  });
}
