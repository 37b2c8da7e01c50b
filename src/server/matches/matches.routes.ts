import { networkOf } from "../http/client-address";
import type { FastifyInstance } from "fastify";
import { fetchNewBody, idParam } from "../../shared/api/matches";
import { FETCH_NEW_MATCHES_COUNT } from "../../shared/constants";
import { requireUser } from "../auth/auth.plugin";
import type { Db } from "../db/client";
import { notFound, parseInput } from "../http/errors";
import { betDistribution } from "./distribution.service";
import type { MatchImporter } from "./match-import.service";
import type { MatchListCache } from "./match-list-cache";
import { getMatch } from "./match-view";

export interface MatchRouteDeps {
  db: Db;
  importer: MatchImporter;
  /** How far ahead fetch-new may reach for fixtures (real milliseconds). */
  fetchHorizonMs: number;
  rateLimits: boolean;
  matchList: MatchListCache;
}

export function matchRoutes(app: FastifyInstance, deps: MatchRouteDeps): void {
  const { db } = deps;

  app.get("/api/matches", async (request, reply) => {
    requireUser(request);
    return reply.type("application/json").send(await deps.matchList.get());
  });

  app.get("/api/matches/:id", async (request) => {
    requireUser(request);
    const { id } = parseInput(idParam, request.params);
    const match = await getMatch(db, id);
    if (!match) throw notFound("Match not found");
    return match;
  });

  app.get("/api/matches/:id/distribution", async (request) => {
    requireUser(request);
    const { id } = parseInput(idParam, request.params);
    const distribution = await betDistribution(db, id);
    if (!distribution) throw notFound("Match not found");
    return distribution;
  });

  app.post(
    "/api/matches/real/fetch-new",
    deps.rateLimits ? { config: { rateLimit: { max: 5, timeWindow: "1 minute", keyGenerator: (r) => `fetch:${r.user?.id ?? networkOf(r.ip)}` } } } : {},
    async (request) => {
      requireUser(request);
      const { count } = parseInput(fetchNewBody, request.body ?? {});
      const now = new Date();
      const added = await deps.importer.importFixtures(now, new Date(now.getTime() + deps.fetchHorizonMs), Math.min(count, FETCH_NEW_MATCHES_COUNT));
      if (added.length > 0) {
        await deps.importer.predictMissing();
        deps.matchList.invalidate();
      }
      return {
        message:
          added.length === 0
            ? "No new matches right now: every upcoming fixture is already in the arena"
            : `${added.length} new ${added.length === 1 ? "match" : "matches"} added with fresh prophecies`,
        added: added.length,
      };
    },
  );
}
