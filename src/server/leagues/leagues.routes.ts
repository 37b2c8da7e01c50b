import type { FastifyInstance, FastifyRequest } from "fastify";
import { leagueEndpoints } from "../../shared/api/leagues";
import { requireUser } from "../platform/http/request-user";
import type { Db } from "../platform/db/client";
import { networkOf } from "../platform/http/client-address";
import { contractApp, declared } from "../platform/http/route";
import {
  changeRules,
  closeLeague,
  createLeague,
  handOverLeague,
  inviteOf,
  invitePreview,
  joinLeague,
  leagueOf,
  leaveLeague,
  newInviteCode,
  removeMember,
  renameLeague,
} from "./leagues.service";
import { prophetBadgesOf } from "./prophet-badges";
import { leagueChances } from "./league-chances";
import { leagueHonours, leagueTitlesOf } from "./league-honours";
import { addLeaguePost, deleteLeaguePost, leaguePosts } from "./league-posts";
import { leaguePicks } from "./league-picks";
import { leagueTable } from "./league-table";
import { matchLeaguePicks } from "./match-league-picks";
import { memberPicks } from "./member-picks";
import { myLeaguesWithWeek } from "./my-leagues";
import type { SqlClock } from "../platform/db/sql-clock";
import { LEAGUE_POSTS_PER_HOUR } from "../../shared/constants";

/** Invite previews a minute per network: a person opens a link a few times; a household or office shares one address. */
export const INVITE_PREVIEWS_PER_MINUTE = 30;

export interface LeagueRouteDeps {
  db: Db;
  rateLimits: boolean;
  /** Whose clock says a match has kicked off, so its members' picks show (sql-clock.ts). */
  clock: SqlClock;
}

export function leagueRoutes(app: FastifyInstance, deps: LeagueRouteDeps): void {
  const { db } = deps;
  // Making leagues and trying codes are what a script would hammer; a person does either a few times.
  const limited = (what: string, max: number) =>
    deps.rateLimits
      ? { config: { rateLimit: { max, timeWindow: "1 hour", keyGenerator: (r: FastifyRequest) => `${what}:${r.user?.id ?? networkOf(r.ip)}` } } }
      : {};
  const api = contractApp(app);
  const me = (request: FastifyRequest) => requireUser(request).id;

  api.route({ ...declared(leagueEndpoints.mine), handler: (request) => myLeaguesWithWeek(db, me(request)) });
  api.route({ ...declared(leagueEndpoints.badges), handler: (request) => prophetBadgesOf(db, me(request)) });
  api.route({ ...declared(leagueEndpoints.titles), handler: (request) => leagueTitlesOf(db, me(request)) });
  api.route({
    ...declared(leagueEndpoints.create),
    ...limited("league-create", 10),
    handler: async (request, reply) => reply.status(201).send(await createLeague(db, me(request), request.body.name)),
  });
  api.route({
    ...declared(leagueEndpoints.join),
    ...limited("league-join", 30),
    handler: (request) => joinLeague(db, me(request), request.body.code),
  });
  api.route({
    ...declared(leagueEndpoints.invite),
    ...limited("league-join", 30),
    handler: (request) => inviteOf(db, me(request), request.params.code),
  });
  // Public: a signed-out friend's landing says which league the link is for. Per network, since a
  // visitor has no player to count by (docs/decisions.md, the invite preview).
  api.route({
    ...declared(leagueEndpoints.invitePreview),
    ...(deps.rateLimits ? { config: { rateLimit: { max: INVITE_PREVIEWS_PER_MINUTE, timeWindow: "1 minute" } } } : {}),
    handler: (request) => invitePreview(db, request.params.code),
  });
  api.route({ ...declared(leagueEndpoints.get), handler: (request) => leagueOf(db, me(request), request.params.id) });
  api.route({ ...declared(leagueEndpoints.setRules), handler: (request) => changeRules(db, me(request), request.params.id, request.body) });
  api.route({ ...declared(leagueEndpoints.rename), handler: (request) => renameLeague(db, me(request), request.params.id, request.body.name) });
  api.route({
    ...declared(leagueEndpoints.close),
    handler: async (request, reply) => {
      await closeLeague(db, me(request), request.params.id);
      return reply.status(204).send();
    },
  });
  api.route({
    ...declared(leagueEndpoints.table),
    handler: (request) => leagueTable(db, me(request), request.params.id, request.query.period, request.query.back),
  });
  api.route({ ...declared(leagueEndpoints.chances), handler: (request) => leagueChances(db, me(request), request.params.id, request.query.period) });
  api.route({ ...declared(leagueEndpoints.picks), handler: (request) => leaguePicks(db, me(request), request.params.id, deps.clock) });
  api.route({ ...declared(leagueEndpoints.matchPicks), handler: (request) => matchLeaguePicks(db, me(request), request.params.id, deps.clock) });
  api.route({
    ...declared(leagueEndpoints.leave),
    handler: async (request, reply) => {
      await leaveLeague(db, me(request), request.params.id);
      return reply.status(204).send();
    },
  });
  api.route({
    ...declared(leagueEndpoints.removeMember),
    handler: async (request, reply) => {
      await removeMember(db, me(request), request.params.id, request.params.userId);
      return reply.status(204).send();
    },
  });
  api.route({
    ...declared(leagueEndpoints.memberPicks),
    handler: (request) =>
      memberPicks(db, me(request), request.params.id, request.params.userId, request.query.period, request.query.back, deps.clock),
  });
  api.route({ ...declared(leagueEndpoints.honours), handler: (request) => leagueHonours(db, me(request), request.params.id) });
  api.route({
    ...declared(leagueEndpoints.handOver),
    handler: (request) => handOverLeague(db, me(request), request.params.id, request.body.userId),
  });
  api.route({
    ...declared(leagueEndpoints.posts),
    handler: (request) => leaguePosts(db, me(request), request.params.id, request.query.before),
  });
  api.route({
    ...declared(leagueEndpoints.post),
    // Banter is a few lines a match day; a script posting to every league it is in is not.
    ...limited("league-post", LEAGUE_POSTS_PER_HOUR),
    handler: async (request, reply) => reply.status(201).send(await addLeaguePost(db, me(request), request.params.id, request.body.text)),
  });
  api.route({
    ...declared(leagueEndpoints.deletePost),
    handler: async (request, reply) => {
      await deleteLeaguePost(db, me(request), request.params.id, request.params.postId);
      return reply.status(204).send();
    },
  });
  api.route({
    ...declared(leagueEndpoints.newCode),
    ...limited("league-code", 30),
    handler: (request) => newInviteCode(db, me(request), request.params.id),
  });
}
