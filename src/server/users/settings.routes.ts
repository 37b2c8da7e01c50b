import type { FastifyInstance } from "fastify";
import { authEndpoints } from "../../shared/api/auth";
import { requireUser } from "../auth/auth.plugin";
import type { Db } from "../db/client";
import { contractApp, declared } from "../http/route";
import { toUserResponse, updateSettings } from "./user.service";

/** The signed-in player's own choices; only their own row, whatever the body claims. */
export function settingsRoutes(app: FastifyInstance, db: Db): void {
  contractApp(app).route({
    ...declared(authEndpoints.settings),
    handler: async (request) => toUserResponse(await updateSettings(db, requireUser(request), request.body)),
  });
}
