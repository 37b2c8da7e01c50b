// The embedded default football provider: a simulated world of five top leagues whose calendar and
// matches are pure functions of (seed, fixture index), read at the injected clock's "now".
import type { FootballProvider, MatchEvent, ProviderFixture, ResultRow, SeasonScorer, SeasonTable, SeasonTableRow } from "../football-provider";
import { calendarFixture, firstIndexFrom, kickoffMs, leagueSeasonFixtures, parseFixtureId, SEASON_FIXTURES, type CalendarFixture } from "./calendar";
import { findClub, findLeague, LEAGUES, type League } from "./clubs";
import { finalScore, simulateMatch, type FinalScore, type SimulatedMatch } from "./engine";
import { fullTimeAfter, MAX_STOPPAGE_MINUTES, readClock, revealedAfter, simMinutesSince } from "./match-clock";
import { remember } from "./memo";
import { addGoal, addResult, compareRows, compareScorers, emptyRow } from "../season-table";

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
// Season tallies of the leagues' current and recent seasons; one holds a season's fixtures and tables.
const TALLY_CACHE_SIZE = 32;

/**
 * A league season counted over its leading fixtures (in kick-off order) that had all reached full time at
 * asOfMs. A finished match never changes, so the next call only counts the matches finished since.
 */
interface Tally {
  fixtures: readonly CalendarFixture[];
  settled: number;
  asOfMs: number;
  rows: Map<string, SeasonTableRow>;
  /** By club and player: two clubs can have players of the same name (Vitinha). */
  scorers: Map<string, SeasonScorer>;
}

export class SimulatedProvider implements FootballProvider {
  readonly name = "simulated";
  readonly competitions = LEAGUES.map((league) => league.name);
  private readonly seed: number;
  private readonly speed: number;
  private readonly now: () => Date;
  private readonly scores = new Map<number, FinalScore>();
  private readonly matches = new Map<number, SimulatedMatch>();
  private readonly tallies = new Map<string, Tally>();

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
      if (!atFullTime(fixture, score, cutoffMs, this.speed)) continue;
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

  async currentSeason(leagueId: number): Promise<number | null> {
    const league = findLeague(leagueId);
    return league ? this.currentSeasonAt(league, this.now().getTime()) : null;
  }

  async seasonTable(leagueId: number, season: number): Promise<SeasonTable | null> {
    const league = findLeague(leagueId);
    const nowMs = this.now().getTime();
    // The season being played and the one after it: its fixtures are known, so its questions can open before it starts.
    if (!league || !Number.isSafeInteger(season) || season < 1 || season > this.currentSeasonAt(league, nowMs) + 1) return null;
    const tally = this.tallyOf(league, season, nowMs);
    const { fixtures } = tally;
    let { rows, scorers } = tally;
    let copied = false;
    const remaining: CalendarFixture[] = [];
    for (const fixture of fixtures.slice(tally.settled)) {
      // A match finished past the first unfinished one (a long stoppage before a short one) counts for this
      // call alone, on a copy: the tally's counted fixtures must stay a prefix to be extended next time.
      if (this.isFullTime(fixture, nowMs)) {
        if (!copied) [rows, scorers, copied] = [copyRows(rows), copyScorers(scorers), true];
        countMatch(rows, scorers, fixture, this.playedMatch(fixture));
      } else {
        remaining.push(fixture);
      }
    }
    const rounds = fixtures.at(-1)?.round ?? 0;
    const next = fixtures.find((f, i) => f.kickoffMs > nowMs && f.round !== fixtures[i - 1]?.round);
    return {
      leagueId: league.id,
      leagueName: league.name,
      season,
      rounds,
      roundsComplete: rounds - new Set(remaining.map((f) => f.round)).size,
      finished: remaining.length === 0,
      standings: [...rows.values()].map((row) => ({ ...row })).sort(compareRows),
      scorers: [...scorers.values()].map((scorer) => ({ ...scorer })).sort(compareScorers),
      remaining: remaining.map((f) => ({
        fixtureId: f.fixtureId,
        round: f.round,
        homeTeam: f.home.name,
        awayTeam: f.away.name,
        kickoff: new Date(f.kickoffMs),
      })),
      nextRoundKickoff: next ? new Date(next.kickoffMs) : null,
    };
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
      // The league's own round in its double round robin (1-38, or 1-34 in an 18-club league).
      matchday: fixture.round,
      season: fixture.season,
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

  /** The season of the league's first fixture not yet at full time. */
  private currentSeasonAt(league: League, nowMs: number): number {
    // Every fixture kicking off before this had its final whistle by now, whatever its stoppage; one more
    // fixture back absorbs any rounding in the division.
    const settledBefore = nowMs - (fullTimeAfter(MAX_STOPPAGE_MINUTES) * 60_000) / this.speed;
    const start = Math.max(0, firstIndexFrom(settledBefore, this.speed) - 1);
    // Every league plays every season, so one season's worth of fixtures always reaches one of its own.
    for (let index = start; index <= start + 2 * SEASON_FIXTURES; index++) {
      const fixture = calendarFixture(this.seed, index, this.speed);
      if (fixture.league.id === league.id && !this.isFullTime(fixture, nowMs)) return fixture.season;
    }
    throw new Error(`simulated calendar has no fixture of ${league.name} after fixture ${start}`);
  }

  /** The league season's tally, extended over every leading fixture that has reached full time by nowMs. */
  private tallyOf(league: League, season: number, nowMs: number): Tally {
    const key = `${league.id}:${season}`;
    // Only a clock turned back (as tests do) can make counted matches unfinished again: count afresh.
    if ((this.tallies.get(key)?.asOfMs ?? nowMs) > nowMs) this.tallies.delete(key);
    const tally = remember(this.tallies, TALLY_CACHE_SIZE, key, () => ({
      fixtures: leagueSeasonFixtures(this.seed, league.id, season, this.speed),
      settled: 0,
      asOfMs: nowMs,
      rows: new Map(league.clubs.map((club) => [club.name, emptyRow(club.name)])),
      scorers: new Map<string, SeasonScorer>(),
    }));
    for (let fixture = tally.fixtures[tally.settled]; fixture && this.isFullTime(fixture, nowMs); fixture = tally.fixtures[tally.settled]) {
      countMatch(tally.rows, tally.scorers, fixture, this.playedMatch(fixture));
      tally.settled++;
    }
    tally.asOfMs = nowMs;
    return tally;
  }

  private isFullTime(fixture: CalendarFixture, nowMs: number): boolean {
    const elapsed = simMinutesSince(fixture.kickoffMs, nowMs, this.speed);
    // Past the longest match, or short of the shortest, the stoppage cannot change the answer: no need to play it.
    if (elapsed >= fullTimeAfter(MAX_STOPPAGE_MINUTES)) return true;
    return elapsed >= fullTimeAfter(0) && atFullTime(fixture, this.scoreOf(fixture), nowMs, this.speed);
  }

  /** A finished match with its events, without crowding the live matches out of the memo: tallies keep what counts. */
  private playedMatch(fixture: CalendarFixture): SimulatedMatch {
    return this.matches.get(fixture.index) ?? simulateMatch(this.seed, fixture.index, fixture.league, fixture.home, fixture.away);
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

/** The full-time rule every reader shares: the final whistle has gone at nowMs. */
function atFullTime(fixture: CalendarFixture, score: FinalScore, nowMs: number, speed: number): boolean {
  return simMinutesSince(fixture.kickoffMs, nowMs, speed) >= fullTimeAfter(score.stoppage);
}

/** Adds a finished match to the table and the scorers: goals from the final score, scorers from the goal events. */
function countMatch(rows: Map<string, SeasonTableRow>, scorers: Map<string, SeasonScorer>, fixture: CalendarFixture, match: SimulatedMatch): void {
  addResult(rows.get(fixture.home.name), match.homeGoals, match.awayGoals);
  addResult(rows.get(fixture.away.name), match.awayGoals, match.homeGoals);
  for (const event of match.events) {
    if (event.kind !== "goal" || !event.player || !event.team) continue;
    addGoal(scorers, event.player, event.team === "home" ? fixture.home.name : fixture.away.name);
  }
}

function copyRows(rows: ReadonlyMap<string, SeasonTableRow>): Map<string, SeasonTableRow> {
  return new Map([...rows].map(([club, row]) => [club, { ...row }]));
}

function copyScorers(scorers: ReadonlyMap<string, SeasonScorer>): Map<string, SeasonScorer> {
  return new Map([...scorers].map(([key, scorer]) => [key, { ...scorer }]));
}
