import type { FootballProvider, MatchEvent, ProviderFixture, ResultRow, SeasonTable } from "../football-provider";
import { ProviderError } from "../provider-error";
import { parseAll, reportOnce, type SkipReport } from "../provider-replies";
import { seasonOn, type SeasonCalendar } from "../season";
import { compareScorers, seasonTableOf } from "../season-table";
import { SeasonTableCache } from "../season-table-cache";
import { FootballDataClient } from "./football-data-client";
import { observe, toMatchEvents, type FixtureMemory } from "./football-data-events";
import { mapStatus, toProviderFixture, toResultRow } from "./football-data-mapping";
import { competitionListSchema, matchItemSchema, matchListEnvelope, scorerListSchema, teamListSchema, type MatchItem } from "./football-data-schemas";

// football-data.org v4 (switched on by FOOTBALL_PROVIDER=football-data and FOOTBALL_DATA_KEY). The free plan
// allows ten requests a minute, so the request plan is the design: one request for every followed
// competition's fixtures, one per ten fixtures to follow live, none for events (they come from those
// replies), and history and squads cached for hours. Every failure surfaces as a ProviderError; the sync
// job logs it and keeps the last known data.

export interface FootballDataProviderOptions {
  apiKey: string;
  /** Default https://api.football-data.org/v4. */
  baseUrl?: string;
  /** Competition codes; the default is the Premier League, La Liga, Serie A, Bundesliga, Ligue 1. */
  competitions?: string[];
  /** The plan's limit; the default is the free plan's. */
  requestsPerMinute?: number;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  /** Told when a configured competition or a bad match is left out (a match once), so the operator reads why (logs, admin page). */
  onProblem?: (message: string) => void;
}

/**
 * The documentation sets no limit on `ids=`; the list resources default to ten items, so a batch never
 * asks for more than a list may answer.
 */
const IDS_PER_CALL = 10;
/** "Specified period must not exceed 10 days": wider ranges are asked in windows this long. */
const MAX_WINDOW_DAYS = 10;
/** Finished matches change only when a game is played: the oracles' history costs ≤ 2 requests a competition per 6 h. */
const RESULTS_TTL_MS = 6 * 60 * 60 * 1000;
/** Squads change in transfer windows, not per sync: one request a competition a day. */
const SQUADS_TTL_MS = 24 * 60 * 60 * 1000;
/** The scorers' list is asked this long: the top scorer is always among them. */
const SCORERS_LISTED = 100;
/** After a look at the competition list found every code readable, another failure is not blamed on a code for this long. */
const CATALOGUE_TTL_MS = 60 * 60 * 1000;
/** A fixture's memory (its goals so far) is kept this long after the last reply that had it. */
const MEMORY_TTL_MS = 3 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How the API refuses a request naming a competition it does not know or the plan does not cover (docs: 400, 403, 404). */
const COMPETITION_REFUSALS = new Set([400, 403, 404]);

const isoDay = (instant: Date) => instant.toISOString().slice(0, 10);
/** Brazil's Série A plays a calendar year; the others name a season by the year it starts in July. */
const calendarOf = (code: string): SeasonCalendar => (code === "BSA" ? "calendar-year" : "european");
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Cached<T> {
  value: T;
  fetchedAt: number;
}

export class FootballDataProvider implements FootballProvider {
  readonly name = "football-data" as const;
  readonly competitions: readonly string[];
  private readonly client: FootballDataClient;
  private readonly now: () => Date;
  private readonly onProblem: ((message: string) => void) | undefined;
  private readonly onSkip: SkipReport | undefined;
  /** The configured codes still followed: one the key cannot read is dropped after the reply that showed it. */
  private active: string[];
  private catalogueCheckedAt = Number.NEGATIVE_INFINITY;
  private readonly memory = new Map<string, FixtureMemory>();
  /** Team name → competition (code when known, else id), learnt from replies: squads are asked per competition. */
  private readonly teamCompetition = new Map<string, string>();
  private readonly results = new Map<string, Cached<MatchItem[]>>();
  private readonly squads = new Map<string, Cached<Map<string, string[]>>>();
  /** Competition id → code, learnt from replies: the game names a competition by its id. */
  private readonly codes = new Map<number, string>();
  private codesAskedAt = Number.NEGATIVE_INFINITY;
  private readonly seasons: SeasonTableCache;

  constructor(options: FootballDataProviderOptions) {
    this.now = options.now ?? (() => new Date());
    this.seasons = new SeasonTableCache(this.now);
    this.client = new FootballDataClient({
      apiKey: options.apiKey,
      baseUrl: options.baseUrl ?? "https://api.football-data.org/v4",
      fetch: options.fetch ?? globalThis.fetch,
      timeoutMs: options.timeoutMs ?? 10_000,
      requestsPerMinute: options.requestsPerMinute ?? 10,
      now: this.now,
      sleep: options.sleep ?? defaultSleep,
    });
    this.competitions = (options.competitions ?? ["PL", "PD", "SA", "BL1", "FL1"]).map((code) => code.trim().toUpperCase());
    this.active = [...new Set(this.competitions)];
    this.onProblem = options.onProblem;
    this.onSkip = options.onProblem ? reportOnce(options.onProblem) : undefined;
  }

  requestsLeftThisMinute(): number | null {
    return this.client.requestsLeftThisMinute;
  }

  async fixturesBetween(from: Date, to: Date): Promise<ProviderFixture[]> {
    if (to.getTime() <= from.getTime()) return [];
    // Days, not instants: `to` is exclusive, so the last day needed holds the instant just before it, and
    // dateTo is the day after it whether the API reads dateTo as inclusive or (as documented) exclusive.
    const first = Date.parse(isoDay(from));
    const end = Date.parse(isoDay(new Date(to.getTime() - 1))) + DAY_MS;
    const matches = new Map<number, MatchItem>();
    for (let start = first; start < end; start += MAX_WINDOW_DAYS * DAY_MS) {
      const windowEnd = Math.min(end, start + MAX_WINDOW_DAYS * DAY_MS);
      const reply = await this.forCompetitions(this.active, (codes) =>
        this.matches({ competitions: codes.join(","), dateFrom: isoDay(new Date(start)), dateTo: isoDay(new Date(windowEnd)) }),
      );
      for (const match of reply) matches.set(match.id, match);
    }
    return this.toFixtures([...matches.values()])
      .filter((fixture) => fixture.kickoff >= from && fixture.kickoff < to)
      .sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime());
  }

  async fixturesById(ids: readonly string[]): Promise<ProviderFixture[]> {
    // Ours are always numeric; anything else cannot be a football-data match and is left out.
    const unique = [...new Set(ids.filter((id) => /^\d+$/.test(id)))];
    const found: MatchItem[] = [];
    for (let start = 0; start < unique.length; start += IDS_PER_CALL) {
      found.push(...(await this.matches({ ids: unique.slice(start, start + IDS_PER_CALL).join(",") })));
    }
    return this.toFixtures(found);
  }

  /** From the replies fixturesBetween/fixturesById already had: no request. */
  async events(fixtureId: string): Promise<MatchEvent[]> {
    const memory = this.memory.get(fixtureId);
    return memory ? toMatchEvents(memory) : [];
  }

  async resultsBefore(before: Date, limit: number): Promise<ResultRow[]> {
    if (limit <= 0) return [];
    const rows: ResultRow[] = [];
    for (const code of [...this.active]) {
      const current = seasonOn(this.now(), calendarOf(code));
      for (const season of [current, current - 1]) {
        for (const match of await this.finishedMatches(code, season)) {
          const row = toResultRow(match);
          if (row && row.date < before) rows.push(row);
        }
      }
    }
    rows.sort((a, b) => a.date.getTime() - b.date.getTime());
    return rows.slice(-limit);
  }

  async squad(team: string): Promise<string[]> {
    const competition = this.teamCompetition.get(team);
    if (competition === undefined || (/^[A-Z]/.test(competition) && !this.active.includes(competition))) return [];
    const season = seasonOn(this.now(), calendarOf(competition));
    const key = `${competition}|${season}`;
    const now = this.now().getTime();
    let cached = this.squads.get(key);
    if (!cached || now - cached.fetchedAt >= SQUADS_TTL_MS) {
      const reply = await this.forCompetitions([competition], ([code = competition]) =>
        this.client.get(`/competitions/${code}/teams`, { season: String(season) }, teamListSchema),
      );
      // A plan whose reply has no squad gives no names: never invented ones.
      const names = new Map(reply.teams.map((entry) => [entry.name, (entry.squad ?? []).map((player) => player.name)]));
      cached = { value: names, fetchedAt: now };
      this.squads.set(key, cached);
    }
    return [...(cached.value.get(team) ?? [])];
  }

  /** The season being played, named by the year it starts in (a calendar year for Série A), for a competition followed. */
  async currentSeason(leagueId: number): Promise<number | null> {
    const code = await this.codeOf(leagueId);
    return code ? seasonOn(this.now(), calendarOf(code)) : null;
  }

  /**
   * A season's table from its whole list of matches (standings of the finished ones, the ones left) and the API's
   * scorers' list, two requests kept as season-table-cache.ts keeps them. Null for a competition not followed, a season after the next, or one the
   * API does not know yet.
   */
  async seasonTable(leagueId: number, season: number): Promise<SeasonTable | null> {
    const code = await this.codeOf(leagueId);
    if (!code || !Number.isSafeInteger(season) || season < 1900) return null;
    const current = seasonOn(this.now(), calendarOf(code));
    if (season > current + 1) return null;
    return this.seasons.get(`${code}|${season}`, season === current ? "current" : "other", () => this.readSeason(code, leagueId, season));
  }

  private async readSeason(code: string, leagueId: number, season: number): Promise<SeasonTable | null> {
    const matches = await this.forCompetitions([code], ([only = code]) =>
      this.matchList(`/competitions/${only}/matches`, { season: String(season) }),
    );
    if (matches.length === 0) return null;
    const listed = await this.forCompetitions([code], ([only = code]) =>
      this.client.get(`/competitions/${only}/scorers`, { season: String(season), limit: String(SCORERS_LISTED) }, scorerListSchema),
    );
    const now = this.now();
    const table = seasonTableOf(
      { leagueId, leagueName: matches[0]!.competition.name, season },
      matches.flatMap((match) => {
        const { homeTeam, awayTeam } = match;
        if (homeTeam.name === null || awayTeam.name === null) return [];
        const full = match.score.fullTime;
        const finished = mapStatus(match.status) === "completed" && full.home !== null && full.away !== null;
        return [
          {
            fixtureId: String(match.id),
            round: match.matchday ?? 0,
            homeTeam: homeTeam.name,
            awayTeam: awayTeam.name,
            kickoff: new Date(match.utcDate),
            final: finished ? { home: full.home!, away: full.away! } : null,
            scorers: [],
          },
        ];
      }),
      now,
    );
    if (!table) return null;
    const scorers = listed.scorers.flatMap((s) => (s.goals ? [{ player: s.player.name, club: s.team.name, goals: s.goals }] : []));
    return { ...table, scorers: scorers.sort(compareScorers) };
  }

  /**
   * The code of a followed competition by its id: learnt from the replies, else from the list of competitions (asked at
   * most hourly), else the id itself where the operator follows it by id.
   */
  private async codeOf(leagueId: number): Promise<string | undefined> {
    const now = this.now().getTime();
    if (!this.codes.has(leagueId) && now - this.codesAskedAt >= CATALOGUE_TTL_MS) await this.readCatalogue();
    const code = this.codes.get(leagueId) ?? String(leagueId);
    return this.active.includes(code) ? code : undefined;
  }

  /** A competition's finished matches of one season, cached: the history the oracles fit on. */
  private async finishedMatches(code: string, season: number): Promise<MatchItem[]> {
    const key = `${code}|${season}`;
    const now = this.now().getTime();
    const cached = this.results.get(key);
    if (cached && now - cached.fetchedAt < RESULTS_TTL_MS) return cached.value;
    const matches = await this.forCompetitions([code], ([only = code]) =>
      this.matchList(`/competitions/${only}/matches`, { season: String(season), status: "FINISHED" }),
    );
    this.learnTeams(matches);
    this.results.set(key, { value: matches, fetchedAt: now });
    return matches;
  }

  /** A `/matches` request; its matches feed the events' memory. Goals are asked for: plans with them send them. */
  private async matches(params: Record<string, string>): Promise<MatchItem[]> {
    const matches = await this.matchList("/matches", params, { "X-Unfold-Goals": "true" });
    this.remember(matches);
    return matches;
  }

  /** A list of matches, each read alone: a bad one is left out and told, the rest are kept. */
  private async matchList(path: string, params: Record<string, string>, headers: Record<string, string> = {}): Promise<MatchItem[]> {
    const reply = await this.client.get(path, params, matchListEnvelope, headers);
    return parseAll(reply.matches, matchItemSchema(reply.competition), `football-data ${path}`, "matches", this.onSkip);
  }

  /**
   * Runs a request naming competitions. When the API refuses it (400/403/404) and the list of competitions
   * the key may read lacks some of them, those are dropped for good, the operator is told, and this call
   * fails with a message naming them; the next call follows the rest.
   */
  private async forCompetitions<T>(codes: readonly string[], run: (codes: readonly string[]) => Promise<T>): Promise<T> {
    if (codes.length === 0) {
      throw new ProviderError(
        "api",
        `football-data: none of the configured competitions (${this.competitions.join(", ")}) is readable with this key`,
      );
    }
    try {
      return await run(codes);
    } catch (error) {
      if (!(error instanceof ProviderError) || error.status === null || !COMPETITION_REFUSALS.has(error.status)) throw error;
      const dropped = await this.dropUnreadable(codes).catch(() => [] as string[]);
      if (dropped.length === 0) throw error;
      const following = this.active.length ? `following ${this.active.join(", ")}` : "following none";
      const message = `football-data: competition ${dropped.join(", ")} is unknown or outside this key's plan; left out, ${following}`;
      this.onProblem?.(message);
      throw new ProviderError("api", message, error.status);
    }
  }

  /** Reads which competitions the key may read (one request, at most hourly) and drops those of `codes` it may not. */
  private async dropUnreadable(codes: readonly string[]): Promise<string[]> {
    const now = this.now().getTime();
    if (now - this.catalogueCheckedAt < CATALOGUE_TTL_MS) return [];
    // Set first: a look that fails (a bad key fails them all) is not repeated on every sync either.
    this.catalogueCheckedAt = now;
    const readable = new Set((await this.readCatalogue()).flatMap((entry) => [entry.code ?? "", String(entry.id)]));
    const dropped = codes.filter((code) => !readable.has(code));
    this.active = this.active.filter((code) => !dropped.includes(code));
    // A change of plan may come with new competitions; a good look starts the hour afresh only when nothing was wrong.
    if (dropped.length > 0) this.catalogueCheckedAt = Number.NEGATIVE_INFINITY;
    return dropped;
  }

  /**
   * The list of competitions the key may read: one request, which both asks for (the catalogue check above and
   * `codeOf`). Every read teaches the ids' codes, so a check that just read it spares `codeOf` its own read.
   */
  private async readCatalogue() {
    this.codesAskedAt = this.now().getTime();
    const reply = await this.client.get("/competitions", {}, competitionListSchema);
    for (const { id, code } of reply.competitions) if (code) this.codes.set(id, code);
    return reply.competitions;
  }

  private remember(matches: readonly MatchItem[]): void {
    const at = this.now();
    for (const match of matches) {
      const id = String(match.id);
      this.memory.set(id, observe(this.memory.get(id), match, at));
    }
    for (const [id, memory] of this.memory) {
      if (at.getTime() - memory.observedAt > MEMORY_TTL_MS) this.memory.delete(id);
    }
    this.learnTeams(matches);
  }

  private learnTeams(matches: readonly MatchItem[]): void {
    for (const { competition, homeTeam, awayTeam } of matches) {
      if (competition.code) this.codes.set(competition.id, competition.code);
      const where = competition.code ?? String(competition.id);
      if (homeTeam.name !== null) this.teamCompetition.set(homeTeam.name, where);
      if (awayTeam.name !== null) this.teamCompetition.set(awayTeam.name, where);
    }
  }

  private toFixtures(matches: readonly MatchItem[]): ProviderFixture[] {
    return matches.map(toProviderFixture).filter((fixture): fixture is ProviderFixture => fixture !== null);
  }
}
