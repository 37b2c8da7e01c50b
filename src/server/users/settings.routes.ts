import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { settingsBody, type User } from "../../shared/api/auth";
import { requireUser } from "../auth/auth.plugin";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { parseInput } from "../http/errors";
import { toUserResponse } from "./user.service";

/** The signed-in player's own choices; only their own row, whatever the body claims. */
export function settingsRoutes(app: FastifyInstance, db: Db): void {
  app.patch("/api/auth/user/settings", async (request): Promise<User> => {
    const user = requireUser(request);
    const body = parseInput(settingsBody, request.body);
    const [updated] = await db.update(users).set({ publicCard: body.publicCard }).where(eq(users.id, user.id)).returning();
    return toUserResponse(updated ?? user);
  });
}
