import type { FixtureStatus, MatchEvent, ProviderFixture, ResultRow } from "../football-provider";
import type { SeasonFixture } from "../season-table";
import type { OpenLigaGoal, OpenLigaMatch } from "./openligadb-schemas";

// OpenLigaDB's matches turned into the game's. OpenLigaDB has no status field and its data is entered by
// volunteers, so the state is read from the finished flag, the recorded score and the clock
// (docs/decisions.md#real-football). Pure functions of (match, now), tested without HTTP.

const MINUTE_MS = 60_000;
/**
 * A match not marked finished this long after kick-off is no longer taken for live: 90 minutes, the
 * break, stoppage and a cup's extra time and penalties fit well inside, with room for volunteers who set
 * the finished flag some time after the final whistle.
 */
export const LIVE_WINDOW_MS = 3 * 60 * MINUTE_MS;
const HALF_MINUTES = 45;
const HALF_TIME_BREAK_MINUTES = 15;
const REGULATION_MINUTES = 90;
/** The clock's ceiling: a goal's own minute (stoppage, a cup's extra time) may lift it, never past this. */
const MAX_MINUTE = 120;
/** Minutes after kick-off by which the first half is over even with long stoppage: half-time is due. */
const HALF_TIME_DUE_AFTER_MINUTES = 50;

/**
 * The game's league id for an OpenLigaDB shortcut. OpenLigaDB gives every season a new leagueId (4741 for
 * the Bundesliga 2024/25, 4821 for 2025/26), but the oracles fit a league on its past seasons by id, so the
 * id comes from the shortcut: the German leagues keep API-Football's ids (which football-data.co.uk's D1
 * also maps to), any other shortcut a stable FNV-1a hash.
 */
const KNOWN_LEAGUE_IDS: Record<string, number> = { bl1: 78, bl2: 79, bl3: 80, dfb: 81 };

export function leagueIdFor(shortcut: string): number {
  const known = KNOWN_LEAGUE_IDS[shortcut.toLowerCase()];
  if (known !== undefined) return known;
  let hash = 0x811c9dc5;
  for (const char of shortcut.toLowerCase()) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return 1_000_000 + (hash % 1_000_000);
}

/** "1. Fußball-Bundesliga 2025/2026" → "1. Fußball-Bundesliga": the season is the game's own business. */
export function leagueNameOf(match: OpenLigaMatch): string {
  return match.leagueName.replace(/\s+\d{4}(\/\d{2,4})?$/, "").trim() || match.leagueName;
}

export interface Score {
  home: number;
  away: number;
}

/** A goal with the side it counted for, its minute resolved, in match order. */
export interface ScoringStep {
  goal: OpenLigaGoal;
  side: "home" | "away";
  minute: number;
  /** Before half-time, as far as the reply tells. */
  firstHalf: boolean;
  home: number;
  away: number;
}

const total = (goal: OpenLigaGoal) => goal.scoreTeam1 + goal.scoreTeam2;

/** The minute with stoppage added when the reply gives it ("+11" on a goal in minute 90 is 90+11). */
function goalMinute(goal: OpenLigaGoal): number | null {
  if (goal.matchMinute == null) return null;
  const added = /^\+(\d{1,2})$/.exec(goal.comment?.trim() ?? "");
  const atHalfEnd = [45, 90, 105, 120].includes(goal.matchMinute);
  return goal.matchMinute + (added && atHalfEnd ? Number(added[1]) : 0);
}

function resultOfType(match: OpenLigaMatch, type: number): Score | null {
  const result = match.matchResults.find((candidate) => candidate.resultTypeID === type);
  return result ? { home: result.pointsTeam1, away: result.pointsTeam2 } : null;
}

/**
 * Goals in match order with their side. The list is not in order in the replies, and minutes can be
 * missing, so the order is the score's: each goal raises the total by one. The side is whichever count
 * went up; an entry that raises neither (a 0:0 placeholder) or both (a goal missing before it) names no
 * side and is left out.
 */
export function scoringSteps(match: OpenLigaMatch): ScoringStep[] {
  const ordered = [...match.goals].sort((a, b) => total(a) - total(b) || (a.matchMinute ?? 0) - (b.matchMinute ?? 0) || a.goalID - b.goalID);
  const halfTime = resultOfType(match, 1);
  const steps: ScoringStep[] = [];
  let home = 0;
  let away = 0;
  let lastMinute = 1;
  for (const goal of ordered) {
    const up1 = goal.scoreTeam1 - home;
    const up2 = goal.scoreTeam2 - away;
    if (up1 < 0 || up2 < 0 || (up1 === 0 && up2 === 0)) continue;
    home = goal.scoreTeam1;
    away = goal.scoreTeam2;
    if (up1 > 0 && up2 > 0) continue;
    // A goal without a minute takes the one before it: the clock never runs backwards.
    const minute = Math.max(goalMinute(goal) ?? lastMinute, lastMinute);
    lastMinute = minute;
    // The goal's own minute says which half (first-half stoppage comes as 45+ or as 46-59 marked overtime);
    // without one, the recorded half-time score does, else it stays in the half of the goal before it.
    const firstHalf =
      goal.matchMinute != null
        ? goal.matchMinute <= HALF_MINUTES || (goal.isOvertime === true && goal.matchMinute < 60)
        : halfTime
          ? home <= halfTime.home && away <= halfTime.away
          : (steps.at(-1)?.firstHalf ?? true);
    steps.push({ goal, side: up1 > 0 ? "home" : "away", minute, firstHalf, home, away });
  }
  return steps;
}

/** The score as recorded: the final (or, while running, current) result, else the last goal's score. */
export function recordedScore(match: OpenLigaMatch): Score | null {
  const result = resultOfType(match, 2);
  if (result) return result;
  const last = scoringSteps(match).at(-1);
  return last ? { home: last.home, away: last.away } : null;
}

/**
 * Finished with a score → completed. Otherwise by the clock: before kick-off → upcoming; within the live
 * window → live; after it, a match with a score (or marked finished without one) was played and awaits its
 * confirmation → suspended; one with nothing recorded did not take place → postponed. OpenLigaDB gives a
 * postponed match its new date in matchDateTimeUTC, which brings it back to upcoming. A finished flag
 * without any score is not trusted: volunteers have set it before entering the result.
 */
export function fixtureStatus(match: OpenLigaMatch, now: Date): FixtureStatus {
  const score = recordedScore(match);
  if (match.matchIsFinished && score) return "completed";
  const sinceKickoff = now.getTime() - match.matchDateTimeUTC.getTime();
  if (sinceKickoff < 0) return "upcoming";
  if (sinceKickoff < LIVE_WINDOW_MS) return "live";
  return score || match.matchIsFinished ? "suspended" : "postponed";
}

/**
 * The clock while live: minutes since kick-off with a 15-minute break (45 during it), stopped at 90 since
 * stoppage is not known in advance, and lifted to the latest goal's minute when that is later (stoppage,
 * extra time, a late kick-off).
 */
export function liveMinute(match: OpenLigaMatch, now: Date): number {
  const elapsed = (now.getTime() - match.matchDateTimeUTC.getTime()) / MINUTE_MS;
  const clock =
    elapsed < HALF_MINUTES
      ? Math.floor(Math.max(elapsed, 0)) + 1
      : elapsed < HALF_MINUTES + HALF_TIME_BREAK_MINUTES
        ? HALF_MINUTES
        : Math.min(REGULATION_MINUTES, Math.floor(elapsed - HALF_TIME_BREAK_MINUTES) + 1);
  const latestGoal = scoringSteps(match).at(-1)?.minute ?? 0;
  return Math.min(MAX_MINUTE, Math.max(clock, latestGoal));
}

export function toProviderFixture(match: OpenLigaMatch, league: string, now: Date): ProviderFixture {
  const status = fixtureStatus(match, now);
  const played = status === "live" || status === "suspended" || status === "completed";
  // Live with nothing recorded yet is 0-0: the game shows a running score from kick-off.
  const score = played ? (recordedScore(match) ?? { home: 0, away: 0 }) : null;
  return {
    fixtureId: String(match.matchID),
    leagueId: leagueIdFor(league),
    leagueName: leagueNameOf(match),
    matchday: match.group?.groupOrderID ?? null,
    homeTeam: match.team1.teamName,
    awayTeam: match.team2.teamName,
    kickoff: match.matchDateTimeUTC,
    status,
    minute: status === "live" ? liveMinute(match, now) : null,
    homeGoals: score?.home ?? null,
    awayGoals: score?.away ?? null,
  };
}

export function toResultRow(match: OpenLigaMatch, league: string): ResultRow | null {
  const score = recordedScore(match);
  if (!match.matchIsFinished || !score) return null;
  return {
    date: match.matchDateTimeUTC,
    leagueId: leagueIdFor(league),
    homeTeam: match.team1.teamName,
    awayTeam: match.team2.teamName,
    homeGoals: score.home,
    awayGoals: score.away,
  };
}

/**
 * Kick-off, goals and half/full time so far. Goals are keyed by OpenLigaDB's goalID, so a goal entered
 * late or corrected keeps its key; half_time comes once the clock, a second-half goal or the end says the
 * break has been reached, full_time once the match is completed.
 */
export function toMatchEvents(match: OpenLigaMatch, now: Date): MatchEvent[] {
  const status = fixtureStatus(match, now);
  if (status === "upcoming" || status === "postponed" || status === "cancelled") return [];
  const steps = scoringSteps(match);
  const elapsed = (now.getTime() - match.matchDateTimeUTC.getTime()) / MINUTE_MS;
  const halfTimeDue = status !== "live" || elapsed >= HALF_TIME_DUE_AFTER_MINUTES || steps.some((step) => !step.firstHalf);
  const events: MatchEvent[] = [{ key: "kick_off", minute: 0, kind: "kick_off", team: null, player: null, homeGoals: 0, awayGoals: 0 }];
  let halfTimeAdded = !halfTimeDue;
  const score = () => ({ homeGoals: events.at(-1)?.homeGoals ?? 0, awayGoals: events.at(-1)?.awayGoals ?? 0 });
  const addHalfTime = () => {
    events.push({
      key: "half_time",
      minute: Math.max(HALF_MINUTES, events.at(-1)?.minute ?? 0),
      kind: "half_time",
      team: null,
      player: null,
      ...score(),
    });
    halfTimeAdded = true;
  };
  for (const step of steps) {
    if (!halfTimeAdded && !step.firstHalf) addHalfTime();
    const player = step.goal.goalGetterName?.trim();
    events.push({
      key: `goal:${step.goal.goalID}`,
      minute: Math.max(step.minute, events.at(-1)?.minute ?? 0),
      kind: "goal",
      team: step.side,
      player: player ? player : null,
      homeGoals: step.home,
      awayGoals: step.away,
    });
  }
  if (!halfTimeAdded) addHalfTime();
  if (status === "completed") {
    const final = recordedScore(match) ?? { home: 0, away: 0 };
    events.push({
      key: "full_time",
      minute: Math.max(REGULATION_MINUTES, events.at(-1)?.minute ?? 0),
      kind: "full_time",
      team: null,
      player: null,
      homeGoals: final.home,
      awayGoals: final.away,
    });
  }
  return events;
}

/**
 * Names of a team's scorers in these matches, most goals first: own goals count for the other side.
 * OpenLigaDB often leaves goalGetterName empty; those goals name nobody.
 */
export function scorersOf(matches: readonly OpenLigaMatch[], team: string): string[] {
  const goals = new Map<string, number>();
  for (const match of matches) {
    const side = match.team1.teamName === team ? "home" : match.team2.teamName === team ? "away" : null;
    if (!side) continue;
    for (const step of scoringSteps(match)) {
      const name = step.goal.goalGetterName?.trim();
      const ours = step.goal.isOwnGoal === true ? step.side !== side : step.side === side;
      if (name && ours) goals.set(name, (goals.get(name) ?? 0) + 1);
    }
  }
  return [...goals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
}

/**
 * A match as its season's table counts it (season-table.ts): its final score once completed, and the named scorers of
 * its goals, each for the side it counted for; an own goal names no scorer of the table.
 */
export function toSeasonFixture(match: OpenLigaMatch, now: Date): SeasonFixture {
  const completed = fixtureStatus(match, now) === "completed";
  const teams = { home: match.team1.teamName, away: match.team2.teamName };
  return {
    fixtureId: String(match.matchID),
    round: match.group?.groupOrderID ?? 0,
    homeTeam: teams.home,
    awayTeam: teams.away,
    kickoff: match.matchDateTimeUTC,
    final: completed ? recordedScore(match) : null,
    scorers: completed
      ? scoringSteps(match).flatMap((step) => {
          const player = step.goal.goalGetterName?.trim();
          return player && step.goal.isOwnGoal !== true ? [{ player, club: teams[step.side] }] : [];
        })
      : [],
  };
}
