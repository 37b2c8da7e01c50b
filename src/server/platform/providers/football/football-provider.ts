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
}
