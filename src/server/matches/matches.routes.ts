import type { FastifyInstance } from "fastify";
import { matchEndpoints } from "../../shared/api/matches";
import type { Db } from "../platform/db/client";
import { notFound } from "../platform/http/errors";
import { contractApp, declared } from "../platform/http/route";
import { sendEncoded } from "../platform/http/encoded-reply";
import { SHARED_REPLY_MS, SharedReplies } from "../platform/http/shared-reply";
import { betDistribution } from "./distribution.service";
import type { MatchListCache } from "./match-list-cache";
import { getMatch } from "./match-view";
import { replyLocale } from "../platform/i18n/request-locale";

export interface MatchRouteDeps {
  db: Db;
  matchList: MatchListCache;
}

/** What the routes cache that a bet changes. */
export interface MatchReads {
  /** A bet committed on this instance: counted into the list, and the match's distribution rebuilt. */
  betPlaced(matchId: number): void;
  /**
   * A bet committed on another instance, heard through the instance signals: the match's next
   * distribution reply is read afresh, so it includes the bet (docs/decisions.md#a-bet-reaches-every-distribution).
   */
  betPlacedElsewhere(matchId: number): void;
}

export function matchRoutes(app: FastifyInstance, deps: MatchRouteDeps): MatchReads {
  const { db } = deps;
  const api = contractApp(app);

  // The list goes out as the cache's JSON, which it serialized through the same schema.
  api.route({
    ...declared(matchEndpoints.list),
    config: { sharedRead: true },
    // Private: the list is the same for every player, but only players may read it.
    handler: async (request, reply) => sendEncoded(request, reply, await deps.matchList.get(), "private, no-cache"),
  });

  api.route({
    ...declared(matchEndpoints.get),
    handler: async (request) => {
      // The oracles' words in the reader's language (not cached: each reply is read for its reader).
      const match = await getMatch(db, request.params.id, replyLocale(request));
      if (!match) throw notFound("Match not found");
      return match;
    },
  });

  // Polled every 10 s by each card on screen: one count per match for everyone watching it.
  const distributions = new SharedReplies(matchEndpoints.distribution.responses[200], SHARED_REPLY_MS.match, async (matchId: number) => {
    const distribution = await betDistribution(db, matchId);
    if (!distribution) throw notFound("Match not found");
    return distribution;
  });
  api.route({
    ...declared(matchEndpoints.distribution),
    config: { sharedRead: true },
    handler: async (request, reply) => sendEncoded(request, reply, await distributions.get(request.params.id), "private, no-cache"),
  });

  return {
    betPlaced(matchId) {
      deps.matchList.betPlaced(matchId);
      distributions.invalidate(matchId);
    },
    betPlacedElsewhere(matchId) {
      distributions.invalidate(matchId);
    },
  };
}
