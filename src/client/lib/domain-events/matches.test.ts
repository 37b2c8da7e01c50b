import { describe, expect, it } from "vitest";
import type { MatchStateMessage } from "@shared/api/live";
import type { MatchStatus } from "@shared/api/matches";
import { arenaListMoved, arenaMatchChanged, kickOffPassed, matchChanged, matchesFetched, matchUnheard } from "./matches";
import { cacheWithEveryRead, everyRead, staleReads } from "./test-cache";

/** A client holding every read, match 7 among them with the given status, in the list too; match 8 never read; no open pick. */
const cacheWith = (status: MatchStatus) => {
  const match = { id: 7, status, actualScore: "0-0", minute: 10 };
  return cacheWithEveryRead({ match7: match, matchList: [match], match8: undefined, openPicks: { matches: [], total: 0, jokers: [] } });
};

const state = (status: MatchStatus, actualScore: string, minute: number | null): MatchStateMessage => ({
  type: "match",
  matchId: 7,
  status,
  actualScore,
  minute,
});

describe("matchChanged", () => {
  it("writes a goal and the minute into the cached match and list, reading nothing again", async () => {
    const client = cacheWith("live");
    await matchChanged(client, state("live", "1-0", 23));
    expect(client.getQueryData(everyRead.match7)).toMatchObject({ status: "live", actualScore: "1-0", minute: 23 });
    expect(client.getQueryData(everyRead.matchList)).toEqual([{ id: 7, status: "live", actualScore: "1-0", minute: 23 }]);
    expect(staleReads(client)).toEqual([]);
  });

  it("shows a kick-off in the cached match at once, and reads the match, its crowd, the pick, the list and the leagues' picks again (forecasts, crowd, an oracle's pick, the picks shown)", async () => {
    const client = cacheWith("upcoming");
    await matchChanged(client, state("live", "0-0", 0));
    expect(staleReads(client)).toEqual(["crowd7", "leaguePicks7", "match7", "matchList", "pick7"]);
    expect(client.getQueryData(everyRead.match7)).toMatchObject({ status: "live", actualScore: "0-0", minute: 0 });
  });

  it("reads a match again whose status moves elsewhere, keeping the cached one meanwhile", async () => {
    const client = cacheWith("live");
    await matchChanged(client, state("postponed", "0-0", null));
    expect(staleReads(client)).toEqual(["crowd7", "leaguePicks7", "match7", "matchList", "pick7"]);
    expect(client.getQueryData(everyRead.match7)).toMatchObject({ status: "live" });
  });

  it("is matchFinished when the match finishes", async () => {
    const client = cacheWith("live");
    await matchChanged(client, state("cancelled", "0-0", 30));
    expect(staleReads(client)).toEqual(expect.arrayContaining(["bet7", "match7", "pick7", "user"]));
  });

  it("only reads a match again that moves between two finished statuses", async () => {
    const client = cacheWith("cancelled");
    await matchChanged(client, state("completed", "1-1", 90));
    expect(staleReads(client)).toEqual(["crowd7", "leaguePicks7", "match7", "matchList", "pick7"]);
  });

  it("reads a missing pick again, once, when a push says the match kicked off and the player has an oracle to pick for them", async () => {
    // The kick-off showed through another read first (a reload at kick-off): the cached match is live already.
    const match = { id: 7, status: "live", actualScore: "0-0", minute: 1 };
    const cache = (data: { pick7: unknown; user: unknown }) => cacheWithEveryRead({ match7: match, matchList: [match], ...data });
    // Without an oracle, or with a pick of their own, there is nothing an oracle could have made.
    for (const data of [
      { pick7: null, user: { oracleFill: null } },
      { pick7: { home: 1, away: 0 }, user: { oracleFill: "Grok" } },
    ]) {
      const other = cache(data);
      await matchChanged(other, state("live", "0-0", 2));
      expect(staleReads(other)).toEqual([]);
    }
    const client = cache({ pick7: null, user: { oracleFill: "ChatGPT" } });
    await matchChanged(client, state("live", "0-0", 2));
    expect(staleReads(client)).toEqual(["pick7"]);
    client.setQueryData(everyRead.pick7, null);
    await matchChanged(client, state("live", "1-0", 3));
    expect(staleReads(client)).toEqual([]);
  });

  it("leaves alone the reads of a match the page has not read", async () => {
    const client = cacheWith("live");
    await matchChanged(client, { ...state("completed", "2-1", 90), matchId: 8 });
    expect(staleReads(client)).toEqual([]);
    expect(client.getQueryData(everyRead.match7)).toMatchObject({ actualScore: "0-0" });
  });
});

describe("kickOffPassed", () => {
  it("reads the match, the arena's list, the open picks and the leagues' picks on it again", async () => {
    const client = cacheWithEveryRead();
    await kickOffPassed(client, 7);
    expect(staleReads(client)).toEqual(["leaguePicks7", "match7", "matchList", "openPicks"]);
  });
});

describe("matchUnheard", () => {
  it("reads the match alone again", async () => {
    const client = cacheWithEveryRead();
    await matchUnheard(client, 7);
    expect(staleReads(client)).toEqual(["match7"]);
  });
});

describe("matchesFetched", () => {
  it("reads the arena's list, the open picks its cards read and the stats page's counts again", async () => {
    const client = cacheWithEveryRead();
    await matchesFetched(client);
    expect(staleReads(client)).toEqual(["matchList", "openPicks", "statsMatches"]);
  });
});

describe("arenaMatchChanged", () => {
  it("writes a goal and the minute into the list and a cached match page, reading nothing again", async () => {
    const client = cacheWith("live");
    const { spread, read } = arenaMatchChanged(client, state("live", "1-0", 23), true);
    await read;
    expect(spread).toEqual([]);
    expect(client.getQueryData(everyRead.matchList)).toEqual([{ id: 7, status: "live", actualScore: "1-0", minute: 23 }]);
    expect(client.getQueryData(everyRead.match7)).toMatchObject({ actualScore: "1-0", minute: 23 });
    expect(staleReads(client)).toEqual([]);
  });

  it("shows a kick-off on the card at once and says the list is to be read again", async () => {
    const client = cacheWith("upcoming");
    const { spread, read } = arenaMatchChanged(client, state("live", "0-0", 0), false);
    await read;
    expect(spread).toEqual([everyRead.matchList]);
    expect(client.getQueryData(everyRead.matchList)).toEqual([{ id: 7, status: "live", actualScore: "0-0", minute: 0 }]);
    // The cached match page is read again for what the state does not carry; the list waits for the page's spread.
    expect(staleReads(client)).toEqual(["match7"]);
  });

  it("reads the player's settled bet and balance at once when a backed match finishes, and nothing of theirs otherwise", async () => {
    const backed = cacheWith("live");
    await arenaMatchChanged(backed, state("completed", "2-1", 90), true).read;
    expect(staleReads(backed)).toEqual(expect.arrayContaining(["bet7", "betHistory", "betRecord", "user", "leaderboard"]));
    const watched = cacheWith("live");
    await arenaMatchChanged(watched, state("completed", "2-1", 90), false).read;
    expect(staleReads(watched)).toEqual(["match7"]);
  });

  it("leaves a match the arena does not list alone", async () => {
    const client = cacheWith("live");
    const { spread } = arenaMatchChanged(client, { ...state("live", "3-0", 50), matchId: 8 }, false);
    expect(spread).toEqual([]);
    expect(client.getQueryData(everyRead.matchList)).toEqual([{ id: 7, status: "live", actualScore: "0-0", minute: 10 }]);
  });
});

describe("the open picks on the arena", () => {
  const sheetMatch = (matchId: number, joker = false) => ({
    matchId,
    homeTeam: "Home",
    awayTeam: "Away",
    matchDate: "2026-12-05T15:00:00.000Z",
    leagueName: "Premier League",
    pick: { matchId, home: 1, away: 0, points: null, joker },
  });
  const sheet = (total: number) => ({
    matches: [sheetMatch(7, true), sheetMatch(9)],
    total,
    jokers: [
      { weekStart: "2026-11-30T00:00:00.000Z", matchId: 7, locked: false },
      { weekStart: "2026-12-07T00:00:00.000Z", matchId: 12, locked: false },
    ],
  });
  const arenaWith = (status: MatchStatus, total: number) => {
    const match = { id: 7, status, actualScore: "0-0", minute: null };
    return cacheWithEveryRead({ match7: undefined, matchList: [match], openPicks: sheet(total) });
  };

  it("drops a match that kicks off from the sheet and locks its joker, as the server's read would, with no read", () => {
    const client = arenaWith("upcoming", 2);
    const { spread } = arenaMatchChanged(client, state("live", "0-0", 0), false);
    expect(spread).toEqual([everyRead.matchList]);
    expect(client.getQueryData(everyRead.openPicks)).toEqual({
      matches: [sheetMatch(9)],
      total: 1,
      jokers: [
        { weekStart: "2026-11-30T00:00:00.000Z", matchId: 7, locked: true },
        { weekStart: "2026-12-07T00:00:00.000Z", matchId: 12, locked: false },
      ],
    });
  });

  it("reads a sheet cut at its cap again, since the next open match moves into it", () => {
    const client = arenaWith("upcoming", 140);
    const { spread } = arenaMatchChanged(client, state("postponed", "0-0", null), false);
    expect(spread).toEqual([everyRead.matchList, everyRead.openPicks]);
    expect(client.getQueryData(everyRead.openPicks)).toEqual(sheet(140));
  });

  it("reads the sheet again for a match back in upcoming, and leaves it alone at a full time", () => {
    expect(arenaMatchChanged(arenaWith("postponed", 2), state("upcoming", "0-0", null), false).spread).toEqual([
      everyRead.matchList,
      everyRead.openPicks,
    ]);
    const finishing = arenaWith("live", 2);
    expect(arenaMatchChanged(finishing, state("completed", "1-0", 90), false).spread).toEqual([everyRead.matchList]);
    expect(finishing.getQueryData(everyRead.openPicks)).toEqual(sheet(2));
  });
});

describe("arenaListMoved", () => {
  it("reads the arena's list and the open picks again after missed pushes, or the reads a push named", async () => {
    const client = cacheWithEveryRead();
    await arenaListMoved(client);
    expect(staleReads(client)).toEqual(["matchList", "openPicks"]);
    const named = cacheWithEveryRead();
    await arenaListMoved(named, [everyRead.matchList]);
    expect(staleReads(named)).toEqual(["matchList"]);
  });
});
