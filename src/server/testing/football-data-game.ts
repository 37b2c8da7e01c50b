import { vi } from "vitest";
import { FootballDataProvider } from "../platform/providers/football/football-data/football-data-provider";
import type { FootballDataWorld } from "./football-data-world";

// What the football-data.org sync suites start from: a played season the oracles fit on, and the adapter
// on the test's clock.

const DAY = 24 * 60 * 60_000;

/**
 * Every pairing of `clubs` played once, two days apart from 18 August 2025, finished with the score
 * `score(n)` gives the n-th match (from 1): each suite keeps the history its oracles' calls were written for.
 */
export function addPlayedSeason(world: FootballDataWorld, clubs: readonly string[], score: (n: number) => [number, number]): void {
  let n = 0;
  for (const home of clubs) {
    for (const away of clubs) {
      if (home === away) continue;
      n += 1;
      const [homeGoals, awayGoals] = score(n);
      const kickoff = new Date(Date.UTC(2025, 7, 16) + n * 2 * DAY);
      world.addMatch({ competition: "PL", home, away, kickoff, status: "FINISHED", homeGoals, awayGoals });
    }
  }
}

/** The adapter on `world`, following the Premier League; the plan's waits pass on the test's clock, not the wall's. */
export function footballDataOnTestClock(world: FootballDataWorld): FootballDataProvider {
  return new FootballDataProvider({
    apiKey: world.apiKey,
    baseUrl: world.url,
    competitions: ["PL"],
    sleep: async (ms) => void vi.setSystemTime(Date.now() + ms),
  });
}
