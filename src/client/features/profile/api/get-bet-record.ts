import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BetRecord } from "@shared/api/bets";
import { queryKey, routes } from "@shared/api/routes";

/** The signed-in player's record over every bet, counted by the server (docs/rules.md#win-rate). */
export const betRecordQueryOptions = queryOptions<BetRecord>({ queryKey: queryKey(routes.bets.record) });

export function useBetRecord() {
  return useQuery(betRecordQueryOptions);
}
