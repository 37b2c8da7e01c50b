import type { FastifyInstance } from "fastify";
import { requireUser } from "../auth/auth.plugin";

export function adminRoutes(app: FastifyInstance): void {
  // Any signed-in user may ask; only the answer differs (DESIGN §6).
  app.get("/api/admin/check", async (request) => ({ isAdmin: requireUser(request).isAdmin }));
}
