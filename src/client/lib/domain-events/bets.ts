import type { QueryClient } from "@tanstack/react-query";
import type { User } from "@shared/api/auth";
import type { Bet, BetRecord, PlaceBetResponse } from "@shared/api/bets";
import type { ListedMatch, Match } from "@shared/api/matches";
import { queryKey, routes } from "@shared/api/routes";
import { betHistoryKey, betKey, betRecordKey, invalidate, leaderboardKey, matchKey, matchListKey, userKey, type Read } from "./reads";

/** The history holds the latest 200 bets (GET /api/bets/history). */
const HISTORY_LENGTH = 200;

/** What a bet's match shows on a history row, from the cached match page or the arena's list. */
function historyMatch(queryClient: QueryClient, matchId: number): Bet["match"] | undefined {
  const match =
    queryClient.getQueryData<Match>(matchKey(matchId)) ?? queryClient.getQueryData<ListedMatch[]>(matchListKey)?.find((m) => m.id === matchId);
  if (!match) return undefined;
  const { homeTeam, awayTeam, matchDate, status, actualScore } = match;
  return { homeTeam, awayTeam, matchDate, status, actualScore };
}

/**
 * The player backed an oracle. The reply is the bet and the new balance (POST /api/bets), written at once:
 * the header's balance, this match's bet, the history the arena's cards read (when the match's teams are
 * cached for its row) and the record's pending count. What the reply does not carry is read again: the bet
 * count on the match and the list, the backers' split on its card, the leaderboard (everyone's credits, so
 * the ranks), the stats page's totals.
 */
export function betPlaced(queryClient: QueryClient, placed: PlaceBetResponse): Promise<unknown> {
  const matchId = placed.bet.matchId;
  const rest: Read[] = [matchKey(matchId), queryKey(routes.matches.distribution, { id: matchId }), matchListKey];
  const totals = queryKey(routes.stats.bets);
  const { bet, credits } = placed;
  queryClient.setQueryData<User | null>(userKey, (user) => user && { ...user, credits });
  queryClient.setQueryData<Bet | null>(betKey(matchId), bet);
  queryClient.setQueryData<BetRecord>(betRecordKey, (record) => record && { ...record, pending: record.pending + 1 });
  const match = historyMatch(queryClient, matchId);
  const history = queryClient.getQueryData<Bet[]>(betHistoryKey);
  if (Array.isArray(history) && match) {
    queryClient.setQueryData<Bet[]>(betHistoryKey, [{ ...bet, match }, ...history.filter((b) => b.id !== bet.id)].slice(0, HISTORY_LENGTH));
  } else rest.push(betHistoryKey);
  return invalidate(queryClient, [leaderboardKey, ...rest, totals]);
}
