import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PickSummary } from "@shared/api/picks";
import { queryKey, routes } from "@shared/api/routes";

/** The player's season of score picks: Prophet points, picks made, exact hits. */
export const pickSummaryQueryOptions = () => queryOptions<PickSummary>({ queryKey: queryKey(routes.picks.summary) });

export function usePickSummary() {
  return useQuery(pickSummaryQueryOptions());
}
