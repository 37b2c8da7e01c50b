import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OpenPicks } from "@shared/api/picks";
import { queryKey, routes } from "@shared/api/routes";

/**
 * GET /api/picks/open: the matches still open for picks, with the player's own. Read again every time
 * a page that shows it opens (never stale otherwise): kick-offs close matches while no event says so.
 */
export const openPicksQueryOptions = () => queryOptions<OpenPicks>({ queryKey: queryKey(routes.picks.open), refetchOnMount: "always" });

export const useOpenPicks = () => useQuery(openPicksQueryOptions());
