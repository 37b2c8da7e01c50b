import type { FootballProvider, MatchEvent, ProviderFixture, ResultRow, SeasonTable } from "../football-provider";
import { ProviderError } from "../provider-error";
import { reportOnce } from "../provider-replies";
import { seasonOn } from "../season";
import { seasonTableOf } from "../season-table";
import { OpenLigaDbClient } from "./openligadb-client";
import { leagueIdFor, leagueNameOf, scorersOf, toMatchEvents, toProviderFixture, toResultRow, toSeasonFixture } from "./openligadb-mapping";
import type { OpenLigaMatch } from "./openligadb-schemas";
import { SeasonLists } from "./season-lists";

// OpenLigaDB (api.openligadb.de): free, no key, German football kept by volunteers. Every read comes from
// one request per league for the whole season (getmatchdata/{league}/{season}), kept for a minute, so a
// sync's fixture, status and event reads cost one request per league between them
// (docs/decisions.md#real-football). Every failure surfaces as a ProviderError.

export interface OpenLigaDbProviderOptions {
  baseUrl?: string;
  /** League shortcuts as OpenLigaDB names them (bl1, bl2, bl3, dfb, ...); the default is the Bundesliga. */
  leagues?: string[];
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => Date;
  /** Told of the bad matches a reply left out (once each), so the operator reads why one is missing. */
  onProblem?: (message: string) => void;
}

/** The sync reads fixtures, then statuses, then events within seconds of each other, once a minute while live. */
const SEASON_LIST_TTL_MS = 60 * 1000;
/** Finished results and scorers change once a matchday: the oracles' history can be hours old. */
const HISTORY_TTL_MS = 6 * 60 * 60 * 1000;
/** Enough for a starting eleven and the bench; a team's scorers list is rarely longer. */
const MAX_SQUAD = 30;

interface Located {
  league: string;
  match: OpenLigaMatch;
}

export class OpenLigaDbProvider implements FootballProvider {
  readonly name = "openligadb" as const;
  readonly competitions: readonly string[];
  private readonly leagues: readonly string[];
  private readonly lists: SeasonLists;
  private readonly now: () => Date;

  constructor(options: OpenLigaDbProviderOptions = {}) {
    this.now = options.now ?? (() => new Date());
    const client = new OpenLigaDbClient({
      baseUrl: options.baseUrl ?? "https://api.openligadb.de",
      fetch: options.fetch ?? globalThis.fetch,
      timeoutMs: options.timeoutMs ?? 10_000,
      ...(options.onProblem ? { onSkip: reportOnce(options.onProblem) } : {}),
    });
    this.lists = new SeasonLists(client, this.now);
    this.leagues = [...new Set(options.leagues ?? ["bl1"])];
    this.competitions = this.leagues;
  }

  /** OpenLigaDB publishes no quota. */
  requestsLeftThisMinute(): number | null {
    return null;
  }

  /** OpenLigaDB names a season by its first year (bl1/2025 is 2025/26): the one being played now. */
  private get season(): number {
    return seasonOn(this.now());
  }

  async fixturesBetween(from: Date, to: Date): Promise<ProviderFixture[]> {
    if (to.getTime() <= from.getTime()) return [];
    const now = this.now();
    const season = this.season;
    // Only a range reaching back before July needs last season too; that list is long since final.
    const reachesBack = from.getTime() < Date.UTC(season, 6, 1);
    const perLeague = await Promise.all(
      this.leagues.map(async (league) => {
        const current = await this.currentSeasonMatches(league, SEASON_LIST_TTL_MS);
        const earlier = reachesBack ? await this.lists.get(league, season - 1, HISTORY_TTL_MS) : [];
        return [...earlier, ...current].map((match) => toProviderFixture(match, league, now));
      }),
    );
    const byId = new Map(perLeague.flat().map((fixture) => [fixture.fixtureId, fixture]));
    return [...byId.values()]
      .filter((fixture) => fixture.kickoff >= from && fixture.kickoff < to)
      .sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime());
  }

  /** From the season lists (at most a minute old), not one getmatchdata/{matchId} request per id. */
  async fixturesById(ids: readonly string[]): Promise<ProviderFixture[]> {
    // Ours are always numeric; anything else cannot be an OpenLigaDB match and is left out.
    const wanted = [...new Set(ids.filter((id) => /^\d{1,15}$/.test(id)))];
    if (wanted.length === 0) return [];
    const now = this.now();
    const found = await this.locate(wanted);
    return wanted.flatMap((id) => {
      const located = found.get(id);
      return located ? [toProviderFixture(located.match, located.league, now)] : [];
    });
  }

  async events(fixtureId: string): Promise<MatchEvent[]> {
    if (!/^\d{1,15}$/.test(fixtureId)) return [];
    const located = (await this.locate([fixtureId])).get(fixtureId);
    return located ? toMatchEvents(located.match, this.now()) : [];
  }

  /** Finished matches of this season and the last, from lists kept for hours. */
  async resultsBefore(before: Date, limit: number): Promise<ResultRow[]> {
    if (limit <= 0) return [];
    const perLeague = await Promise.all(
      this.leagues.map(async (league) => {
        const matches = await this.bothSeasons(league);
        return matches.map((match) => toResultRow(match, league));
      }),
    );
    const rows = perLeague
      .flat()
      .filter((row): row is ResultRow => row !== null && row.date < before)
      .sort((a, b) => a.date.getTime() - b.date.getTime());
    return rows.slice(-limit);
  }

  /** The team's scorers this season and last, as OpenLigaDB names them; [] when it names none. */
  async squad(team: string): Promise<string[]> {
    const perLeague = await Promise.all(this.leagues.map((league) => this.bothSeasons(league)));
    return scorersOf(perLeague.flat(), team).slice(0, MAX_SQUAD);
  }

  /** The season named by the year it starts in, while its list is being played or entered (docs/rules.md#season-questions). */
  async currentSeason(leagueId: number): Promise<number | null> {
    return this.shortcutOf(leagueId) ? this.season : null;
  }

  /**
   * A season's table from its whole list of matches (the list the sync reads, a minute old at most for the season being
   * played): standings and scorers of the matches completed, the matches left. Null for a league not followed, a
   * season not yet entered, or one after the next.
   */
  async seasonTable(leagueId: number, season: number): Promise<SeasonTable | null> {
    const league = this.shortcutOf(leagueId);
    if (!league || !Number.isSafeInteger(season) || season < 1900 || season > this.season + 1) return null;
    const matches = await this.lists.get(league, season, season === this.season ? SEASON_LIST_TTL_MS : HISTORY_TTL_MS);
    const now = this.now();
    return seasonTableOf(
      { leagueId, leagueName: matches[0] ? leagueNameOf(matches[0]) : league, season },
      matches.map((match) => toSeasonFixture(match, now)),
      now,
    );
  }

  private shortcutOf(leagueId: number): string | undefined {
    return this.leagues.find((league) => leagueIdFor(league) === leagueId);
  }

  private async bothSeasons(league: string): Promise<OpenLigaMatch[]> {
    const current = await this.currentSeasonMatches(league, HISTORY_TTL_MS);
    const previous = await this.lists.get(league, this.season - 1, HISTORY_TTL_MS);
    return [...previous, ...current];
  }

  /**
   * The current season's list. OpenLigaDB answers a league it does not hold with an empty list, just as it
   * answers a season not yet entered (new fixtures appear some time in summer): last season, kept for
   * hours, tells the two apart.
   */
  private async currentSeasonMatches(league: string, maxAgeMs: number): Promise<OpenLigaMatch[]> {
    const season = this.season;
    const matches = await this.lists.get(league, season, maxAgeMs);
    if (matches.length > 0) return matches;
    const previous = await this.lists.get(league, season - 1, HISTORY_TTL_MS);
    if (previous.length === 0) throw new ProviderError("api", `openligadb: no league "${league}" (no matches in season ${season - 1} or ${season})`);
    return [];
  }

  /** Matches by id in the current season's lists, and last season's for ids not found there. */
  private async locate(ids: readonly string[]): Promise<Map<string, Located>> {
    const wanted = new Set(ids);
    const found = new Map<string, Located>();
    const collect = (lists: readonly { league: string; matches: readonly OpenLigaMatch[] }[]) => {
      for (const { league, matches } of lists) {
        for (const match of matches) {
          const id = String(match.matchID);
          if (wanted.has(id) && !found.has(id)) found.set(id, { league, match });
        }
      }
    };
    const season = this.season;
    collect(
      await Promise.all(this.leagues.map(async (league) => ({ league, matches: await this.currentSeasonMatches(league, SEASON_LIST_TTL_MS) }))),
    );
    if (found.size < wanted.size) {
      collect(await Promise.all(this.leagues.map(async (league) => ({ league, matches: await this.lists.get(league, season - 1, HISTORY_TTL_MS) }))));
    }
    return found;
  }
}
