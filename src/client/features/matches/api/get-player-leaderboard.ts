import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PlayerLeaderboardEntry } from "@shared/api/leaderboard";
import { queryKey, routes } from "@shared/api/routes";

export const playerLeaderboardQueryOptions = queryOptions<PlayerLeaderboardEntry[]>({
  queryKey: queryKey(routes.leaderboard.players),
  refetchOnMount: "always",
});

export function usePlayerLeaderboard() {
  return useQuery(playerLeaderboardQueryOptions);
}
