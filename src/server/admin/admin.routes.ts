import type { FastifyInstance } from "fastify";
import { adminEndpoints } from "../../shared/api/admin";
import type { LimitStore } from "../../shared/api/health";
import { requireUser } from "../platform/http/request-user";
import type { Db } from "../platform/db/client";
import { contractApp, declared } from "../platform/http/route";
import { readProviderStatus } from "../matches/provider-status.service";
import { adminBets, adminMatches, adminUsers, viralAnalytics } from "./admin.service";

/**
 * Signed out: 401. Signed in without admin access: 403 (declared by each endpoint's access).
 * `limitStore` says where this instance counts limits, for the Match Feed's line.
 */
export function adminRoutes(app: FastifyInstance, db: Db, limitStore: () => LimitStore): void {
  const api = contractApp(app);
  api.route({ ...declared(adminEndpoints.check), handler: async (request) => ({ isAdmin: requireUser(request).isAdmin }) });
  api.route({ ...declared(adminEndpoints.users), handler: () => adminUsers(db) });
  api.route({ ...declared(adminEndpoints.matches), handler: () => adminMatches(db) });
  api.route({ ...declared(adminEndpoints.bets), handler: () => adminBets(db) });
  api.route({ ...declared(adminEndpoints.viral), handler: () => viralAnalytics(db) });
  // The game is built after these routes are added: its provider is looked up when a request comes.
  api.route({
    ...declared(adminEndpoints.provider),
    handler: async () => ({ ...(await readProviderStatus(db, app.game.provider)), limitStore: limitStore() }),
  });
}
