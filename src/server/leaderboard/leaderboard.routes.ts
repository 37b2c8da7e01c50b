import type { FastifyInstance } from "fastify";
import { leaderboardEndpoints } from "../../shared/api/leaderboard";
import type { Db } from "../db/client";
import { contractApp, declared } from "../http/route";
import { playerLeaderboard } from "./leaderboard.service";

export function leaderboardRoutes(app: FastifyInstance, db: Db): void {
  contractApp(app).route({ ...declared(leaderboardEndpoints.players), handler: () => playerLeaderboard(db) });
}
