import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { Notification, NotificationList, PreferencesReply } from "@shared/api/notifications";
import { NOTIFICATION_KINDS, type NotificationKind } from "@shared/constants";
import { notificationArrived, notificationsRead, pushSubscribed, remindersSaved } from "./notifications";
import { cacheWithEveryRead, everyRead, leagueReads, staleReads, type ReadName } from "./test-cache";

const note = (id: number, kind: NotificationKind, read = false, changedAt = "2025-01-01T00:00:00Z"): Notification => ({
  id,
  kind,
  title: kind,
  body: "",
  link: "/",
  scoredPicks: null,
  read,
  createdAt: "2025-01-01T00:00:00Z",
  changedAt,
});
const list = (...items: Notification[]): NotificationList => ({ unread: items.filter((n) => !n.read).length, items });

/**
 * A client holding every read, the bell's list among them (`before`, or a first read still under way
 * when undefined) and on screen, so a signal reads it and gets `after`.
 */
async function signal(before: NotificationList | undefined, after: NotificationList) {
  const client = cacheWithEveryRead();
  if (before) client.setQueryData(everyRead.notifications, before);
  else client.removeQueries({ queryKey: everyRead.notifications, exact: true });
  let reads = 0;
  const stop = new QueryObserver(client, {
    queryKey: everyRead.notifications,
    queryFn: async () => {
      reads += 1;
      return after;
    },
  }).subscribe(() => {});
  await notificationArrived(client);
  stop();
  return { client, reads };
}

const records: ReadName[] = ["aiStats", "leaderboard", "statsBets", "statsMatches", "statsUsers", "trackRecord"];
/** What each kind makes stale, besides the player. */
const expected: Record<NotificationKind, ReadName[]> = {
  bet_settled: ["bet7", "bet8", "betHistory", "betRecord", "matchList", ...records],
  pick_scored: [
    "league3Member5Picks",
    "league3Picks",
    "league3Season",
    "league3Week",
    "league3WeekChances",
    "league4Week",
    "leaguePicks7",
    "leaguePicks8",
    "leagues",
    "pick7",
    "pick8",
    "pickSummary",
    ...records,
  ],
  referral_joined: ["leaderboard", "referralLeaderboard", "referralStats"],
  referral_bonus: ["leaderboard", "referralLeaderboard", "referralStats"],
  league_joined: [...leagueReads],
  league_owner: [...leagueReads],
  league_banter: ["league3Posts"],
  prophet_badge: [...leagueReads],
  league_week: [...leagueReads],
  league_month: ["league3Honours", "titles"],
  league_season: ["league3Honours", "titles"],
  kickoff_reminder: [],
};

describe("notificationArrived", () => {
  it("reads the bell's list again, and the player, when nothing new came (read in another tab)", async () => {
    const { client, reads } = await signal(list(note(1, "bet_settled")), list(note(1, "bet_settled", true)));
    expect(reads).toBe(1);
    expect(client.getQueryData(everyRead.notifications)).toEqual(list(note(1, "bet_settled", true)));
    expect(staleReads(client)).toEqual(["user"]);
  });

  it.each(NOTIFICATION_KINDS)("makes stale what a new %s notification reports", async (kind) => {
    const { client } = await signal(list(note(1, "kickoff_reminder", true)), list(note(2, kind), note(1, "kickoff_reminder", true)));
    expect(staleReads(client)).toEqual([...new Set<ReadName>(["user", ...expected[kind]])].sort());
  });

  it("takes a day's scored picks entry that changed for news again, and makes its reads stale", async () => {
    const { client } = await signal(list(note(5, "pick_scored", true)), list(note(5, "pick_scored", false, "2025-01-01T00:30:00Z")));
    expect(staleReads(client)).toEqual([...new Set<ReadName>(["user", ...expected.pick_scored])].sort());
  });

  it("takes the unread notifications for news when the list's first read was still under way", async () => {
    const { client, reads } = await signal(undefined, list(note(3, "referral_joined"), note(1, "bet_settled", true)));
    expect(reads).toBe(1);
    expect(staleReads(client)).toEqual(["leaderboard", "referralLeaderboard", "referralStats", "user"]);
  });
});

describe("notificationsRead", () => {
  it("makes the bell's list stale", async () => {
    const client = cacheWithEveryRead();
    await notificationsRead(client);
    expect(staleReads(client)).toEqual(["notifications"]);
  });
});

describe("remindersSaved", () => {
  it("sets the reminder settings from the reply, reading nothing again", () => {
    const client = cacheWithEveryRead();
    const reply = {
      preferences: {},
      email: { available: true, reason: null },
      push: { available: false, reason: "x" },
      competitions: [],
    } as unknown as PreferencesReply;
    remindersSaved(client, reply);
    expect(client.getQueryData(everyRead.preferences)).toEqual(reply);
    expect(staleReads(client)).toEqual([]);
  });
});

describe("pushSubscribed", () => {
  it("makes the reminder settings (push becomes a choice) stale", async () => {
    const client = cacheWithEveryRead();
    await pushSubscribed(client);
    expect(staleReads(client)).toEqual(["preferences"]);
  });
});
