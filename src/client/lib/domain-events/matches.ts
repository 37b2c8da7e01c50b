import type { QueryClient } from "@tanstack/react-query";
import type { User } from "@shared/api/auth";
import type { MatchStateMessage } from "@shared/api/live";
import type { ListedMatch, Match, MatchStatus } from "@shared/api/matches";
import type { OpenPicks } from "@shared/api/picks";
import { queryKey, routes } from "@shared/api/routes";
import { balanceReads, betKey, invalidate, leagueMatchPicksKey, matchKey, matchListKey, pickKey, userKey, type Read } from "./reads";
import { betSettledReads, matchFinished } from "./settlement";

const finished = (status: MatchStatus) => status === "completed" || status === "cancelled";

/** A match's running score and minute written into a cached copy, whose status is left as it was. */
function withState<T extends Pick<Match, "actualScore" | "minute">>(match: T, state: MatchStateMessage): T {
  return match.actualScore === state.actualScore && match.minute === state.minute
    ? match
    : { ...match, actualScore: state.actualScore, minute: state.minute };
}

/** The whole state written into a cached copy, its new status too: a kick-off shows before the read that follows it. */
const withStatus = <T extends Pick<Match, "status" | "actualScore" | "minute">>(match: T, state: MatchStateMessage): T => ({
  ...match,
  status: state.status,
  actualScore: state.actualScore,
  minute: state.minute,
});

/** Matches whose missing pick was read again after a push said they had kicked off: once a match, a tab. */
const askedAfterKickOff = new Set<number>();

/**
 * The player's pick, read again when an oracle may have made it at kick-off (docs/rules.md#oracle-picks) and the read
 * cached may be from before: the player has an oracle, the cached read found no pick, and this match's was not asked
 * again since a push said it kicked off. The server makes the pick before the match leaves upcoming and before it
 * tells, so a read after a push sees it, even where another read (a reload, the countdown) showed the kick-off first.
 */
function pickAfterKickOff(queryClient: QueryClient, state: MatchStateMessage): Read[] {
  if (state.status === "upcoming" || askedAfterKickOff.has(state.matchId)) return [];
  if (!queryClient.getQueryData<User>(userKey)?.oracleFill || queryClient.getQueryData(pickKey(state.matchId)) !== null) return [];
  askedAfterKickOff.add(state.matchId);
  return [pickKey(state.matchId)];
}

/**
 * A match's score, minute or status moved (its /ws state, docs/decisions.md#client). The running score and
 * minute go straight into the cached match and the arena's list; a new status brings what the state does not
 * carry (the forecasts revealed at kick-off, the crowd's picks, a new date), so the match and the crowd are read
 * again, a kick-off written into the cached match meanwhile; a finish is matchFinished.
 */
export function matchChanged(queryClient: QueryClient, state: MatchStateMessage): Promise<unknown> {
  const cached = queryClient.getQueryData<Match>(matchKey(state.matchId));
  queryClient.setQueryData<ListedMatch[]>(matchListKey, (list) =>
    list?.map((m) => (m.id === state.matchId && m.status === state.status ? withState(m, state) : m)),
  );
  if (!cached) return Promise.resolve();
  if (cached.status === state.status) {
    queryClient.setQueryData<Match>(matchKey(state.matchId), withState(cached, state));
    return invalidate(queryClient, pickAfterKickOff(queryClient, state));
  }
  if (finished(state.status) && !finished(cached.status)) return matchFinished(queryClient, state);
  // A kick-off shows at once (the page reads live, not a passed upcoming match, while the rest is read again).
  if (state.status === "live") queryClient.setQueryData<Match>(matchKey(state.matchId), withStatus(cached, state));
  // The kick-off froze the crowd's pick, and may have made the player's own from their oracle (docs/rules.md#oracle-picks);
  // it shows the leagues' picks.
  return invalidate(queryClient, [
    matchKey(state.matchId),
    queryKey(routes.picks.crowd, { id: state.matchId }),
    pickKey(state.matchId),
    matchListKey,
    leagueMatchPicksKey(state.matchId),
  ]);
}

/** The open picks: a kick-off closes a match, and the list's new fixtures open theirs (the arena cards' pick lines). */
const openPicksKey = queryKey(routes.picks.open);

/**
 * A kick-off time passed on the player's clock (a countdown reached zero): the match, the arena's list,
 * the open picks and the leagues' picks on the match are read again to catch the server up (betting closed,
 * the forecasts and picks revealed, the fixtures imported since).
 */
export function kickOffPassed(queryClient: QueryClient, matchId: number): Promise<unknown> {
  return invalidate(queryClient, [matchKey(matchId), matchListKey, openPicksKey, leagueMatchPicksKey(matchId)]);
}

/** No push can reach the tab (its socket is not open), so the match may have moved unheard: it is read again. */
export function matchUnheard(queryClient: QueryClient, matchId: number): Promise<unknown> {
  return invalidate(queryClient, [matchKey(matchId)]);
}

/** New real matches were pulled in: the arena's list, the open picks their cards read, the stats page's counts. */
export function matchesFetched(queryClient: QueryClient): Promise<unknown> {
  return invalidate(queryClient, [matchListKey, openPicksKey, queryKey(routes.stats.matches)]);
}

/**
 * The open picks after a match's status moved on the arena, kept without a read where the arena knows as much as
 * the server: a match that leaves upcoming (a kick-off, a postponement) leaves the sheet, and a joker on it is
 * locked. Every arena hears the same kick-off, and this read was the herd's costly half (docs/decisions.md#request-cpu).
 * A read is still due where the sheet is cut at MAX_OPEN_PICKS (the next open match moves into it, and only the
 * server knows which) and for a match back in upcoming.
 */
function openPicksFollow(queryClient: QueryClient, matchId: number, was: MatchStatus, now: MatchStatus): Read[] {
  if (now === "upcoming") return [openPicksKey];
  const open = queryClient.getQueryData<OpenPicks>(openPicksKey);
  if (was !== "upcoming" || !open) return [];
  if (open.total > open.matches.length) return [openPicksKey];
  if (!open.matches.some((m) => m.matchId === matchId)) return [];
  queryClient.setQueryData<OpenPicks>(openPicksKey, {
    matches: open.matches.filter((m) => m.matchId !== matchId),
    total: open.total - 1,
    jokers: open.jokers.map((j) => (j.matchId === matchId ? { ...j, locked: true } : j)),
  });
  return [];
}

/**
 * A match's /ws state heard on the arena, which follows every match (docs/decisions.md#client). The
 * card shows it at once: the running score and minute, and a new status too (a kick-off reads "Live 0'"
 * from the push, not after a read). A new status brings what the state does not carry (the revealed
 * calls, the final points), so `spread` names the list, to be read again by arenaListMoved, which the
 * page spreads over a few seconds, since every player on the arena hears the same push; the open picks
 * follow without a read where they can (openPicksFollow). A finish of a match the player backed reads
 * their bet's settlement at once, as the match page does; a match page the arena holds in its cache (a
 * backed live match's standing) follows as matchChanged keeps it.
 */
export function arenaMatchChanged(queryClient: QueryClient, state: MatchStateMessage, backed: boolean): { spread: Read[]; read: Promise<unknown> } {
  const was = queryClient.getQueryData<ListedMatch[]>(matchListKey)?.find((m) => m.id === state.matchId)?.status;
  queryClient.setQueryData<ListedMatch[]>(matchListKey, (list) =>
    list?.map((m) => (m.id !== state.matchId ? m : m.status === state.status ? withState(m, state) : withStatus(m, state))),
  );
  const moved = was !== undefined && was !== state.status;
  const spread = moved ? [matchListKey, ...openPicksFollow(queryClient, state.matchId, was, state.status)] : [];
  const reads: Read[] = [];
  const cached = queryClient.getQueryData<Match>(matchKey(state.matchId));
  if (cached?.status === state.status) queryClient.setQueryData<Match>(matchKey(state.matchId), withState(cached, state));
  else if (cached) reads.push(matchKey(state.matchId));
  if (backed && finished(state.status)) reads.push(...betSettledReads(betKey(state.matchId)), ...balanceReads);
  return { spread, read: invalidate(queryClient, reads) };
}

/** The arena's list and open picks after pushes were missed (its socket came back), or the reads `spread` named. */
export function arenaListMoved(queryClient: QueryClient, reads: readonly Read[] = [matchListKey, openPicksKey]): Promise<unknown> {
  return invalidate(queryClient, reads);
}
