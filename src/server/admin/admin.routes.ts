import type { FastifyInstance, FastifyRequest } from "fastify";
import { requireUser } from "../auth/auth.plugin";
import type { Db } from "../db/client";
import { forbidden } from "../http/errors";
import type { UserRow } from "../users/user.service";
import { adminBets, adminMatches, adminUsers, viralAnalytics } from "./admin.service";

/** Signed out: 401. Signed in without users.is_admin: 403. The flag is read fresh with the session. */
function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden("Admins only");
  return user;
}

export function adminRoutes(app: FastifyInstance, db: Db): void {
  // Any signed-in user may ask; only the answer differs (DESIGN §6).
  app.get("/api/admin/check", async (request) => ({ isAdmin: requireUser(request).isAdmin }));

  // Admin replies are the one place other players' e-mails appear (DESIGN §6).
  app.get("/api/admin/users", async (request) => {
    requireAdmin(request);
    return adminUsers(db);
  });
  app.get("/api/admin/matches", async (request) => {
    requireAdmin(request);
    return adminMatches(db);
  });
  app.get("/api/admin/bets", async (request) => {
    requireAdmin(request);
    return adminBets(db);
  });
  app.get("/api/admin/analytics/viral", async (request) => {
    requireAdmin(request);
    return viralAnalytics(db);
  });
}
