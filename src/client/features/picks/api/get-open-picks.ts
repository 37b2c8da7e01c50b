import { queryOptions, useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import type { OpenPicks } from "@shared/api/picks";
import { queryKey, routes } from "@shared/api/routes";

/**
 * GET /api/picks/open: the matches still open for picks, with the player's own. Read again every time
 * a page that shows it opens (never stale otherwise): kick-offs close matches while no event says so.
 */
export const openPicksQueryOptions = () => queryOptions<OpenPicks>({ queryKey: queryKey(routes.picks.open), refetchOnMount: "always" });

export const useOpenPicks = () => useQuery(openPicksQueryOptions());

/**
 * One match's line of the open picks, for an arena card: null when the sheet is read without it, undefined while it
 * is on its way. The page's own useOpenPicks reads the sheet; a card only watches it, so mounting seventy cards asks
 * for nothing, and a card draws again only when its own line changes, not at every kick-off that edits the sheet.
 */
export function useOpenPick(matchId: number) {
  const select = useCallback((sheet: OpenPicks) => sheet.matches.find((m) => m.matchId === matchId) ?? null, [matchId]);
  return useQuery({ queryKey: openPicksQueryOptions().queryKey, select, enabled: false });
}
