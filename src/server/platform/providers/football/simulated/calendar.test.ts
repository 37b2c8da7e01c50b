import { describe, expect, it } from "vitest";
import { calendarFixture, EPOCH_MS, firstIndexFrom, fixtureIdOf, kickoffMs, parseFixtureId } from "./calendar";
import { ALL_CLUBS, LEAGUES } from "./clubs";

describe("simulated clubs", () => {
  it("has the five leagues with API-Football ids and unique club names", () => {
    expect(LEAGUES.map((l) => [l.id, l.name, l.clubs.length])).toEqual([
      [39, "Premier League", 20],
      [140, "La Liga", 20],
      [135, "Serie A", 20],
      [78, "Bundesliga", 18],
      [61, "Ligue 1", 18],
    ]);
    expect(new Set(ALL_CLUBS.map((c) => c.name)).size).toBe(ALL_CLUBS.length);
  });

  it("gives every club a short squad and ratings centred on 1.0 per league", () => {
    for (const club of ALL_CLUBS) expect(club.squad.length).toBeGreaterThanOrEqual(5);
    for (const league of LEAGUES) {
      const mean = (f: (c: (typeof league.clubs)[number]) => number) => league.clubs.reduce((s, c) => s + f(c), 0) / league.clubs.length;
      expect(mean((c) => c.attack)).toBeCloseTo(1, 6);
      expect(mean((c) => c.defence)).toBeCloseTo(1, 6);
    }
  });
});

describe("simulated calendar", () => {
  it("is a pure function of seed and index", () => {
    const a = calendarFixture(7, 1234, 1);
    const b = calendarFixture(7, 1234, 1);
    expect([b.league.id, b.home.name, b.away.name]).toEqual([a.league.id, a.home.name, a.away.name]);
    const sameTeams = Array.from({ length: 50 }, (_, i) => {
      const x = calendarFixture(7, i, 1);
      const y = calendarFixture(8, i, 1);
      return x.home === y.home && x.away === y.away;
    });
    expect(sameTeams.filter(Boolean).length).toBeLessThan(5);
  });

  it("pairs two different clubs of the same league", () => {
    for (let i = 0; i < 2_000; i++) {
      const f = calendarFixture(2024, i, 1);
      expect(f.home).not.toBe(f.away);
      expect(f.home.leagueId).toBe(f.league.id);
      expect(f.away.leagueId).toBe(f.league.id);
    }
  });

  it("kicks off every 30 simulated minutes from 2024-08-01", () => {
    expect(kickoffMs(0, 1)).toBe(Date.parse("2024-08-01T00:00:00Z"));
    expect(kickoffMs(3, 1) - kickoffMs(2, 1)).toBe(30 * 60_000);
    expect(kickoffMs(10, 600)).toBe(EPOCH_MS + 30_000);
  });

  it("finds the first fixture at or after a time, even at awkward speeds", () => {
    for (const speed of [1, 7, 600, 99_999]) {
      for (const index of [0, 1, 17, 123_456, 987_654_321]) {
        const at = kickoffMs(index, speed);
        expect(firstIndexFrom(at, speed)).toBe(index);
        expect(firstIndexFrom(at + 1, speed)).toBe(index + 1);
      }
    }
    expect(firstIndexFrom(EPOCH_MS - 86_400_000, 1)).toBe(0);
  });

  it("parses only its own canonical fixture ids", () => {
    expect(parseFixtureId(2024, fixtureIdOf(2024, 42))).toBe(42);
    for (const bad of [
      "sim-2025-42",
      "sim-2024-",
      "sim-2024-007",
      "sim-2024--1",
      "sim-2024-4.2",
      "sim-2024-1e3",
      "12345",
      "",
      "sim-2024-99999999999999999",
    ]) {
      expect(parseFixtureId(2024, bad)).toBeNull();
    }
  });
});
