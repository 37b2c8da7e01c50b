// The rolling fixture calendar: fixture i kicks off at EPOCH + i × interval, and its clubs come from a
// hash of (seed, i), so any fixture can be found from its id or its time without storing anything.
import { ALL_CLUBS, findLeague, type Club, type League } from "./clubs";
import { pickIndex, randomFor } from "./prng";

export const EPOCH_MS = Date.UTC(2024, 7, 1);
/** One kick-off every 30 simulated minutes; a match lasts ~107, so about three are live at once. */
export const KICKOFF_INTERVAL_SIM_MS = 30 * 60_000;
/** Keeps each hash stream (calendar, minutes, stoppage, shots) independent of the others. */
export const STREAM = { calendar: 1, minute: 2, stoppage: 3, shots: 4 } as const;

export interface CalendarFixture {
  index: number;
  fixtureId: string;
  league: League;
  home: Club;
  away: Club;
  kickoffMs: number;
}

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

export function calendarFixture(seed: number, index: number, speed: number): CalendarFixture {
  const random = randomFor(seed, index, STREAM.calendar);
  // Drawing the home club from all clubs gives every club the same share of fixtures.
  const home = ALL_CLUBS[pickIndex(random, ALL_CLUBS.length)];
  const league = home && findLeague(home.leagueId);
  if (!home || !league) throw new Error("simulated calendar has no clubs");
  // Any club of the league but the home one, without building a list per fixture.
  const homeSlot = league.clubs.indexOf(home);
  const slot = pickIndex(random, league.clubs.length - 1);
  const away = league.clubs[slot >= homeSlot ? slot + 1 : slot];
  if (!away) throw new Error(`league ${league.name} needs at least two clubs`);
  return { index, fixtureId: fixtureIdOf(seed, index), league, home, away, kickoffMs: kickoffMs(index, speed) };
}
