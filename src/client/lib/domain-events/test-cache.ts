import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { queryKey, routes, type Route } from "@shared/api/routes";

// Test support for the events' tests: a cache holding one read of every endpoint the client reads
// (two of those keyed by a match or a period), so a test sees both what an event changes and what it
// leaves alone.

export const everyRead = {
  user: queryKey(routes.auth.user),
  providers: queryKey(routes.auth.providers),
  adminCheck: queryKey(routes.admin.check),
  adminUsers: queryKey(routes.admin.users),
  adminMatches: queryKey(routes.admin.matches),
  adminBets: queryKey(routes.admin.bets),
  adminViral: queryKey(routes.admin.viral),
  adminProvider: queryKey(routes.admin.provider),
  bet7: queryKey(routes.bets.onMatch, { id: 7 }),
  bet8: queryKey(routes.bets.onMatch, { id: 8 }),
  betHistory: queryKey(routes.bets.history),
  betRecord: queryKey(routes.bets.record),
  leaderboard: queryKey(routes.leaderboard.players),
  matchList: queryKey(routes.matches.list),
  match7: queryKey(routes.matches.get, { id: 7 }),
  match8: queryKey(routes.matches.get, { id: 8 }),
  distribution7: queryKey(routes.matches.distribution, { id: 7 }),
  distribution8: queryKey(routes.matches.distribution, { id: 8 }),
  leagues: queryKey(routes.leagues.mine),
  badges: queryKey(routes.leagues.badges),
  titles: queryKey(routes.leagues.titles),
  invite: queryKey(routes.leagues.invite, { code: "ABC234" }),
  invitePreview: queryKey(routes.leagues.invitePreview, { code: "ABC234" }),
  league3: queryKey(routes.leagues.get, { id: 3 }),
  league3Week: [...queryKey(routes.leagues.table, { id: 3 }), "week"],
  league3Season: [...queryKey(routes.leagues.table, { id: 3 }), "season"],
  league3WeekChances: [...queryKey(routes.leagues.chances, { id: 3 }), "week"],
  league3Picks: queryKey(routes.leagues.picks, { id: 3 }),
  league3Posts: queryKey(routes.leagues.posts, { id: 3 }),
  league3Honours: queryKey(routes.leagues.honours, { id: 3 }),
  league3Member5Picks: [...queryKey(routes.leagues.memberPicks, { id: 3, userId: 5 }), "week", 0],
  leaguePicks7: queryKey(routes.leagues.matchPicks, { id: 7 }),
  leaguePicks8: queryKey(routes.leagues.matchPicks, { id: 8 }),
  league4: queryKey(routes.leagues.get, { id: 4 }),
  league4Week: [...queryKey(routes.leagues.table, { id: 4 }), "week"],
  notifications: queryKey(routes.notifications.list),
  preferences: queryKey(routes.notifications.preferences),
  pick7: queryKey(routes.picks.mine, { id: 7 }),
  pick8: queryKey(routes.picks.mine, { id: 8 }),
  crowd7: queryKey(routes.picks.crowd, { id: 7 }),
  crowd8: queryKey(routes.picks.crowd, { id: 8 }),
  pickSummary: queryKey(routes.picks.summary),
  openPicks: queryKey(routes.picks.open),
  prophetsWeek: [...queryKey(routes.picks.prophets), "week"],
  season: queryKey(routes.season.overview),
  aiStats: queryKey(routes.oracles.aiStats),
  trackRecord: queryKey(routes.oracles.trackRecord),
  predictionLog: [...queryKey(routes.oracles.predictionLog), "0"],
  predictionProof: [...queryKey(routes.oracles.predictionProof), "match", 7],
  predictionConsistency: [...queryKey(routes.oracles.predictionConsistency), 1, 2],
  referralStats: queryKey(routes.referrals.stats),
  referralLeaderboard: queryKey(routes.referrals.leaderboard),
  socialProof: queryKey(routes.stats.socialProof),
  statsUsers: queryKey(routes.stats.users),
  statsMatches: queryKey(routes.stats.matches),
  statsBets: queryKey(routes.stats.bets),
  viewers7: queryKey(routes.stats.matchViewers, { matchId: 7 }),
  liveActivity: queryKey(routes.live.activity),
} satisfies Record<string, QueryKey>;

export type ReadName = keyof typeof everyRead;

/** Every league read of the cache above, by name, sorted: what a change to any league makes stale. */
export const leagueReads: readonly ReadName[] = [
  "badges",
  "invite",
  "invitePreview",
  "league3",
  "league3Honours",
  "league3Member5Picks",
  "league3Picks",
  "league3Posts",
  "league3Season",
  "league3Week",
  "league3WeekChances",
  "league4",
  "league4Week",
  "leaguePicks7",
  "leaguePicks8",
  "leagues",
  "titles",
];

/** GET endpoints that are no query's read: navigations, sockets, images, the push key fetched once, service endpoints. */
export const notQueries: readonly Route[] = [
  routes.auth.logoutNavigation,
  routes.auth.providerLogin,
  routes.auth.providerCallback,
  routes.notifications.unsubscribe,
  routes.notifications.pushKey,
  routes.oracles.predictionTreeHead,
  routes.share.matchImage,
  routes.share.playerImage,
  routes.docs.openapi,
  routes.health.live,
  routes.health.ready,
  routes.live.socket,
];

/**
 * A client holding every read, none fetching by itself (nothing observes them), so an event's
 * invalidation only marks them; `data` overrides a read's cached value ({} otherwise; undefined
 * leaves the read out).
 */
export function cacheWithEveryRead(data: Partial<Record<ReadName, unknown>> = {}): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const [name, key] of Object.entries(everyRead)) client.setQueryData(key, name in data ? data[name as ReadName] : {});
  return client;
}

const names = (client: QueryClient, test: (key: QueryKey) => boolean) =>
  (Object.entries(everyRead) as [ReadName, QueryKey][]).filter(([, key]) => test(key)).map(([name]) => name);

/** The reads an event made stale, by name, sorted. */
export const staleReads = (client: QueryClient): ReadName[] => names(client, (key) => client.getQueryState(key)?.isInvalidated === true).sort();

/** The reads an event dropped from the cache, by name, sorted. */
export const droppedReads = (client: QueryClient): ReadName[] => names(client, (key) => client.getQueryState(key) === undefined).sort();
