import type { FootballProvider, MatchEvent, ProviderFixture, ResultRow, SeasonTable } from "../football-provider";
import { reportOnce } from "../provider-replies";
import { seasonOn } from "../season";
import { compareScorers, seasonTableOf } from "../season-table";
import { SeasonTableCache } from "../season-table-cache";
import { ApiFootballClient } from "./api-football-client";
import { roundMatchday, toMatchEvents, toProviderFixture, toResultRow } from "./api-football-mapping";
import { eventItemSchema, fixtureItemSchema, squadItemSchema, topScorerItemSchema, type FixtureItem } from "./api-football-schemas";

// The real football source (switched on by API_FOOTBALL_KEY). Every failure surfaces as a
// ProviderError; the sync job logs it and keeps the last known data.

export interface ApiFootballProviderOptions {
  apiKey: string;
  baseUrl?: string;
  /** API-Football league ids; the default is the Premier League, La Liga, Serie A, Bundesliga, Ligue 1. */
  leagues?: number[];
  /** A fixed season; without it, the season being played on each request's date (seasonOn). */
  season?: number;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => Date;
  /** Told of the bad items a reply left out (once each), so the operator reads why a fixture is missing. */
  onProblem?: (message: string) => void;
}

/** API-Football answers at most 20 ids per `ids=` call. */
const IDS_PER_CALL = 20;
/** Squads change in transfer windows, not per sync: one call per team per day is plenty. */
const SQUAD_TTL_MS = 24 * 60 * 60 * 1000;

const isoDay = (instant: Date) => instant.toISOString().slice(0, 10);

export class ApiFootballProvider implements FootballProvider {
  readonly name = "api-football" as const;
  readonly competitions: readonly string[];
  private readonly client: ApiFootballClient;
  private readonly leagues: readonly number[];
  private readonly fixedSeason: number | undefined;
  private readonly now: () => Date;
  /** Team name → API-Football team id, learnt from fixture replies: /players/squads needs the id. */
  private readonly teamIds = new Map<string, number>();
  private readonly squads = new Map<number, { names: string[]; fetchedAt: number }>();
  private readonly seasons: SeasonTableCache;

  constructor(options: ApiFootballProviderOptions) {
    this.client = new ApiFootballClient({
      apiKey: options.apiKey,
      baseUrl: options.baseUrl ?? "https://v3.football.api-sports.io",
      fetch: options.fetch ?? globalThis.fetch,
      timeoutMs: options.timeoutMs ?? 10_000,
      ...(options.onProblem ? { onSkip: reportOnce(options.onProblem) } : {}),
    });
    this.leagues = options.leagues ?? [39, 140, 135, 78, 61];
    this.competitions = this.leagues.map(String);
    this.fixedSeason = options.season;
    this.now = options.now ?? (() => new Date());
    this.seasons = new SeasonTableCache(this.now);
  }

  requestsLeftThisMinute(): number | null {
    return this.client.requestsLeftThisMinute;
  }

  /** API-Football names a season by its first year, for calendar-year leagues too (Série A 2026 is 2026). */
  private get season(): number {
    return this.fixedSeason ?? seasonOn(this.now());
  }

  async fixturesBetween(from: Date, to: Date): Promise<ProviderFixture[]> {
    if (to.getTime() <= from.getTime()) return [];
    // `to` is exclusive, so the last day asked for is the one holding the instant just before it.
    const params = { season: String(this.season), from: isoDay(from), to: isoDay(new Date(to.getTime() - 1)) };
    const items = await this.perLeague(params);
    return this.toFixtures(items)
      .filter((fixture) => fixture.kickoff >= from && fixture.kickoff < to)
      .sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime());
  }

  async fixturesById(ids: readonly string[]): Promise<ProviderFixture[]> {
    return this.toFixtures(await this.fixtureItems(ids));
  }

  async events(fixtureId: string): Promise<MatchEvent[]> {
    // The events list names teams but not sides, and half/full time come from the status: both need the fixture.
    const [fixture] = await this.fixtureItems([fixtureId]);
    if (!fixture) return [];
    const items = await this.client.get("/fixtures/events", { fixture: String(fixture.fixture.id) }, eventItemSchema);
    return toMatchEvents(fixture, items);
  }

  async resultsBefore(before: Date, limit: number): Promise<ResultRow[]> {
    if (limit <= 0) return [];
    const items = await this.perLeague({ season: String(this.season), status: "FT-AET-PEN" });
    const rows = items
      .map(toResultRow)
      .filter((row): row is ResultRow => row !== null && row.date < before)
      .sort((a, b) => a.date.getTime() - b.date.getTime());
    return rows.slice(-limit);
  }

  async squad(team: string): Promise<string[]> {
    const teamId = this.teamIds.get(team);
    if (teamId === undefined) return [];
    const cached = this.squads.get(teamId);
    const now = this.now().getTime();
    if (cached && now - cached.fetchedAt < SQUAD_TTL_MS) return [...cached.names];
    const items = await this.client.get("/players/squads", { team: String(teamId) }, squadItemSchema);
    const names = items.flatMap((item) => item.players.map((player) => player.name));
    this.squads.set(teamId, { names, fetchedAt: now });
    return [...names];
  }

  /** The season being played (API-Football names it by its first year), for a league followed. */
  async currentSeason(leagueId: number): Promise<number | null> {
    return this.leagues.includes(leagueId) ? this.season : null;
  }

  /**
   * A season's table from its whole list of fixtures (standings of the finished ones, the ones left) and the API's
   * top scorers, two requests kept as season-table-cache.ts keeps them. Null for a league not followed, a season
   * after the next, or one the API does not hold yet.
   */
  async seasonTable(leagueId: number, season: number): Promise<SeasonTable | null> {
    if (!this.leagues.includes(leagueId) || !Number.isSafeInteger(season) || season < 1900 || season > this.season + 1) return null;
    return this.seasons.get(`${leagueId}|${season}`, season === this.season ? "current" : "other", async () => {
      const league = { league: String(leagueId), season: String(season) };
      const items = await this.client.get("/fixtures", league, fixtureItemSchema);
      if (items.length === 0) return null;
      this.remember(items);
      const scorers = await this.client.get("/players/topscorers", league, topScorerItemSchema);
      const table = seasonTableOf(
        { leagueId, leagueName: items[0]!.league.name, season },
        items.flatMap((item) => {
          const fixture = toProviderFixture(item);
          if (!fixture) return [];
          const done = fixture.status === "completed" && fixture.homeGoals !== null && fixture.awayGoals !== null;
          return [
            {
              fixtureId: fixture.fixtureId,
              round: roundMatchday(item.league.round) ?? 0,
              homeTeam: fixture.homeTeam,
              awayTeam: fixture.awayTeam,
              kickoff: fixture.kickoff,
              final: done ? { home: fixture.homeGoals!, away: fixture.awayGoals! } : null,
              scorers: [],
            },
          ];
        }),
        this.now(),
      );
      if (!table) return null;
      // A player who moved in the season is listed once, under the club of his last entry, with every goal he scored in it.
      const listed = scorers.flatMap(({ player, statistics }) => {
        const goals = statistics.reduce((sum, s) => sum + (s.goals.total ?? 0), 0);
        const club = statistics.at(-1)?.team.name;
        return goals > 0 && club ? [{ player: player.name, club, goals }] : [];
      });
      return { ...table, scorers: listed.sort(compareScorers) };
    });
  }

  private async perLeague(params: Record<string, string>): Promise<FixtureItem[]> {
    const replies = await Promise.all(
      this.leagues.map((league) => this.client.get("/fixtures", { league: String(league), ...params }, fixtureItemSchema)),
    );
    const items = replies.flat();
    this.remember(items);
    return items;
  }

  private async fixtureItems(ids: readonly string[]): Promise<FixtureItem[]> {
    // Ours are always numeric; anything else cannot be an API-Football fixture and is left out.
    const unique = [...new Set(ids.filter((id) => /^\d+$/.test(id)))];
    const batches: string[][] = [];
    for (let start = 0; start < unique.length; start += IDS_PER_CALL) batches.push(unique.slice(start, start + IDS_PER_CALL));
    const replies = await Promise.all(batches.map((batch) => this.client.get("/fixtures", { ids: batch.join("-") }, fixtureItemSchema)));
    const items = replies.flat();
    this.remember(items);
    return items;
  }

  private remember(items: readonly FixtureItem[]): void {
    for (const { teams } of items) {
      this.teamIds.set(teams.home.name, teams.home.id);
      this.teamIds.set(teams.away.name, teams.away.id);
    }
  }

  private toFixtures(items: readonly FixtureItem[]): ProviderFixture[] {
    return items.map(toProviderFixture).filter((fixture): fixture is ProviderFixture => fixture !== null);
  }
}
