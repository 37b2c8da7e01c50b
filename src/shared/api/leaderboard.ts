import { z } from "zod";
import { endpoint } from "./contract";
import { routes } from "./routes";

/** One player on the leaderboard: ranked by XP, then credits (docs/rules.md#leaderboards); equal pairs share a rank. */
export const playerLeaderboardEntry = z.object({
  id: z.number().int(),
  username: z.string(),
  xp: z.number().int(),
  credits: z.number().int(),
  streak: z.number().int(),
});
export type PlayerLeaderboardEntry = z.infer<typeof playerLeaderboardEntry>;

export const leaderboardEndpoints = {
  players: endpoint({ ...routes.leaderboard.players, responses: { 200: z.array(playerLeaderboardEntry) } }),
};
