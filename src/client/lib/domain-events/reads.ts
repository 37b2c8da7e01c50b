import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { queryKey, routes } from "@shared/api/routes";

// The reads more than one event changes, by what they show (docs/decisions.md#client). A read only
// one event changes is named in that event's file.

/**
 * A read an event changes: a query's key, which names that query alone and not the reads whose keys
 * begin with it (["/api/matches"] is the arena's list, not every match's page), or a test that picks
 * out a family of reads whose keys carry an id or a period (every league's table).
 */
export type Read = QueryKey | ((key: QueryKey) => boolean);

/**
 * Marks the reads stale, in the order given, each once (a read named twice would be asked for twice);
 * those on screen are read again at once, the rest when they next show.
 */
export function invalidate(queryClient: QueryClient, reads: readonly Read[]): Promise<unknown> {
  const once = new Map(reads.map((read) => [typeof read === "function" ? read : JSON.stringify(read), read]));
  return Promise.all(
    [...once.values()].map((read) =>
      queryClient.invalidateQueries(typeof read === "function" ? { predicate: (query) => read(query.queryKey) } : { queryKey: read, exact: true }),
    ),
  );
}

export const userKey = queryKey(routes.auth.user);
export const matchListKey = queryKey(routes.matches.list);
export const matchKey = (matchId: number) => queryKey(routes.matches.get, { id: matchId });
export const betKey = (matchId: number) => queryKey(routes.bets.onMatch, { id: matchId });
export const betHistoryKey = queryKey(routes.bets.history);
export const betRecordKey = queryKey(routes.bets.record);
export const pickKey = (matchId: number) => queryKey(routes.picks.mine, { id: matchId });
export const pickSummaryKey = queryKey(routes.picks.summary);
export const notificationsKey = queryKey(routes.notifications.list);
export const preferencesKey = queryKey(routes.notifications.preferences);
export const referralStatsKey = queryKey(routes.referrals.stats);
export const referralLeaderboardKey = queryKey(routes.referrals.leaderboard);
export const leaderboardKey = queryKey(routes.leaderboard.players);

/** Where the player's balance shows besides the header: the players' leaderboard lists everyone's credits. */
export const balanceReads: readonly Read[] = [userKey, leaderboardKey];

/** The records a finished match moves on other pages: the oracles' stats and track record, the leaderboard, the stats page's figures. */
export const resultRecordReads: readonly Read[] = [
  queryKey(routes.oracles.aiStats),
  queryKey(routes.oracles.trackRecord),
  leaderboardKey,
  queryKey(routes.stats.users),
  queryKey(routes.stats.matches),
  queryKey(routes.stats.bets),
];

/** Every read about leagues: the player's list, each league's page and tables, the badges, an invite's preview. */
export const anyLeagueRead: Read = (key) => String(key[0]).startsWith(routes.leagues.mine.path);

const [tableBase, , tablePart] = queryKey(routes.leagues.table, { id: 0 });
const [, , chancesPart] = queryKey(routes.leagues.chances, { id: 0 });
const [, , picksPart] = queryKey(routes.leagues.picks, { id: 0 });
const [, , membersPart, , memberPicksPart] = queryKey(routes.leagues.memberPicks, { id: 0, userId: 0 });
const [, , honoursPart] = queryKey(routes.leagues.honours, { id: 0 });
const [titlesBase] = queryKey(routes.leagues.titles);
/** Every league's roll of honour, and the player's titles from them: a month's or a season's end adds its winners. */
export const anyLeagueHonours: Read = (key) => (key[0] === tableBase && key[2] === honoursPart) || key[0] === titlesBase;
/** One match's picks in the player's leagues (its page's). */
export const leagueMatchPicksKey = (matchId: number) => queryKey(routes.leagues.matchPicks, { id: matchId });
const [matchPicksBase] = leagueMatchPicksKey(0);
/** Every league's picks by match and its members' picks behind their rows, and every match page's picks in the player's leagues. */
export const anyLeaguePicks: Read = (key) =>
  (key[0] === tableBase && (key[2] === picksPart || (key[2] === membersPart && key[4] === memberPicksPart))) || key[0] === matchPicksBase;
/**
 * Every league's table and its chances of winning, in every period (the period follows the id in the key), its picks
 * by match, and the player's list of leagues, which says where they stand in each one's week: what a scored pick moves.
 */
export const anyLeagueTable: Read = (key) =>
  (key[0] === tableBase && (key.length === 1 || key[2] === tablePart || key[2] === chancesPart)) || anyLeaguePicks(key);

const [betBase] = betKey(0);
/** The player's bet on any match. */
/** Any match page's reply (GET /api/matches/:id), whichever the match. */
export const anyMatchPage: Read = (key) => key.length === 2 && key[0] === matchListKey[0] && typeof key[1] === "number";
export const anyMatchBet: Read = (key) => key[0] === betBase && key.length === 2;

const [pickBase, , pickPart] = pickKey(0);
/** The player's pick on any match. */
export const anyMatchPick: Read = (key) => key[0] === pickBase && key[2] === pickPart && key.length === 3;
