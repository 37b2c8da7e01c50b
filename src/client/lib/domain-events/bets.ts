import type { QueryClient } from "@tanstack/react-query";
import { queryKey, routes } from "@shared/api/routes";
import { balanceReads, betHistoryKey, betKey, betRecordKey, invalidate, matchKey, matchListKey } from "./reads";

/**
 * The player backed an oracle: the balance, this match's bet, the bet count on the match and the
 * list, the backers' split on its card, the history and record (a pending bet), the stats page's totals.
 */
export function betPlaced(queryClient: QueryClient, matchId: number): Promise<unknown> {
  return invalidate(queryClient, [
    ...balanceReads,
    betKey(matchId),
    matchKey(matchId),
    queryKey(routes.matches.distribution, { id: matchId }),
    matchListKey,
    betHistoryKey,
    betRecordKey,
    queryKey(routes.stats.bets),
  ]);
}
