import { queryOptions, useQuery } from "@tanstack/react-query";

// The contract has no schema for this reply yet (src/shared/api is not ours to edit); this mirrors
// what GET /api/leaderboard/players selects. Replace with z.infer of the shared schema once it exists.
export interface PlayerLeaderboardEntry {
  id: number;
  username: string;
  xp: number;
  credits: number;
  streak: number;
}

export const playerLeaderboardQueryOptions = queryOptions<PlayerLeaderboardEntry[]>({
  queryKey: ["/api/leaderboard/players"],
});

export function usePlayerLeaderboard() {
  return useQuery(playerLeaderboardQueryOptions);
}
