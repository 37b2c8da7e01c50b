import type { QueryClient } from "@tanstack/react-query";
import type { OpenPicks, PlayerPick } from "@shared/api/picks";
import { queryKey, routes } from "@shared/api/routes";
import { invalidate, pickKey, pickSummaryKey } from "./reads";

/**
 * The player saved picks (the picks page saves many at once). Each saved pick goes straight into the
 * match page's read of it and into the open list; the season's sums on the profile are read again.
 */
export function picksSaved(queryClient: QueryClient, saved: readonly PlayerPick[]): Promise<unknown> {
  const byMatch = new Map<number, PlayerPick | null>(saved.map((pick) => [pick.matchId, pick]));
  for (const pick of saved) queryClient.setQueryData(pickKey(pick.matchId), pick);
  return pickListChanged(queryClient, byMatch);
}

/** The player took a pick back: gone from the match page's read and the open list; the sums move. */
export function pickRemoved(queryClient: QueryClient, matchId: number): Promise<unknown> {
  queryClient.setQueryData(pickKey(matchId), null);
  return pickListChanged(queryClient, new Map([[matchId, null]]));
}

function pickListChanged(queryClient: QueryClient, byMatch: ReadonlyMap<number, PlayerPick | null>): Promise<unknown> {
  queryClient.setQueryData<OpenPicks>(
    queryKey(routes.picks.open),
    (open) => open && { ...open, matches: open.matches.map((m) => (byMatch.has(m.matchId) ? { ...m, pick: byMatch.get(m.matchId) ?? null } : m)) },
  );
  return invalidate(queryClient, [pickSummaryKey]);
}
