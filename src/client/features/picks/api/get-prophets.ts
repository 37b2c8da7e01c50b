import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Prophets } from "@shared/api/picks";
import { queryKey, routes } from "@shared/api/routes";
import type { LeaguePeriod } from "@shared/season";
import { apiRequest } from "../../../lib/api";

/**
 * GET /api/picks/prophets?period=…: every player ranked by pick points (the period is the query
 * string, so it has a reader of its own). Read again whenever the page opens: every settled match
 * moves it, and no event on this page says so.
 */
export const prophetsQueryOptions = (period: LeaguePeriod) =>
  queryOptions<Prophets>({
    queryKey: [...queryKey(routes.picks.prophets), period],
    refetchOnMount: "always",
    queryFn: () => apiRequest(routes.picks.prophets, { query: { period } }),
  });

export const useProphets = (period: LeaguePeriod) => useQuery(prophetsQueryOptions(period));
