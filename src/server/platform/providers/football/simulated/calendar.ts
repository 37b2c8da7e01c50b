// The fixture calendar: fixture i kicks off at EPOCH + i × interval, and which clubs meet follows from
// i alone: numbered seasons run back to back, each a double round robin per league drawn by the circle
// method on a per-season shuffle of the clubs. So any fixture can be found from its id or its time
// without storing anything.
import { LEAGUES, type Club, type League } from "./clubs";
import { remember } from "./memo";
import { pickIndex, randomFor, type Random } from "./prng";

export const EPOCH_MS = Date.UTC(2024, 7, 1);
/** One kick-off every 30 simulated minutes; a match lasts ~107, so about three are live at once. */
export const KICKOFF_INTERVAL_SIM_MS = 30 * 60_000;
/** Keeps each hash stream (calendar, minutes, stoppage, shots) independent of the others. */
export const STREAM = { calendar: 1, minute: 2, stoppage: 3, shots: 4 } as const;
/** Matchdays in a season: round m of every league is played on matchday m, so the longest league sets it. */
export const SEASON_MATCHDAYS = 38;

export interface CalendarFixture {
  index: number;
  fixtureId: string;
  league: League;
  home: Club;
  away: Club;
  kickoffMs: number;
  /** 1-based; season 1 starts at fixture 0. */
  season: number;
  /** 1-based, the league's own round (18-club leagues have 34, 20-club leagues 38). */
  round: number;
}

interface Schedule {
  league: League;
  /** Places on the circle: the clubs, plus a bye when their number is odd. */
  circle: number;
  rounds: number;
  matchesPerRound: number;
}

function scheduleOf(league: League): Schedule {
  const clubs = league.clubs.length;
  if (clubs < 2) throw new Error(`league ${league.name} needs at least two clubs`);
  const circle = clubs + (clubs % 2);
  const rounds = 2 * (circle - 1);
  if (rounds > SEASON_MATCHDAYS) throw new Error(`league ${league.name} needs ${rounds} rounds, a season has ${SEASON_MATCHDAYS}`);
  return { league, circle, rounds, matchesPerRound: Math.floor(clubs / 2) };
}

const SCHEDULES: readonly Schedule[] = LEAGUES.map(scheduleOf);

/**
 * The circle places meeting in a first-half round (0-based) and pair, home first. Place circle-1 stays
 * put while the others turn. Orienting its match by the round's parity and every other pair by the pair's
 * leaves one break (two homes or two aways running) per club but two in each half: the fewest possible.
 */
function circlePair(circle: number, round: number, pair: number): readonly [home: number, away: number] {
  const turning = circle - 1;
  if (pair === 0) return round % 2 === 1 ? [turning, round] : [round, turning];
  const a = (round + pair) % turning;
  const b = (round - pair + turning) % turning;
  return pair % 2 === 1 ? [a, b] : [b, a];
}

/** Places meeting in a season round (0-based): the second half repeats the first with home and away swapped. */
function roundPair(schedule: Schedule, round: number, slot: number): readonly [home: number, away: number] {
  const half = schedule.circle - 1;
  // With an odd number of clubs the fixed place is the bye, so its pair (pair 0) is never played.
  const pair = slot + schedule.circle - schedule.league.clubs.length;
  if (round < half) return circlePair(schedule.circle, round, pair);
  const [home, away] = circlePair(schedule.circle, round - half, pair);
  return [away, home];
}

/** Where a fixture sits in its season: its league (index in SCHEDULES), matchday (0-based), and the circle places that meet. */
interface SeasonSlot {
  schedule: number;
  matchday: number;
  homePlace: number;
  awayPlace: number;
}

// Within a matchday the leagues take turns (slot 0 of each league in LEAGUES order, then slot 1, ...),
// so each league's kick-offs spread over the whole matchday rather than one league after another.
function seasonSlots(): SeasonSlot[] {
  const slots: SeasonSlot[] = [];
  for (let matchday = 0; matchday < SEASON_MATCHDAYS; matchday++) {
    const widest = Math.max(0, ...SCHEDULES.map((s) => (s.rounds > matchday ? s.matchesPerRound : 0)));
    for (let slot = 0; slot < widest; slot++) {
      SCHEDULES.forEach((s, schedule) => {
        if (s.rounds <= matchday || slot >= s.matchesPerRound) return;
        const [homePlace, awayPlace] = roundPair(s, matchday, slot);
        slots.push({ schedule, matchday, homePlace, awayPlace });
      });
    }
  }
  return slots;
}

// The whole season's layout, computed once: mapping an index to its fixture is then a table lookup,
// which matters because the provider maps indexes on every request.
const SEASON_SLOTS: readonly SeasonSlot[] = seasonSlots();
/** Fixtures in a season, all leagues together (1,752 with today's clubs). */
export const SEASON_FIXTURES = SEASON_SLOTS.length;
/** Each league's positions in the season, in kick-off order. */
const LEAGUE_POSITIONS: readonly (readonly number[])[] = SCHEDULES.map((_, schedule) =>
  SEASON_SLOTS.flatMap((slot, position) => (slot.schedule === schedule ? [position] : [])),
);

export function kickoffIntervalMs(speed: number): number {
  return KICKOFF_INTERVAL_SIM_MS / speed;
}

/** Whole milliseconds, so a fixture's kick-off Date round-trips exactly through the database. */
export function kickoffMs(index: number, speed: number): number {
  return Math.floor(EPOCH_MS + index * kickoffIntervalMs(speed));
}

/** The first fixture index kicking off at or after timeMs (0 for times before the epoch). */
export function firstIndexFrom(timeMs: number, speed: number): number {
  let index = Math.max(0, Math.ceil((timeMs - EPOCH_MS) / kickoffIntervalMs(speed)));
  // The division and kickoffMs's flooring can disagree by one at the boundary; settle it exactly.
  while (index > 0 && kickoffMs(index - 1, speed) >= timeMs) index--;
  while (kickoffMs(index, speed) < timeMs) index++;
  return index;
}

export function fixtureIdOf(seed: number, index: number): string {
  return `sim-${seed}-${index}`;
}

/** The index in a fixture id of this seed's calendar, or null for any other id. */
export function parseFixtureId(seed: number, fixtureId: string): number | null {
  const prefix = `sim-${seed}-`;
  if (!fixtureId.startsWith(prefix)) return null;
  const rest = fixtureId.slice(prefix.length);
  if (!/^\d{1,16}$/.test(rest)) return null;
  const index = Number(rest);
  // Only the canonical spelling counts, so "sim-1-007" cannot alias fixture 7.
  return Number.isSafeInteger(index) && String(index) === rest ? index : null;
}

/** The season (1-based) fixture `index` belongs to. */
export function seasonOfIndex(index: number): number {
  return Math.floor(index / SEASON_FIXTURES) + 1;
}

export function firstIndexOfSeason(season: number): number {
  return (season - 1) * SEASON_FIXTURES;
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = pickIndex(random, i + 1);
    const swap = out[i] as T;
    out[i] = out[j] as T;
    out[j] = swap;
  }
  return out;
}

// A season's order is asked for on every fixture lookup; a few seasons of five leagues cover every
// request that spans a season boundary, and a miss costs one shuffle of twenty clubs.
const ORDER_CACHE_SIZE = 64;
const orders = new Map<string, readonly Club[]>();
// Lookups come in runs over consecutive indexes: each league's last order answers most without a key.
const lastOrders: { seed: number; season: number; clubs: readonly Club[] }[] = [];

/** The league's clubs placed on the circle for this season: a fresh draw each season, the same for the same seed. */
function seasonOrder(seed: number, schedule: number, season: number): readonly Club[] {
  const last = lastOrders[schedule];
  if (last?.seed === seed && last.season === season) return last.clubs;
  const league = SCHEDULES[schedule]?.league;
  if (!league) throw new Error(`simulated calendar has no league ${schedule}`);
  const clubs = remember(orders, ORDER_CACHE_SIZE, `${seed}:${league.id}:${season}`, () =>
    shuffled(league.clubs, randomFor(seed, STREAM.calendar, league.id, season)),
  );
  lastOrders[schedule] = { seed, season, clubs };
  return clubs;
}

export function calendarFixture(seed: number, index: number, speed: number): CalendarFixture {
  const season = seasonOfIndex(index);
  const place = SEASON_SLOTS[index - firstIndexOfSeason(season)];
  const schedule = place && SCHEDULES[place.schedule];
  if (!place || !schedule) throw new Error(`simulated calendar has no fixture ${index}`);
  const clubs = seasonOrder(seed, place.schedule, season);
  const home = clubs[place.homePlace];
  const away = clubs[place.awayPlace];
  if (!home || !away) throw new Error(`simulated calendar paired a bye in fixture ${index}`);
  return {
    index,
    fixtureId: fixtureIdOf(seed, index),
    league: schedule.league,
    home,
    away,
    kickoffMs: kickoffMs(index, speed),
    season,
    round: place.matchday + 1,
  };
}

/** All of a league's fixtures in a season, in kick-off order; none for an unknown league or a season before 1. */
export function leagueSeasonFixtures(seed: number, leagueId: number, season: number, speed: number): CalendarFixture[] {
  const schedule = SCHEDULES.findIndex((s) => s.league.id === leagueId);
  const positions = LEAGUE_POSITIONS[schedule];
  if (!positions || !Number.isSafeInteger(season) || season < 1) return [];
  const first = firstIndexOfSeason(season);
  return positions.map((position) => calendarFixture(seed, first + position, speed));
}
