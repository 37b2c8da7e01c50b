import type { FixtureStatus, ProviderFixture, ResultRow } from "../football-provider";
import type { MatchItem } from "./football-data-schemas";

// football-data.org's match shapes turned into the game's. Pure functions, so every status and every way a
// match can end is tested without HTTP.

/** The match statuses of the v4 lookup tables, plus LIVE, the documented pseudo-status for IN_PLAY/PAUSED. */
const STATUS_BY_CODE: Record<string, FixtureStatus> = {
  SCHEDULED: "upcoming",
  TIMED: "upcoming",
  IN_PLAY: "live",
  PAUSED: "live",
  EXTRA_TIME: "live",
  PENALTY_SHOOTOUT: "live",
  LIVE: "live",
  FINISHED: "completed",
  // Decided at the table; the awarded score stands in fullTime (docs/decisions.md#real-football).
  AWARDED: "completed",
  // utcDate already holds the new date when one is set.
  POSTPONED: "postponed",
  SUSPENDED: "suspended",
  CANCELLED: "cancelled",
};

/** null for a status football-data has not documented: better to skip a fixture than guess a state bets settle on. */
export function mapStatus(code: string): FixtureStatus | null {
  return STATUS_BY_CODE[code] ?? null;
}

export interface Score {
  home: number;
  away: number;
}

const pair = (value: { home: number | null; away: number | null } | null | undefined): Score | null =>
  value && value.home !== null && value.away !== null ? { home: value.home, away: value.away } : null;

/** Whether the match went past 90 minutes (score.duration EXTRA_TIME or PENALTY_SHOOTOUT). */
export function wentPastNinety(match: MatchItem): boolean {
  const duration = match.score.duration;
  return duration === "EXTRA_TIME" || duration === "PENALTY_SHOOTOUT";
}

/**
 * The score the game plays on: the one after 90 minutes (docs/decisions.md#real-football). fullTime is the
 * running score and, once a tie goes on, adds extra time and even the shoot-out (1-1, 0-0 extra time, 6-5 on
 * penalties is a fullTime of 7-6); regularTime holds the 90 minutes. Without it, the extra-time and shoot-out
 * goals are taken off fullTime.
 */
export function scoreAtNinety(match: MatchItem): Score | null {
  const fullTime = pair(match.score.fullTime);
  if (!fullTime || !wentPastNinety(match)) return fullTime;
  const regular = pair(match.score.regularTime);
  if (regular) return regular;
  const extra = pair(match.score.extraTime) ?? { home: 0, away: 0 };
  const shootout = pair(match.score.penalties) ?? { home: 0, away: 0 };
  return {
    home: Math.max(0, fullTime.home - extra.home - shootout.home),
    away: Math.max(0, fullTime.away - extra.away - shootout.away),
  };
}

/** The match clock: the reply's minute plus its stoppage (90 + 4 is 94), when the reply has one. */
export function clockMinute(match: MatchItem): number | null {
  if (match.minute === null) return null;
  return match.minute + (match.injuryTime ?? 0);
}

export function toProviderFixture(match: MatchItem): ProviderFixture | null {
  const status = mapStatus(match.status);
  const { homeTeam, awayTeam } = match;
  if (!status || homeTeam.name === null || awayTeam.name === null) return null;
  // Before kick-off (and when put off before it) there is no score, whatever the reply's nulls or zeros.
  const score = status === "upcoming" || status === "postponed" ? null : scoreAtNinety(match);
  return {
    fixtureId: String(match.id),
    leagueId: match.competition.id,
    leagueName: match.competition.name,
    matchday: match.matchday ?? null,
    homeTeam: homeTeam.name,
    awayTeam: awayTeam.name,
    kickoff: new Date(match.utcDate),
    status,
    minute: status === "live" ? clockMinute(match) : null,
    homeGoals: score?.home ?? null,
    awayGoals: score?.away ?? null,
  };
}

export function toResultRow(match: MatchItem): ResultRow | null {
  const score = scoreAtNinety(match);
  if (mapStatus(match.status) !== "completed" || !score || match.homeTeam.name === null || match.awayTeam.name === null) return null;
  return {
    date: new Date(match.utcDate),
    leagueId: match.competition.id,
    homeTeam: match.homeTeam.name,
    awayTeam: match.awayTeam.name,
    homeGoals: score.home,
    awayGoals: score.away,
  };
}
