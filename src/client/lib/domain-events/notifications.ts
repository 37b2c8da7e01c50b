import type { QueryClient } from "@tanstack/react-query";
import type { NotificationList, PreferencesReply } from "@shared/api/notifications";
import type { NotificationKind } from "@shared/constants";
import {
  anyLeagueHonours,
  anyLeagueRead,
  anyMatchBet,
  anyMatchPick,
  invalidate,
  leaderboardKey,
  notificationsKey,
  preferencesKey,
  referralLeaderboardKey,
  referralStatsKey,
  resultRecordReads,
  userKey,
  type Read,
} from "./reads";
import { betSettledReads, pickScoredReads } from "./settlement";
import { anyLeaguePosts } from "./social";

/**
 * What each kind of notification reports as changed, besides the player (read again on every signal).
 * Typed by kind, so a new kind does not compile until its reads are named here.
 */
const changedBy: Record<NotificationKind, readonly Read[]> = {
  // The player is read again on every signal, so the balance is not named here.
  bet_settled: [...betSettledReads(anyMatchBet), ...resultRecordReads],
  pick_scored: [...pickScoredReads(anyMatchPick), ...resultRecordReads],
  referral_joined: [referralStatsKey, referralLeaderboardKey, leaderboardKey],
  referral_bonus: [referralStatsKey, referralLeaderboardKey, leaderboardKey],
  league_joined: [anyLeagueRead],
  // The league's page now offers its new owner the owner's tools.
  league_owner: [anyLeagueRead],
  // A friend's post: the banter on the league's page shows it at once (and reading it marks the entry read).
  league_banter: [anyLeaguePosts],
  prophet_badge: [anyLeagueRead],
  // Told with the week's award: the table's Prophet of the Week changed with it.
  league_week: [anyLeagueRead],
  // A month's or a season's end puts its winners on the league's roll of honour; its tables were final already.
  league_month: [anyLeagueHonours],
  league_season: [anyLeagueHonours],
  kickoff_reminder: [],
};

/**
 * The server signalled news for the player (/ws, docs/decisions.md#notifications): a notification of
 * theirs was written, or they read some in another tab. The bell's list and the player (a payout
 * moves the credits in the header) are read again at once; once the list has landed, what its new
 * notifications report (a settled bet, a scored pick, a friend who joined...) is made stale too.
 */
export async function notificationArrived(queryClient: QueryClient): Promise<unknown> {
  const before = queryClient.getQueryData<NotificationList>(notificationsKey);
  const known = new Map(before?.items.map((n) => [n.id, n.changedAt]));
  await invalidate(queryClient, [notificationsKey, userKey]);
  const after = queryClient.getQueryData<NotificationList>(notificationsKey);
  // With no list read before, the unread ones are the news; a known entry that changed (a day's scored
  // picks gathering another settlement) is news again.
  const news = (after?.items ?? []).filter((n) => (before ? known.get(n.id) !== n.changedAt : !n.read));
  return invalidate(
    queryClient,
    news.flatMap((n) => changedBy[n.kind]),
  );
}

/** The player marked notifications read: the bell's list (its unread count) is read again. */
export function notificationsRead(queryClient: QueryClient): Promise<unknown> {
  return invalidate(queryClient, [notificationsKey]);
}

/** The player saved their reminder settings: the reply is the settings as stored. */
export function remindersSaved(queryClient: QueryClient, reply: PreferencesReply): void {
  queryClient.setQueryData(preferencesKey, reply);
}

/** This device subscribed to push: the reminder settings (push becomes a choice) are read again. */
export function pushSubscribed(queryClient: QueryClient): Promise<unknown> {
  return invalidate(queryClient, [preferencesKey]);
}
