import { describe, expect, it } from "vitest";
import { rankBy } from "./ranking";

describe("rankBy", () => {
  it("sorts highest first and ties equal keys with standard competition ranking", () => {
    const ais = [
      { name: "a", elo: 1500 },
      { name: "b", elo: 1520 },
      { name: "c", elo: 1500 },
      { name: "d", elo: 1400 },
    ];
    expect(rankBy(ais, (x) => x.elo).map((x) => [x.name, x.rank])).toEqual([
      ["b", 1],
      ["a", 2],
      ["c", 2],
      ["d", 4],
    ]);
  });

  it("ties players only when XP and credits are both equal", () => {
    const players = [
      { id: 1, xp: 5, credits: 9_000 },
      { id: 2, xp: 5, credits: 12_000 },
      { id: 3, xp: 5, credits: 12_000 },
      { id: 4, xp: 7, credits: 100 },
      { id: 5, xp: 0, credits: 10_000 },
    ];
    expect(rankBy(players, (p) => [p.xp, p.credits]).map((p) => [p.id, p.rank])).toEqual([
      [4, 1],
      [2, 2],
      [3, 2],
      [1, 4],
      [5, 5],
    ]);
  });

  it("gives everyone rank 1 when all are equal, keeps the fields, and leaves the input alone", () => {
    const input = [
      { id: 1, xp: 0 },
      { id: 2, xp: 0 },
      { id: 3, xp: 0 },
    ];
    const ranked = rankBy(input, (p) => p.xp);
    expect(ranked).toEqual([
      { id: 1, xp: 0, rank: 1 },
      { id: 2, xp: 0, rank: 1 },
      { id: 3, xp: 0, rank: 1 },
    ]);
    expect(input[0]).toEqual({ id: 1, xp: 0 });
  });

  it("handles an empty list", () => {
    expect(rankBy([], () => 0)).toEqual([]);
  });
});
