import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { socialProof } from "./stats.service";

export function statsRoutes(app: FastifyInstance, db: Db): void {
  // Public: the landing page shows it to visitors (DESIGN §6).
  app.get("/api/stats/social-proof", async () => socialProof(db));
}
