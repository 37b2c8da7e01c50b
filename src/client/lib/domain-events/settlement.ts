import type { QueryClient } from "@tanstack/react-query";
import type { MatchStateMessage } from "@shared/api/live";
import {
  anyLeagueTable,
  balanceReads,
  betHistoryKey,
  betKey,
  betRecordKey,
  invalidate,
  matchKey,
  matchListKey,
  pickKey,
  pickSummaryKey,
  resultRecordReads,
  type Read,
} from "./reads";

// A match finishes and is settled in one transaction (docs/decisions.md#client): the bets paid or
// refunded, the picks scored, the oracles' records moved.

/**
 * What settling the player's bet changes besides the balance: the bet's outcome (`bet`: the bet on one
 * match, or on any when a notification brought the news), the bet history and record on the profile,
 * and the arena's list. The one list for both ways a settlement reaches the page.
 */
export const betSettledReads = (bet: Read): Read[] => [bet, betHistoryKey, betRecordKey, matchListKey];

/** What scoring the player's pick changes: its points (`pick`: one match's or any), the season's sums on the profile, the league tables. */
export const pickScoredReads = (pick: Read): Read[] => [pick, pickSummaryKey, anyLeagueTable];

/**
 * The match finished (its /ws state says "completed" or "cancelled" only once settlement has
 * committed). Everything it changed is read again at once; the player's reads are asked for first,
 * being lighter they land first, so the result screen opens on a settled bet, a scored pick and a
 * header that already shows the payout.
 */
export function matchFinished(queryClient: QueryClient, state: MatchStateMessage): Promise<unknown> {
  const { matchId } = state;
  return invalidate(queryClient, [
    ...betSettledReads(betKey(matchId)),
    ...balanceReads,
    ...pickScoredReads(pickKey(matchId)),
    ...resultRecordReads,
    matchKey(matchId),
  ]);
}

/**
 * The page read a match as finished while the player's bet on it was still unsettled (its socket was
 * down when the finish was pushed): the bet's side of the settlement, without reading the match it
 * already has.
 */
export function settlementSeen(queryClient: QueryClient, matchId: number): Promise<unknown> {
  return invalidate(queryClient, [...betSettledReads(betKey(matchId)), ...balanceReads, ...resultRecordReads]);
}

/** The page read a match as completed while the player's pick on it was still unscored: the pick's side of the settlement. */
export function pickScoringSeen(queryClient: QueryClient, matchId: number): Promise<unknown> {
  return invalidate(queryClient, [...pickScoredReads(pickKey(matchId)), ...resultRecordReads]);
}
