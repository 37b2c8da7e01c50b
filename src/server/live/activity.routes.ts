import type { FastifyInstance } from "fastify";
import { liveEndpoints } from "../../shared/api/live";
import type { Db } from "../db/client";
import { contractApp, declared } from "../http/route";
import { liveActivity } from "./activity.service";

export function activityRoutes(app: FastifyInstance, db: Db): void {
  contractApp(app).route({ ...declared(liveEndpoints.activity), handler: () => liveActivity(db) });
}
