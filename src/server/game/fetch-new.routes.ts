import type { FastifyInstance, FastifyRequest } from "fastify";
import { matchEndpoints } from "../../shared/api/matches";
import { FETCH_NEW_MATCHES_COUNT } from "../../shared/constants";
import { networkOf } from "../platform/http/client-address";
import { contractApp, declared } from "../platform/http/route";
import type { MatchImporter } from "./match-import.service";

export interface FetchNewRouteDeps {
  importer: MatchImporter;
  /** How far ahead fetch-new may reach for fixtures (real milliseconds). */
  fetchHorizonMs: number;
  /** Has the matches fetch-new imported predicted (game.ts: by the sync leader). */
  predictFetched: () => Promise<void>;
  rateLimits: boolean;
  /** New matches are stored: the reads kept of the arena's matches are dropped (app.ts). */
  matchesChanged: () => void;
}

/** A player's "fetch new matches": the game imports what the sync already read ahead, and predicts it. */
export function fetchNewRoutes(app: FastifyInstance, deps: FetchNewRouteDeps): void {
  const api = contractApp(app);
  api.route({
    ...declared(matchEndpoints.fetchNew),
    ...(deps.rateLimits
      ? { config: { rateLimit: { max: 5, timeWindow: "1 minute", keyGenerator: (r: FastifyRequest) => `fetch:${r.user?.id ?? networkOf(r.ip)}` } } }
      : {}),
    handler: async (request) => {
      const { count } = request.body;
      const now = new Date();
      // From what the sync leader's last window read kept ahead: a player's click costs the provider nothing
      // (docs/decisions.md#fetch-new).
      const added = await deps.importer.importAhead(now, new Date(now.getTime() + deps.fetchHorizonMs), Math.min(count, FETCH_NEW_MATCHES_COUNT));
      if (added.length === 0) return { message: "No new matches right now: every upcoming fixture is already in the arena", added: 0 };
      await deps.predictFetched();
      deps.matchesChanged();
      // In English, as every reply leaves the code: the reply's language step writes it in the reader's.
      return { message: `${added.length} new match${added.length === 1 ? "" : "es"} added with fresh prophecies`, added: added.length };
    },
  });
}
