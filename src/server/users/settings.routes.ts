import type { FastifyInstance } from "fastify";
import { authEndpoints } from "../../shared/api/auth";
import { requireUser } from "../platform/http/request-user";
import type { Db } from "../platform/db/client";
import { contractApp, declared } from "../platform/http/route";
import { toUserResponse, updateSettings } from "./user.service";

/** The signed-in player's own choices; only their own row, whatever the body claims. */
export function settingsRoutes(app: FastifyInstance, db: Db): void {
  contractApp(app).route({
    ...declared(authEndpoints.settings),
    handler: async (request) => toUserResponse(await updateSettings(db, requireUser(request), request.body)),
  });
}
