import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { Bet } from "@shared/api/bets";
import { betPlaced } from "./bets";
import { cacheWithEveryRead, everyRead, staleReads } from "./test-cache";

describe("betPlaced with the bet's reply", () => {
  const bet = {
    id: 41,
    userId: 1,
    matchId: 7,
    aiSelected: "ChatGPT",
    stake: 250,
    payout: null,
    outcome: null,
    createdAt: "2026-01-01T12:00:00.000Z",
    settledAt: null,
  } satisfies Bet;
  const placed = { bet, credits: 9_750 };
  const row = { homeTeam: "Ajax", awayTeam: "PSV", matchDate: "2026-01-02T18:00:00.000Z", status: "upcoming", actualScore: null };
  const match7 = { id: 7, ...row, betCount: 3 };
  const older = { ...bet, id: 40, matchId: 8, match: { ...row, homeTeam: "Feyenoord" } };
  const record = { won: 1, lost: 2, refunded: 0, pending: 0, winRate: "33.3" };

  it("writes the balance, the bet, the history and the record, and makes stale only what the reply does not carry", async () => {
    const client = cacheWithEveryRead({ user: { id: 1, credits: 10_000 }, bet7: null, betHistory: [older], betRecord: record, match7 });
    await betPlaced(client, placed);
    expect(client.getQueryData(everyRead.user)).toEqual({ id: 1, credits: 9_750 });
    expect(client.getQueryData(everyRead.bet7)).toEqual(bet);
    expect(client.getQueryData(everyRead.betHistory)).toEqual([{ ...bet, match: row }, older]);
    expect(client.getQueryData(everyRead.betRecord)).toEqual({ ...record, pending: 1 });
    expect(staleReads(client)).toEqual(["distribution7", "leaderboard", "match7", "matchList", "statsBets"]);
  });

  it("takes the history row's teams from the arena's list, and reads the history again when no cached match has them", async () => {
    const listed = cacheWithEveryRead({ betHistory: [], match7: undefined, matchList: [match7] });
    await betPlaced(listed, placed);
    expect(listed.getQueryData(everyRead.betHistory)).toEqual([{ ...bet, match: row }]);
    expect(staleReads(listed)).not.toContain("betHistory");

    const unknown = cacheWithEveryRead({ betHistory: [older], match7: undefined, matchList: [] });
    await betPlaced(unknown, placed);
    expect(unknown.getQueryData(everyRead.betHistory)).toEqual([older]);
    expect(staleReads(unknown)).toContain("betHistory");
  });

  it("sends no read for the balance, the bet or the history that show on the page", async () => {
    const fetched: string[] = [];
    const client = new QueryClient({
      defaultOptions: {
        queries: {
          staleTime: Infinity,
          retry: false,
          queryFn: ({ queryKey }) => {
            fetched.push(queryKey.join("/"));
            return Promise.resolve(null);
          },
        },
      },
    });
    const seeded: [readonly unknown[], unknown][] = [
      [everyRead.user, { id: 1, credits: 10_000 }],
      [everyRead.bet7, null],
      [everyRead.betHistory, [older]],
      [everyRead.match7, match7],
      [everyRead.matchList, [match7]],
    ];
    for (const [key, data] of seeded) {
      client.setQueryData(key, data);
      new QueryObserver(client, { queryKey: key }).subscribe(() => undefined);
    }
    await betPlaced(client, placed);
    expect(fetched.sort()).toEqual(["/api/matches", "/api/matches/7"]);
    expect(client.getQueryData(everyRead.user)).toEqual({ id: 1, credits: 9_750 });
  });
});
