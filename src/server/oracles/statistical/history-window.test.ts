import { describe, expect, it } from "vitest";
import type { ResultRow } from "../../platform/providers/football/football-provider";
import { FitCache, ageInDays, historyBefore, historyKey } from "./history-window";

const row = (iso: string, leagueId: number, homeTeam = "A", awayTeam = "B"): ResultRow => ({
  date: new Date(iso),
  leagueId,
  homeTeam,
  awayTeam,
  homeGoals: 1,
  awayGoals: 0,
});

describe("history window", () => {
  const kickoff = new Date("2024-03-02T15:00:00Z");

  it("keeps only the league's rows strictly before kick-off, oldest first", () => {
    const rows = [
      row("2024-02-20T00:00:00Z", 1),
      row("2024-02-10T00:00:00Z", 1),
      row("2024-02-25T00:00:00Z", 2),
      row("2024-03-02T15:00:00Z", 1),
      row("2024-03-09T00:00:00Z", 1),
    ];
    const kept = historyBefore(rows, 1, kickoff);
    expect(kept.map((r) => r.date.toISOString().slice(0, 10))).toEqual(["2024-02-10", "2024-02-20"]);
  });

  it("falls back to every league's earlier rows when none match the league", () => {
    const rows = [row("2024-02-20T00:00:00Z", 7), row("2024-03-05T00:00:00Z", 7)];
    expect(historyBefore(rows, 1, kickoff)).toHaveLength(1);
  });

  it("keys equal histories alike and different ones apart", () => {
    const a = [row("2024-02-10T00:00:00Z", 1), row("2024-02-20T00:00:00Z", 1)];
    const b = [row("2024-02-10T00:00:00Z", 1), { ...row("2024-02-20T00:00:00Z", 1), homeGoals: 4 }];
    expect(historyKey(1, a)).toBe(historyKey(1, [...a]));
    expect(historyKey(1, a)).not.toBe(historyKey(1, b));
    expect(historyKey(1, a)).not.toBe(historyKey(2, a));
    expect(historyKey(1, a)).not.toBe(historyKey(1, a.slice(0, 1)));
  });

  it("fits once per key and forgets the least recently used", () => {
    const cache = new FitCache<number>(2);
    let fits = 0;
    const fit = () => ++fits;
    expect(cache.getOrFit("x", fit)).toBe(1);
    expect(cache.getOrFit("x", fit)).toBe(1);
    cache.getOrFit("y", fit);
    cache.getOrFit("x", fit);
    cache.getOrFit("z", fit); // evicts y, the least recently used
    expect(cache.size).toBe(2);
    expect(cache.getOrFit("x", fit)).toBe(1);
    expect(cache.getOrFit("y", fit)).toBe(4);
  });

  it("measures ages in days, never negative", () => {
    expect(ageInDays(new Date("2024-01-01T00:00:00Z"), new Date("2024-01-11T00:00:00Z"))).toBe(10);
    expect(ageInDays(new Date("2024-01-11T00:00:00Z"), new Date("2024-01-01T00:00:00Z"))).toBe(0);
  });
});
