import type { FastifyInstance } from "fastify";
import { oracleEndpoints } from "../../shared/api/oracles";
import type { Db } from "../db/client";
import { contractApp, declared } from "../http/route";
import { listAiStats } from "./ai-stats.service";
import { trackRecord } from "./track-record.service";

export function oracleRoutes(app: FastifyInstance, db: Db): void {
  const api = contractApp(app);
  api.route({ ...declared(oracleEndpoints.aiStats), handler: () => listAiStats(db) });
  api.route({ ...declared(oracleEndpoints.trackRecord), handler: () => trackRecord(db) });
}
