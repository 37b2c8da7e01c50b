import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { predictionLog } from "../predictions/prediction-chain.service";
import { listAiStats } from "./ai-stats.service";
import { trackRecord } from "./track-record.service";

export function oracleRoutes(app: FastifyInstance, db: Db): void {
  // All public (DESIGN §6): the AI Transparency page and the verify page read them signed out.
  app.get("/api/ai-stats", async () => listAiStats(db));
  app.get("/api/predictions/log", async () => predictionLog(db));
  app.get("/api/ai-stats/track-record", async () => trackRecord(db));
}
