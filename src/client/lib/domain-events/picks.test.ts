import { describe, expect, it } from "vitest";
import type { OpenPicks, PlayerPick } from "@shared/api/picks";
import { pickRemoved, picksSaved } from "./picks";
import { cacheWithEveryRead, everyRead, staleReads } from "./test-cache";

const pick = (matchId: number, home: number, away: number) =>
  ({ matchId, home, away, points: null, joker: false, updatedAt: "2025-01-01T00:00:00Z" }) as PlayerPick;
const open = (picks: Record<number, PlayerPick | null>) =>
  ({ total: 2, matches: Object.entries(picks).map(([matchId, p]) => ({ matchId: Number(matchId), pick: p })) }) as unknown as OpenPicks;

describe("picksSaved", () => {
  it("writes each pick into its match's read and the open list, and makes the season's sums stale", async () => {
    const client = cacheWithEveryRead({ openPicks: open({ 7: null, 8: null }), pick7: null, pick8: null });
    await picksSaved(client, [pick(7, 2, 1)]);
    expect(client.getQueryData(everyRead.pick7)).toEqual(pick(7, 2, 1));
    expect(client.getQueryData(everyRead.pick8)).toBeNull();
    expect(client.getQueryData(everyRead.openPicks)).toEqual(open({ 7: pick(7, 2, 1), 8: null }));
    expect(staleReads(client)).toEqual(["pickSummary"]);
  });
});

describe("pickRemoved", () => {
  it("empties the match's read and its row of the open list, and makes the sums stale", async () => {
    const client = cacheWithEveryRead({ openPicks: open({ 7: pick(7, 1, 0), 8: pick(8, 0, 0) }), pick7: pick(7, 1, 0) });
    await pickRemoved(client, 7);
    expect(client.getQueryData(everyRead.pick7)).toBeNull();
    expect(client.getQueryData(everyRead.openPicks)).toEqual(open({ 7: null, 8: pick(8, 0, 0) }));
    expect(staleReads(client)).toEqual(["pickSummary"]);
  });
});
