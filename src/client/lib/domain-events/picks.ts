import type { QueryClient } from "@tanstack/react-query";
import type { OpenPicks, PlayerPick, WeekJoker } from "@shared/api/picks";
import { queryKey, routes } from "@shared/api/routes";
import { periodStartOf } from "@shared/season";
import { anyLeaguePicks, invalidate, pickKey, pickSummaryKey } from "./reads";

/**
 * The player saved picks (the picks page saves many at once). Each saved pick goes straight into the
 * match page's read of it and into the open list; the season's sums on the profile and the leagues' picks by match
 * (the player's own pick, how many picked) are read again.
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
  return invalidate(queryClient, [pickSummaryKey, anyLeaguePicks]);
}

const weekOf = (matchDate: string) => periodStartOf("week", new Date(matchDate)).toISOString();

/**
 * The week's joker went on a pick (`joker`, the reply) or came off one (`removedFrom`): on the open list, the
 * week's other picks lose it and the one named holds it; each changed pick's read on its match page follows.
 * Points move only at settlement, so no sum is read again.
 */
export function jokerMoved(queryClient: QueryClient, change: { joker: WeekJoker } | { removedFrom: number }): void {
  const open = queryClient.getQueryData<OpenPicks>(queryKey(routes.picks.open));
  const holds = (matchId: number) => "joker" in change && change.joker.matchId === matchId;
  const week = "joker" in change ? change.joker.weekStart : weekOf(open?.matches.find((m) => m.matchId === change.removedFrom)?.matchDate ?? "");
  const changed = new Map<number, boolean>();
  if (open) {
    for (const m of open.matches) {
      if (m.pick && weekOf(m.matchDate) === week && m.pick.joker !== holds(m.matchId)) changed.set(m.matchId, holds(m.matchId));
    }
    queryClient.setQueryData<OpenPicks>(queryKey(routes.picks.open), {
      ...open,
      matches: open.matches.map((m) => (m.pick && changed.has(m.matchId) ? { ...m, pick: { ...m.pick, joker: changed.get(m.matchId)! } } : m)),
      jokers: [...open.jokers.filter((j) => j.weekStart !== week), ...("joker" in change ? [change.joker] : [])].sort((a, b) =>
        a.weekStart.localeCompare(b.weekStart),
      ),
    });
  }
  if ("joker" in change) changed.set(change.joker.matchId, true);
  else changed.set(change.removedFrom, false);
  for (const [matchId, joker] of changed) queryClient.setQueryData<PlayerPick | null>(pickKey(matchId), (pick) => pick && { ...pick, joker });
}
