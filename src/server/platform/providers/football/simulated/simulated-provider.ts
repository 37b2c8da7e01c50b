// The embedded default football provider: a simulated world of five top leagues whose calendar and
// matches are pure functions of (seed, fixture index), read at the injected clock's "now".
import type { FootballProvider, MatchEvent, ProviderFixture, ResultRow } from "../football-provider";
import { calendarFixture, firstIndexFrom, kickoffMs, parseFixtureId, type CalendarFixture } from "./calendar";
import { findClub, LEAGUES } from "./clubs";
import { finalScore, simulateMatch, type FinalScore, type SimulatedMatch } from "./engine";
import { fullTimeAfter, readClock, revealedAfter, simMinutesSince } from "./match-clock";

export interface SimulatedProviderOptions {
  seed: number;
  /** SIM_SPEED: simulated time runs this many times faster than real time. */
  speed: number;
  now?: () => Date;
}

// A runaway range (say a year at SIM_SPEED=600) would otherwise build millions of fixtures.
const MAX_FIXTURES_PER_CALL = 5_000;
// Likewise a limit meant as "all of them", which at SIM_SPEED=600 is tens of millions of matches.
const MAX_RESULTS_PER_CALL = 50_000;
// Dates end at ±8.64e15 ms; an id past that (say sim-1-9007199254740991) is as good as garbage.
const MAX_DATE_MS = 8.64e15;
// Final scores are small and asked for in thousands (oracle fits); full matches only for the few on show.
// Both are cheap to recompute when evicted.
const SCORE_CACHE_SIZE = 20_000;
const MATCH_CACHE_SIZE = 1_000;

export class SimulatedProvider implements FootballProvider {
  readonly name = "simulated";
  readonly competitions = LEAGUES.map((league) => league.name);
  private readonly seed: number;
  private readonly speed: number;
  private readonly now: () => Date;
  private readonly scores = new Map<number, FinalScore>();
  private readonly matches = new Map<number, SimulatedMatch>();

  constructor({ seed, speed, now = () => new Date() }: SimulatedProviderOptions) {
    if (!Number.isFinite(speed) || speed <= 0) throw new RangeError(`simulation speed must be above 0, got ${speed}`);
    this.seed = seed;
    this.speed = speed;
    this.now = now;
  }

  /** The simulated league asks nobody: no quota. */
  requestsLeftThisMinute(): number | null {
    return null;
  }

  async fixturesBetween(from: Date, to: Date): Promise<ProviderFixture[]> {
    const nowMs = this.now().getTime();
    const first = firstIndexFrom(from.getTime(), this.speed);
    const end = Math.min(firstIndexFrom(to.getTime(), this.speed), first + MAX_FIXTURES_PER_CALL);
    const fixtures: ProviderFixture[] = [];
    for (let index = first; index < end; index++) fixtures.push(this.fixtureAt(index, nowMs));
    return fixtures;
  }

  async fixturesById(ids: readonly string[]): Promise<ProviderFixture[]> {
    const nowMs = this.now().getTime();
    return ids.flatMap((id) => {
      const index = this.indexOf(id);
      return index === null ? [] : [this.fixtureAt(index, nowMs)];
    });
  }

  async events(fixtureId: string): Promise<MatchEvent[]> {
    const index = this.indexOf(fixtureId);
    if (index === null) return [];
    const fixture = calendarFixture(this.seed, index, this.speed);
    const elapsed = simMinutesSince(fixture.kickoffMs, this.now().getTime(), this.speed);
    if (elapsed < 0) return [];
    return this.matchOf(fixture).events.filter((event) => revealedAfter(event) <= elapsed);
  }

  async resultsBefore(before: Date, limit: number): Promise<ResultRow[]> {
    // A result counts only once its final whistle has gone both at `before` and now: no look-ahead.
    const cutoffMs = Math.min(before.getTime(), this.now().getTime());
    const cap = Math.min(limit, MAX_RESULTS_PER_CALL);
    const results: ResultRow[] = [];
    for (let index = firstIndexFrom(cutoffMs, this.speed) - 1; index >= 0 && results.length < cap; index--) {
      const fixture = calendarFixture(this.seed, index, this.speed);
      const score = this.scoreOf(fixture);
      if (simMinutesSince(fixture.kickoffMs, cutoffMs, this.speed) < fullTimeAfter(score.stoppage)) continue;
      results.push({
        date: new Date(fixture.kickoffMs),
        leagueId: fixture.league.id,
        homeTeam: fixture.home.name,
        awayTeam: fixture.away.name,
        homeGoals: score.homeGoals,
        awayGoals: score.awayGoals,
        homeShotsOnTarget: score.homeShotsOnTarget,
        awayShotsOnTarget: score.awayShotsOnTarget,
      });
    }
    return results.reverse();
  }

  async squad(team: string): Promise<string[]> {
    return [...(findClub(team)?.squad ?? [])];
  }

  private indexOf(fixtureId: string): number | null {
    const index = parseFixtureId(this.seed, fixtureId);
    return index !== null && kickoffMs(index, this.speed) <= MAX_DATE_MS ? index : null;
  }

  private fixtureAt(index: number, nowMs: number): ProviderFixture {
    const fixture = calendarFixture(this.seed, index, this.speed);
    const base = {
      fixtureId: fixture.fixtureId,
      leagueId: fixture.league.id,
      leagueName: fixture.league.name,
      // The simulated calendar draws each fixture's clubs on its own: it has no rounds to name.
      matchday: null,
      homeTeam: fixture.home.name,
      awayTeam: fixture.away.name,
      kickoff: new Date(fixture.kickoffMs),
    };
    const elapsed = simMinutesSince(fixture.kickoffMs, nowMs, this.speed);
    if (elapsed < 0) return { ...base, status: "upcoming", minute: null, homeGoals: null, awayGoals: null };
    const score = this.scoreOf(fixture);
    const clock = readClock(elapsed, score.stoppage);
    if (clock.status === "completed") return { ...base, ...clock, homeGoals: score.homeGoals, awayGoals: score.awayGoals };
    const latest = this.matchOf(fixture).events.findLast((event) => revealedAfter(event) <= elapsed);
    return { ...base, ...clock, homeGoals: latest?.homeGoals ?? 0, awayGoals: latest?.awayGoals ?? 0 };
  }

  private scoreOf(fixture: CalendarFixture): FinalScore {
    return remember(this.scores, SCORE_CACHE_SIZE, fixture.index, () =>
      finalScore(this.seed, fixture.index, fixture.league, fixture.home, fixture.away),
    );
  }

  private matchOf(fixture: CalendarFixture): SimulatedMatch {
    return remember(this.matches, MATCH_CACHE_SIZE, fixture.index, () =>
      simulateMatch(this.seed, fixture.index, fixture.league, fixture.home, fixture.away),
    );
  }
}

/** A bounded memo: when full, the oldest entry goes first. */
function remember<T>(cache: Map<number, T>, capacity: number, key: number, compute: () => T): T {
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const value = compute();
  if (cache.size >= capacity) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(key, value);
  return value;
}
