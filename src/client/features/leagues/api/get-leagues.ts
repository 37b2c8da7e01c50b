import { queryOptions, useQuery } from "@tanstack/react-query";
import type {
  League,
  LeagueChances,
  LeagueHonours,
  LeagueInvite,
  LeagueTitle,
  LeaguePicks,
  LeagueTable,
  MatchLeaguePicks,
  MemberPicks,
  MyLeague,
  ProphetBadge,
} from "@shared/api/leagues";
import { queryKey, routes } from "@shared/api/routes";
import { apiRequest } from "../../../lib/api";
import type { LeaguePeriod } from "@shared/season";

/** The player's leagues. */
export const myLeaguesQueryOptions = () => queryOptions<MyLeague[]>({ queryKey: queryKey(routes.leagues.mine), refetchOnMount: "always" });
export const useMyLeagues = () => useQuery(myLeaguesQueryOptions());

/** One league's page: its members and invite code (members only). */
export const leagueQueryOptions = (id: number) => queryOptions<League>({ queryKey: queryKey(routes.leagues.get, { id }), refetchOnMount: "always" });
export const useLeague = (id: number) => useQuery(leagueQueryOptions(id));

/** The months and seasons the player won in their leagues, for the profile (stale with each league read, and each period's end). */
export const useLeagueTitles = () => useQuery(queryOptions<LeagueTitle[]>({ queryKey: queryKey(routes.leagues.titles), refetchOnMount: "always" }));

/** A league's roll of honour: its finished seasons' and months' winners (made stale when one ends: domain-events/notifications.ts). */
export const useLeagueHonours = (id: number) =>
  useQuery(queryOptions<LeagueHonours>({ queryKey: queryKey(routes.leagues.honours, { id }), refetchOnMount: "always" }));

/** A league's table for a period (the period is the URL's query string, so it has a reader of its own). */
export const leagueTableQueryOptions = (id: number, period: LeaguePeriod, back = 0) =>
  queryOptions<LeagueTable>({
    queryKey: [...queryKey(routes.leagues.table, { id }), period, back],
    queryFn: () => apiRequest(routes.leagues.table, { params: { id }, query: { period, back } }),
    refetchOnMount: "always",
    // A step back or forward keeps the period's table on screen until the next one lands, so the page does not jump;
    // another period's tab starts from its own loading state.
    placeholderData: (previous) => (previous?.period === period ? previous : undefined),
  });
export const useLeagueTable = (id: number, period: LeaguePeriod, back = 0) => useQuery(leagueTableQueryOptions(id, period, back));

/** A member's picks behind their row of the table, for the period the table shows (read when their name is tapped). */
export const memberPicksQueryOptions = (id: number, userId: number, period: LeaguePeriod, back: number) =>
  queryOptions<MemberPicks>({
    queryKey: [...queryKey(routes.leagues.memberPicks, { id, userId }), period, back],
    queryFn: () => apiRequest(routes.leagues.memberPicks, { params: { id, userId }, query: { period, back } }),
    refetchOnMount: "always",
  });
export const useMemberPicks = (id: number, userId: number, period: LeaguePeriod, back: number) =>
  useQuery(memberPicksQueryOptions(id, userId, period, back));

/**
 * "Can I still win?" for the week or the month: read again after every goal and result in the matches it counts
 * (use-league-push.ts), whenever a pick is scored (domain-events/settlement.ts), and every minute while it shows, in
 * case the socket is down.
 */
export const leagueChancesQueryOptions = (id: number, period: LeagueChances["period"]) =>
  queryOptions<LeagueChances>({
    queryKey: [...queryKey(routes.leagues.chances, { id }), period],
    queryFn: () => apiRequest(routes.leagues.chances, { params: { id }, query: { period } }),
    refetchOnMount: "always",
    refetchInterval: 60_000,
  });
export const useLeagueChances = (id: number, period: LeagueChances["period"]) => useQuery(leagueChancesQueryOptions(id, period));

/**
 * A league's picks by match: read again at every kick-off, goal and result in its matches (use-league-push.ts), when the
 * player saves a pick (domain-events/picks.ts), whenever a pick is scored, and every minute while it shows, in case
 * the socket is down.
 */
export const leaguePicksQueryOptions = (id: number) =>
  queryOptions<LeaguePicks>({ queryKey: queryKey(routes.leagues.picks, { id }), refetchOnMount: "always", refetchInterval: 60_000 });
export const useLeaguePicks = (id: number) => useQuery(leaguePicksQueryOptions(id));

/**
 * One match's picks in the player's leagues, for its page: read again at kick-off, at the result and when a pick is
 * saved (domain events); a goal moves the points on the page, not a read.
 */
export const matchLeaguePicksQueryOptions = (matchId: number) =>
  queryOptions<MatchLeaguePicks>({ queryKey: queryKey(routes.leagues.matchPicks, { id: matchId }), refetchOnMount: "always" });
export const useMatchLeaguePicks = (matchId: number) => useQuery(matchLeaguePicksQueryOptions(matchId));

/** What an invite link shows before joining. */
export const leagueInviteQueryOptions = (code: string) => queryOptions<LeagueInvite>({ queryKey: queryKey(routes.leagues.invite, { code }) });
export const useLeagueInvite = (code: string) => useQuery(leagueInviteQueryOptions(code));

/** The player's 'Prophet of the Week' badges, the latest week first. */
export const prophetBadgesQueryOptions = () => queryOptions<ProphetBadge[]>({ queryKey: queryKey(routes.leagues.badges), refetchOnMount: "always" });
export const useProphetBadges = () => useQuery(prophetBadgesQueryOptions());
