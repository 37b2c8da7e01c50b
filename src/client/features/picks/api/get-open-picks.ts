import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { ListedMatch } from "@shared/api/matches";
import type { OpenPicks } from "@shared/api/picks";
import { queryKey, routes } from "@shared/api/routes";
import { unlistedOpenMatches } from "../lib/card-pick";

/**
 * GET /api/picks/open: the matches still open for picks, with the player's own. Read again every time
 * a page that shows it opens (never stale otherwise): kick-offs close matches while no event says so.
 */
export const openPicksQueryOptions = () => queryOptions<OpenPicks>({ queryKey: queryKey(routes.picks.open), refetchOnMount: "always" });

export const useOpenPicks = () => useQuery(openPicksQueryOptions());

/**
 * The open picks behind the arena's cards: one read for every card, not one per card. A fixture added
 * to the arena after the read has no pick line until the read knows it, so the read is taken again,
 * once for each new set of such matches: one the server has already closed stays out, and does not
 * start a read on every change of the list.
 */
export function useArenaOpenPicks(matches: readonly ListedMatch[]) {
  const query = useOpenPicks();
  const { data, refetch } = query;
  const askedFor = useRef("");
  useEffect(() => {
    if (!data) return;
    const missing = unlistedOpenMatches(data, matches, Date.now()).join(",");
    if (missing === "" || missing === askedFor.current) return;
    askedFor.current = missing;
    void refetch();
  }, [data, matches, refetch]);
  return query;
}
