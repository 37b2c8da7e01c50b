import type { FastifyInstance } from "fastify";
import { matchEndpoints, type Match } from "../../shared/api/matches";
import { LOCALES, type Locale } from "../../shared/i18n/locales";
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
  /** A match's state changed (heard from whichever instance wrote it): its page is read afresh. */
  matchChanged(matchId: number): void;
  /** The sync ran here and wrote: every match page is read afresh. */
  matchesChanged(): void;
}

export function matchRoutes(app: FastifyInstance, deps: MatchRouteDeps): MatchReads {
  const { db } = deps;
  const api = contractApp(app);

  // The list goes out as the cache's JSON, which it serialized through the same schema.
  api.route({
    ...declared(matchEndpoints.list),
    config: { recentSession: true },
    // Private: the list is the same for every player, but only players may read it.
    handler: async (request, reply) => sendEncoded(request, reply, await deps.matchList.get(), "private, no-cache"),
  });

  // A match page reads its match on every visit, after a bet and every 15 s while the match is live: one build
  // per match and language for everyone reading it. What changes it drops it: the sync's runs here, a state
  // heard from any instance (score, minute, status), a bet (the count). The sealed forecasts open at kick-off
  // with no write, so a reply built before it ends there; anything else shows within SHARED_REPLY_MS.match.
  const pages = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      new SharedReplies(
        matchEndpoints.get.responses[200],
        SHARED_REPLY_MS.match,
        async (matchId: number) => {
          const match = await getMatch(db, matchId, locale);
          if (!match) throw notFound("Match not found");
          return match;
        },
        (match, builtAt) => {
          const kickOff = Date.parse(match.matchDate);
          return kickOff > builtAt ? kickOff : undefined;
        },
      ),
    ]),
  ) as Record<Locale, SharedReplies<number, Match>>;
  const pageChanged = (matchId: number) => {
    for (const locale of LOCALES) pages[locale].invalidate(matchId);
  };
  api.route({
    ...declared(matchEndpoints.get),
    // The oracles' words in the language of the reader's account, read with their session on every request (no
    // recentSession): a player who has just switched languages reads the page in the new one.
    handler: async (request, reply) => sendEncoded(request, reply, await pages[replyLocale(request)].get(request.params.id), "private, no-cache"),
  });

  // Polled every 10 s by each card on screen: one count per match for everyone watching it.
  const distributions = new SharedReplies(matchEndpoints.distribution.responses[200], SHARED_REPLY_MS.match, async (matchId: number) => {
    const distribution = await betDistribution(db, matchId);
    if (!distribution) throw notFound("Match not found");
    return distribution;
  });
  api.route({
    ...declared(matchEndpoints.distribution),
    config: { recentSession: true },
    handler: async (request, reply) => sendEncoded(request, reply, await distributions.get(request.params.id), "private, no-cache"),
  });

  return {
    betPlaced(matchId) {
      deps.matchList.betPlaced(matchId);
      distributions.invalidate(matchId);
      pageChanged(matchId);
    },
    betPlacedElsewhere(matchId) {
      distributions.invalidate(matchId);
      pageChanged(matchId);
    },
    matchChanged: pageChanged,
    matchesChanged() {
      for (const locale of LOCALES) pages[locale].invalidateAll();
    },
  };
}
