import type { QueryClient } from "@tanstack/react-query";
import type { MatchStateMessage } from "@shared/api/live";
import type { ListedMatch, Match, MatchStatus } from "@shared/api/matches";
import type { OpenPicks, PlayerPick } from "@shared/api/picks";
import { queryKey, routes } from "@shared/api/routes";

// Freshness belongs to domain events (docs/decisions.md, Client): each event below names the reads it
// changes or makes stale, so that whatever hears of the event calls it and lists no other feature's keys.

const matchKey = (matchId: number) => queryKey(routes.matches.get, { id: matchId });
const listKey = queryKey(routes.matches.list);

const finished = (status: MatchStatus) => status === "completed" || status === "cancelled";

/**
 * What a settled match changes for the player, besides the match itself: the bet's outcome, the
 * balance in the header (a payout or a refund), the bet history, and the arena's list.
 */
const staleAfterSettlement = (matchId: number) => [
  queryKey(routes.bets.onMatch, { id: matchId }),
  queryKey(routes.auth.user),
  queryKey(routes.bets.history),
  listKey,
];

/** A match's running score and minute written into a cached copy, whose status is left as it was. */
function withState<T extends Pick<Match, "actualScore" | "minute">>(match: T, state: MatchStateMessage): T {
  return match.actualScore === state.actualScore && match.minute === state.minute
    ? match
    : { ...match, actualScore: state.actualScore, minute: state.minute };
}

/**
 * The match finished and was settled in the same transaction (its /ws state says "completed" or
 * "cancelled" only once that has committed). Everything it changed is read again at once; the
 * player's reads are asked for first, being lighter they land first, so the result screen opens on a
 * settled bet and a header that already shows the payout.
 */
export function matchFinished(queryClient: QueryClient, state: MatchStateMessage): Promise<unknown> {
  return invalidate(queryClient, [...staleAfterSettlement(state.matchId), matchKey(state.matchId)]);
}

/**
 * The page read a match as finished while a bet on it was still unsettled (its socket was down when
 * the finish was pushed): the settlement's reads, without reading the match it already has.
 */
export function settlementSeen(queryClient: QueryClient, matchId: number): Promise<unknown> {
  return invalidate(queryClient, staleAfterSettlement(matchId));
}

/** The player backed an oracle: the balance, this match's bet, the bet counts on the list, the history. */
export function betPlaced(queryClient: QueryClient, matchId: number): Promise<unknown> {
  return invalidate(queryClient, [
    queryKey(routes.auth.user),
    queryKey(routes.bets.onMatch, { id: matchId }),
    listKey,
    queryKey(routes.bets.history),
  ]);
}

function invalidate(queryClient: QueryClient, keys: readonly (readonly unknown[])[]): Promise<unknown> {
  return Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: key })));
}

/**
 * A match's score, minute or status moved (its /ws state, docs/decisions.md). The running score and minute
 * go straight into the cached match and the arena's list; a new status brings what the state does
 * not carry (the forecasts revealed at kick-off, the crowd's pick, a new date), so the match is read
 * again; a finish is matchFinished.
 */
export function matchChanged(queryClient: QueryClient, state: MatchStateMessage): Promise<unknown> {
  const cached = queryClient.getQueryData<Match>(matchKey(state.matchId));
  queryClient.setQueryData<ListedMatch[]>(listKey, (list) =>
    list?.map((m) => (m.id === state.matchId && m.status === state.status ? withState(m, state) : m)),
  );
  if (!cached) return Promise.resolve();
  if (cached.status === state.status) {
    queryClient.setQueryData<Match>(matchKey(state.matchId), withState(cached, state));
    return Promise.resolve();
  }
  if (finished(state.status) && !finished(cached.status)) return matchFinished(queryClient, state);
  return invalidate(queryClient, [matchKey(state.matchId), listKey]);
}

/**
 * The player saved picks (the picks page saves many at once). Each saved pick goes straight into the
 * match page's read of it and into the open list; the season's sums on the profile are read again.
 */
export function picksSaved(queryClient: QueryClient, saved: readonly PlayerPick[]): Promise<unknown> {
  const byMatch = new Map<number, PlayerPick | null>(saved.map((pick) => [pick.matchId, pick]));
  for (const pick of saved) queryClient.setQueryData(queryKey(routes.picks.mine, { id: pick.matchId }), pick);
  return pickListChanged(queryClient, byMatch);
}

/** The player took a pick back: gone from the match page's read and the open list; the sums move. */
export function pickRemoved(queryClient: QueryClient, matchId: number): Promise<unknown> {
  queryClient.setQueryData(queryKey(routes.picks.mine, { id: matchId }), null);
  return pickListChanged(queryClient, new Map([[matchId, null]]));
}

function pickListChanged(queryClient: QueryClient, byMatch: ReadonlyMap<number, PlayerPick | null>): Promise<unknown> {
  queryClient.setQueryData<OpenPicks>(
    queryKey(routes.picks.open),
    (open) => open && { ...open, matches: open.matches.map((m) => (byMatch.has(m.matchId) ? { ...m, pick: byMatch.get(m.matchId) ?? null } : m)) },
  );
  return queryClient.invalidateQueries({ queryKey: queryKey(routes.picks.summary) });
}
