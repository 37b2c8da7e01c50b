import type { FootballProvider, MatchEvent, ProviderFixture, ResultRow } from "../football-provider";
import { reportOnce } from "../provider-replies";
import { seasonOn } from "../season";
import { ApiFootballClient } from "./api-football-client";
import { toMatchEvents, toProviderFixture, toResultRow } from "./api-football-mapping";
import { eventItemSchema, fixtureItemSchema, squadItemSchema, type FixtureItem } from "./api-football-schemas";

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
