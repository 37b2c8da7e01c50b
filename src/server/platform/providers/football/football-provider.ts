// The football data interface: the simulated league (embedded default), API-Football, football-data.org
// and OpenLigaDB implement it.

/**
 * A fixture's state as the game reads it (docs/rules.md#matches). "suspended" is a match stopped after
 * kick-off that may resume; "postponed" and "cancelled" close betting (docs/decisions.md#real-football).
 */
export type FixtureStatus = "upcoming" | "live" | "suspended" | "completed" | "postponed" | "cancelled";

export type ProviderName = "simulated" | "api-football" | "football-data" | "openligadb";

export interface ProviderFixture {
  /** The provider's own id, stable across calls (stored as matches.api_fixture_id). */
  fixtureId: string;
  leagueId: number;
  leagueName: string;
  /**
   * The league's round the match belongs to, where the provider names one as a number (football-data's
   * matchday, API-Football's "Regular Season - 12", OpenLigaDB's group); null otherwise.
   */
  matchday: number | null;
  /**
   * The season the provider puts the fixture in, where it numbers its seasons (the simulated league: 1, 2, ...
   * back to back); the real providers leave it out.
   */
  season?: number | undefined;
  homeTeam: string;
  awayTeam: string;
  kickoff: Date;
  status: FixtureStatus;
  /** Match clock while live (1-90, more in stoppage); null otherwise. */
  minute: number | null;
  /** Score so far while live, final once completed; null before kick-off. */
  homeGoals: number | null;
  awayGoals: number | null;
}

export type MatchEventKind = "kick_off" | "goal" | "yellow_card" | "red_card" | "half_time" | "full_time";

export interface MatchEvent {
  /** Stable per fixture: the same event always has the same key, so sync never repeats one. */
  key: string;
  minute: number;
  kind: MatchEventKind;
  team: "home" | "away" | null;
  player: string | null;
  /** Score after this event. */
  homeGoals: number;
  awayGoals: number;
}

/** The chances of a home win, a draw and an away win: a model's, or a bookmaker's once its margin is taken out. */
export interface OutcomeProbabilities {
  home: number;
  draw: number;
  away: number;
}

/** A played match, for fitting the oracles. */
export interface ResultRow {
  date: Date;
  leagueId: number;
  homeTeam: string;
  awayTeam: string;
  homeGoals: number;
  awayGoals: number;
  /** Optional richer data when the source has it (football-data.co.uk CSVs do). */
  homeShotsOnTarget?: number | undefined;
  awayShotsOnTarget?: number | undefined;
}

export interface SeasonTableRow {
  club: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

export interface SeasonScorer {
  player: string;
  club: string;
  goals: number;
}

/** A league's season as its provider has played it so far: only matches past their final whistle count. */
export interface SeasonTable {
  leagueId: number;
  leagueName: string;
  season: number;
  /** Rounds in the season, and the rounds every match of which has reached full time. */
  rounds: number;
  roundsComplete: number;
  /** True once every match of the season has reached full time: the provider says the season is over. */
  finished: boolean;
  /** Ranked: points, then goal difference, then goals scored, then club name. */
  standings: SeasonTableRow[];
  /** Every player with a goal, most goals first, then name. */
  scorers: SeasonScorer[];
  /** Matches not yet at full time, in kick-off order. */
  remaining: Array<{ fixtureId: string; round: number; homeTeam: string; awayTeam: string; kickoff: Date }>;
  /** When the next round not yet begun kicks off first; null when every round has begun. */
  nextRoundKickoff: Date | null;
}

export interface FootballProvider {
  readonly name: ProviderName;
  /** What is followed, as the operator configured it (league ids or competition codes), for the admin page. */
  readonly competitions: readonly string[];
  /** Requests the provider still allows this minute, when it says (null when unknown or unlimited). */
  requestsLeftThisMinute(): number | null;
  /** Fixtures kicking off in [from, to), with their current status and score. */
  fixturesBetween(from: Date, to: Date): Promise<ProviderFixture[]>;
  /** Current state of the given fixtures (unknown ids are left out). */
  fixturesById(ids: readonly string[]): Promise<ProviderFixture[]>;
  /** Events of one fixture so far, in match order. */
  events(fixtureId: string): Promise<MatchEvent[]>;
  /** Completed results with kick-off before `before`, newest last, for fitting the oracles. */
  resultsBefore(before: Date, limit: number): Promise<ResultRow[]>;
  /** A short squad (real 2024/25 names where known) for goal scorers; empty when unknown. */
  squad(team: string): Promise<string[]>;
  /**
   * A league's table, scorers and remaining matches in a season, for providers that number seasons (the
   * simulated league and every real provider). Null for an unknown league, or a season not known or after the next.
   */
  seasonTable?(leagueId: number, season: number): Promise<SeasonTable | null>;
  /** The season being played (or the next to be played) in a league at this instant, for providers that number seasons. */
  currentSeason?(leagueId: number): Promise<number | null>;
}
