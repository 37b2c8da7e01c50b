import { QueryObserver, type QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { matchFinished, pickScoringSeen, settlementSeen } from "./settlement";
import { cacheWithEveryRead, everyRead, staleReads, type ReadName } from "./test-cache";

const finish = { type: "match", matchId: 7, status: "completed", actualScore: "2-1", minute: 90 } as const;

/** Everything a finished match moves on other pages. */
const records: ReadName[] = ["aiStats", "leaderboard", "statsBets", "statsMatches", "statsUsers", "trackRecord"];

describe("matchFinished", () => {
  it("makes stale the bet, the balance, the history and record, the list, the pick, the sums, the tables, the records and the match", async () => {
    const client = cacheWithEveryRead();
    await matchFinished(client, finish);
    expect(staleReads(client)).toEqual(
      (
        [
          "bet7",
          "betHistory",
          "betRecord",
          "league3Member5Picks",
          "league3Picks",
          "league3Season",
          "league3Week",
          "league3WeekChances",
          "league4Week",
          "leaguePicks7",
          "leaguePicks8",
          "leagues",
          "match7",
          "matchList",
          "pick7",
          "pickSummary",
          "user",
          ...records,
        ] as ReadName[]
      ).sort(),
    );
  });

  it("asks for the player's reads before the match", async () => {
    const client = cacheWithEveryRead();
    const asked: QueryKey[] = [];
    const stops = [everyRead.match7, everyRead.pick7, everyRead.user, everyRead.bet7].map((queryKey) =>
      new QueryObserver(client, {
        queryKey,
        queryFn: async () => {
          asked.push(queryKey);
          return {};
        },
      }).subscribe(() => {}),
    );
    await matchFinished(client, finish);
    for (const stop of stops) stop();
    expect(asked).toEqual([everyRead.bet7, everyRead.user, everyRead.pick7, everyRead.match7]);
  });
});

describe("settlementSeen", () => {
  it("makes the bet's side of the settlement stale, not the match the page has just read", async () => {
    const client = cacheWithEveryRead();
    await settlementSeen(client, 7);
    expect(staleReads(client)).toEqual((["bet7", "betHistory", "betRecord", "matchList", "user", ...records] as ReadName[]).sort());
  });
});

describe("pickScoringSeen", () => {
  it("makes the pick's side of the settlement stale: the pick, the sums, every league table and the list of leagues", async () => {
    const client = cacheWithEveryRead();
    await pickScoringSeen(client, 7);
    expect(staleReads(client)).toEqual(
      (
        [
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
          "pickSummary",
          ...records,
        ] as ReadName[]
      ).sort(),
    );
  });
});
