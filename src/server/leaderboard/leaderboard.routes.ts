import { desc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { requireUser } from "../auth/auth.plugin";
import type { Db } from "../db/client";
import { users } from "../db/schema";

/** How many players the leaderboard lists. */
const LEADERBOARD_SIZE = 100;

export function leaderboardRoutes(app: FastifyInstance, db: Db): void {
  // Ranked by XP, then credits (SPEC §2); equal pairs share a rank on the client.
  app.get("/api/leaderboard/players", async (request) => {
    requireUser(request);
    return db
      .select({ id: users.id, username: users.username, xp: users.xp, credits: users.credits, streak: users.streak })
      .from(users)
      .orderBy(desc(users.xp), desc(users.credits), users.id)
      .limit(LEADERBOARD_SIZE);
  });
}
