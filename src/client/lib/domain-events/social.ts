import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { LeaguePost, LeaguePosts } from "@shared/api/leagues";
import { leagueBanterLink } from "@shared/banter-link";
import type { NotificationList } from "@shared/api/notifications";
import type { ReferralStats } from "@shared/api/referrals";
import { queryKey, routes } from "@shared/api/routes";
import { type Read, anyLeagueRead, balanceReads, invalidate, notificationsKey, referralLeaderboardKey, referralStatsKey } from "./reads";

/**
 * The player entered a friend's referral code. The Enter tab locks at once, before the reads land (a
 * code is used only once); the balance (the bonus) and the referral figures are read again.
 */
export function referralApplied(queryClient: QueryClient): Promise<unknown> {
  queryClient.setQueryData<ReferralStats>(referralStatsKey, (old) => old && { ...old, hasReferrer: true });
  return invalidate(queryClient, [...balanceReads, referralStatsKey, referralLeaderboardKey]);
}

/**
 * A league the player belongs to changed (created, joined, renamed, a new invite code, a member
 * removed): every league read is read again, the list, the pages, the tables, the badges, an invite.
 */
export function leagueChanged(queryClient: QueryClient): Promise<unknown> {
  return invalidate(queryClient, [anyLeagueRead]);
}

/**
 * The player is no longer in the league (they left it, or closed it as its owner). Its page and tables
 * would answer 403 or 404 now, so they are dropped rather than read again; the rest is leagueChanged.
 */
export function leagueLeft(queryClient: QueryClient, leagueId: number): Promise<unknown> {
  queryClient.removeQueries({ queryKey: queryKey(routes.leagues.get, { id: leagueId }) });
  return leagueChanged(queryClient);
}

/**
 * A goal or a result in a match a league's race still counts (its chances name them): the league's chances are read
 * again, in every period. The server draws the figures once per state, so every reader gets the same ones.
 */
export function leagueRaceMoved(queryClient: QueryClient, leagueId: number): Promise<unknown> {
  const [base, id, part] = queryKey(routes.leagues.chances, { id: leagueId });
  return invalidate(queryClient, [(key) => key[0] === base && key[1] === id && key[2] === part]);
}

/**
 * A kick-off, a goal or a result in a match a league's picks by match shows: that league's picks are read again, now
 * shown to every member, or as they stand at the new score, or as scored.
 */
export function leaguePicksMoved(queryClient: QueryClient, leagueId: number): Promise<unknown> {
  return invalidate(queryClient, [queryKey(routes.leagues.picks, { id: leagueId })]);
}

/** A league's banter as the page holds it: pages of posts, the newest first (useLeaguePosts). */
type PostPages = InfiniteData<LeaguePosts, number | undefined>;
/** A league's banter, for its page. */
export const leaguePostsKey = (leagueId: number) => queryKey(routes.leagues.posts, { id: leagueId });
const [postsBase, , postsPart] = leaguePostsKey(0);
/** Every league's banter: a friend's post in any of them is read again where a page shows it. */
export const anyLeaguePosts: Read = (key) => key[0] === postsBase && key[2] === postsPart;

/**
 * The page read a league's newest posts, which on the server marks that league's banter entry in the player's bell
 * read: the bell is read again when it holds an unread banter entry for the league, and not otherwise.
 */
export function leagueBanterSeen(queryClient: QueryClient, leagueId: number): Promise<unknown> {
  const bell = queryClient.getQueryData<NotificationList>(notificationsKey);
  const link = leagueBanterLink(leagueId);
  const unread = bell?.items.some((n) => n.kind === "league_banter" && !n.read && n.link === link);
  return unread ? invalidate(queryClient, [notificationsKey]) : Promise.resolve();
}

/** The player wrote to a league's banter: the reply is the post, at the top of the first page; nothing is read again. */
export function leaguePostWritten(queryClient: QueryClient, leagueId: number, post: LeaguePost): void {
  queryClient.setQueryData<PostPages>(
    leaguePostsKey(leagueId),
    (old) =>
      old && {
        ...old,
        pages: old.pages.map((page, i) => (i === 0 ? { ...page, posts: [post, ...page.posts.filter((p) => p.id !== post.id)] } : page)),
      },
  );
}

/** The player deleted a post (their own, or any as the owner): it leaves every page held; nothing is read again. */
export function leaguePostDeleted(queryClient: QueryClient, leagueId: number, postId: number): void {
  queryClient.setQueryData<PostPages>(
    leaguePostsKey(leagueId),
    (old) => old && { ...old, pages: old.pages.map((page) => ({ ...page, posts: page.posts.filter((p) => p.id !== postId) })) },
  );
}
