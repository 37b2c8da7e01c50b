import { describe, expect, it } from "vitest";
import type { LeaguePost } from "@shared/api/leagues";
import type { Notification } from "@shared/api/notifications";
import {
  leagueBanterSeen,
  leagueChanged,
  leagueLeft,
  leaguePicksMoved,
  leaguePostDeleted,
  leaguePostWritten,
  leagueRaceMoved,
  referralApplied,
} from "./social";
import { cacheWithEveryRead, droppedReads, everyRead, leagueReads, staleReads } from "./test-cache";

describe("referralApplied", () => {
  it("locks the Enter tab at once and makes the balance and the referral figures stale", async () => {
    const client = cacheWithEveryRead({ referralStats: { code: "PROPHET-ABC", hasReferrer: false } });
    await referralApplied(client);
    expect(client.getQueryData(everyRead.referralStats)).toEqual({ code: "PROPHET-ABC", hasReferrer: true });
    expect(staleReads(client)).toEqual(["leaderboard", "referralLeaderboard", "referralStats", "user"]);
  });
});

describe("leagueChanged", () => {
  it("makes every league read stale: the list, each page and table, the badges, an invite", async () => {
    const client = cacheWithEveryRead();
    await leagueChanged(client);
    expect(staleReads(client)).toEqual([...leagueReads]);
  });
});

describe("leagueLeft", () => {
  it("drops the league's page and tables and makes the other league reads stale", async () => {
    const client = cacheWithEveryRead();
    await leagueLeft(client, 3);
    expect(droppedReads(client)).toEqual([
      "league3",
      "league3Honours",
      "league3Member5Picks",
      "league3Picks",
      "league3Posts",
      "league3Season",
      "league3Week",
      "league3WeekChances",
    ]);
    expect(staleReads(client)).toEqual([
      "badges",
      "invite",
      "invitePreview",
      "league4",
      "league4Week",
      "leaguePicks7",
      "leaguePicks8",
      "leagues",
      "titles",
    ]);
  });
});

describe("leagueRaceMoved", () => {
  it("makes that league's chances stale and nothing else: not its tables, not another league's", async () => {
    const client = cacheWithEveryRead();
    await leagueRaceMoved(client, 3);
    expect(staleReads(client)).toEqual(["league3WeekChances"]);
  });
});

describe("leaguePicksMoved", () => {
  it("makes that league's picks by match stale and nothing else: not its tables, not another league's", async () => {
    const client = cacheWithEveryRead();
    await leaguePicksMoved(client, 3);
    expect(staleReads(client)).toEqual(["league3Picks"]);
  });
});

describe("a league's banter", () => {
  const post = (id: number, text: string): LeaguePost => ({
    id,
    userId: 1,
    username: "ann",
    text,
    createdAt: "2026-12-07T18:00:00.000Z",
    canDelete: true,
  });
  const pages = (...lists: LeaguePost[][]) => ({
    pageParams: [undefined, ...lists.slice(1).map((l, i) => lists[i]!.at(-1)!.id)],
    pages: lists.map((posts, i) => ({ posts, more: i < lists.length - 1 })),
  });

  it("puts a written post at the top from the reply, and reads nothing again", () => {
    const client = cacheWithEveryRead({ league3Posts: pages([post(5, "five"), post(4, "four")], [post(2, "two")]) });
    leaguePostWritten(client, 3, post(6, "six"));
    expect(client.getQueryData(everyRead.league3Posts)).toEqual(pages([post(6, "six"), post(5, "five"), post(4, "four")], [post(2, "two")]));
    expect(staleReads(client)).toEqual([]);
  });

  it("takes a deleted post out of whichever page holds it, and reads nothing again", () => {
    const client = cacheWithEveryRead({ league3Posts: pages([post(5, "five"), post(4, "four")], [post(2, "two")]) });
    leaguePostDeleted(client, 3, 2);
    expect(client.getQueryData<{ pages: { posts: LeaguePost[] }[] }>(everyRead.league3Posts)!.pages.map((p) => p.posts.map((x) => x.id))).toEqual([
      [5, 4],
      [],
    ]);
    expect(staleReads(client)).toEqual([]);
  });

  // What the bell holds: an entry of the banter of league 3, read or not, and another league's.
  const entry = (leagueId: number, read: boolean): Notification => ({
    id: leagueId,
    kind: "league_banter",
    title: "2 new posts in Sunday Pool",
    body: "ann: “Never.”",
    link: `/leagues/${leagueId}?show=banter`,
    scoredPicks: null,
    read,
    createdAt: "2026-12-07T18:00:00.000Z",
    changedAt: "2026-12-07T18:00:00.000Z",
  });
  const bell = (...items: Notification[]) => ({ unread: items.filter((n) => !n.read).length, items });

  it("reads the bell again when the page's read of the newest posts marked its unread entry of that league read", async () => {
    const client = cacheWithEveryRead({ notifications: bell(entry(3, false)) });
    await leagueBanterSeen(client, 3);
    expect(staleReads(client)).toEqual(["notifications"]);
  });

  it("reads nothing when the bell holds no unread entry of that league's banter", async () => {
    for (const notifications of [bell(), bell(entry(3, true)), bell(entry(4, false))]) {
      const client = cacheWithEveryRead({ notifications });
      await leagueBanterSeen(client, 3);
      expect(staleReads(client), JSON.stringify(notifications)).toEqual([]);
    }
  });
});
