import { describe, expect, it } from "vitest";
import type { OpenPicks, PlayerPick } from "@shared/api/picks";
import { jokerMoved, pickRemoved, picksSaved } from "./picks";
import { cacheWithEveryRead, everyRead, staleReads } from "./test-cache";

const pick = (matchId: number, home: number, away: number) =>
  ({ matchId, home, away, points: null, joker: false, byOracle: null, updatedAt: "2025-01-01T00:00:00Z" }) as PlayerPick;
const open = (picks: Record<number, PlayerPick | null>) =>
  ({ total: 2, matches: Object.entries(picks).map(([matchId, p]) => ({ matchId: Number(matchId), pick: p })) }) as unknown as OpenPicks;

describe("picksSaved", () => {
  it("writes each pick into its match's read and the open list, and makes the season's sums stale", async () => {
    const client = cacheWithEveryRead({ openPicks: open({ 7: null, 8: null }), pick7: null, pick8: null });
    await picksSaved(client, [pick(7, 2, 1)]);
    expect(client.getQueryData(everyRead.pick7)).toEqual(pick(7, 2, 1));
    expect(client.getQueryData(everyRead.pick8)).toBeNull();
    expect(client.getQueryData(everyRead.openPicks)).toEqual(open({ 7: pick(7, 2, 1), 8: null }));
    expect(staleReads(client)).toEqual(["league3Member5Picks", "league3Picks", "leaguePicks7", "leaguePicks8", "pickSummary"]);
  });
});

describe("pickRemoved", () => {
  it("empties the match's read and its row of the open list, and makes the sums stale", async () => {
    const client = cacheWithEveryRead({ openPicks: open({ 7: pick(7, 1, 0), 8: pick(8, 0, 0) }), pick7: pick(7, 1, 0) });
    await pickRemoved(client, 7);
    expect(client.getQueryData(everyRead.pick7)).toBeNull();
    expect(client.getQueryData(everyRead.openPicks)).toEqual(open({ 7: null, 8: pick(8, 0, 0) }));
    expect(staleReads(client)).toEqual(["league3Member5Picks", "league3Picks", "leaguePicks7", "leaguePicks8", "pickSummary"]);
  });
});

describe("jokerMoved", () => {
  // Matches 7 and 8 kick off in the week of Monday 13 January 2025; 9 in the next week.
  const week = "2025-01-13T00:00:00.000Z";
  const sheet = (jokerOn: number | null): OpenPicks => ({
    total: 3,
    matches: [
      {
        matchId: 7,
        homeTeam: "A",
        awayTeam: "B",
        matchDate: "2025-01-14T19:00:00.000Z",
        leagueName: "L",
        pick: { ...pick(7, 1, 0), joker: jokerOn === 7 },
      },
      {
        matchId: 8,
        homeTeam: "C",
        awayTeam: "D",
        matchDate: "2025-01-19T15:00:00.000Z",
        leagueName: "L",
        pick: { ...pick(8, 0, 0), joker: jokerOn === 8 },
      },
      { matchId: 9, homeTeam: "E", awayTeam: "F", matchDate: "2025-01-20T19:00:00.000Z", leagueName: "L", pick: { ...pick(9, 2, 2), joker: true } },
    ],
    jokers: [
      ...(jokerOn ? [{ weekStart: week, matchId: jokerOn, locked: false }] : []),
      { weekStart: "2025-01-20T00:00:00.000Z", matchId: 9, locked: false },
    ],
  });

  it("moves the week's joker on the open list and in both picks' reads, leaving other weeks and every read fresh", async () => {
    const client = cacheWithEveryRead({ openPicks: sheet(7), pick7: { ...pick(7, 1, 0), joker: true }, pick8: pick(8, 0, 0) });
    jokerMoved(client, { joker: { weekStart: week, matchId: 8, locked: false } });
    expect(client.getQueryData(everyRead.openPicks)).toEqual(sheet(8));
    expect(client.getQueryData<PlayerPick>(everyRead.pick7)?.joker).toBe(false);
    expect(client.getQueryData<PlayerPick>(everyRead.pick8)?.joker).toBe(true);
    expect(staleReads(client)).toEqual([]);
  });

  it("takes it off the one pick, and the week has none", () => {
    const client = cacheWithEveryRead({ openPicks: sheet(8), pick8: { ...pick(8, 0, 0), joker: true } });
    jokerMoved(client, { removedFrom: 8 });
    expect(client.getQueryData(everyRead.openPicks)).toEqual(sheet(null));
    expect(client.getQueryData<PlayerPick>(everyRead.pick8)?.joker).toBe(false);
  });
});
