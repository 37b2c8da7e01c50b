import type { FootballProvider, MatchEvent, ProviderFixture, ResultRow } from "../football-provider";
import { TeamNameMatcher } from "./team-names";

// Older seasons for the oracles from football-data.co.uk CSVs (FOOTBALL_HISTORY_DIR). A provider's own
// history reaches back a season or two; the operator's CSVs (FOOTBALL_HISTORY_DIR) add the seasons before, for the provider's teams
// only, under the provider's names and league ids, so the oracles cannot tell them from the provider's own.

/** Same day (UTC), same teams: a CSV row is dated midnight, the provider's rows at kick-off. */
const sameMatch = (date: Date, home: string, away: string) => `${date.toISOString().slice(0, 10)}|${home}|${away}`;

/**
 * The provider with the CSVs' results added to resultsBefore: rows whose two teams both match a team the
 * provider has named (in its results or fixtures), in the same league there, older than the provider's own
 * results of that league, and not already among them. Everything else is the provider's.
 */
export function withCsvHistory(provider: FootballProvider, rows: readonly ResultRow[]): FootballProvider {
  return new CsvHistoryProvider(provider, rows);
}

class CsvHistoryProvider implements FootballProvider {
  /** Team → league id → the matches it was seen in, to tell its league from a cup it also plays. */
  private readonly seen = new Map<string, Map<number, Set<string>>>();

  /** The inner provider's seasons, where it numbers them: the CSVs add nothing to a season's table. */
  readonly seasonTable?: FootballProvider["seasonTable"];
  readonly currentSeason?: FootballProvider["currentSeason"];

  constructor(
    private readonly inner: FootballProvider,
    private readonly history: readonly ResultRow[],
  ) {
    if (inner.seasonTable) this.seasonTable = inner.seasonTable.bind(inner);
    if (inner.currentSeason) this.currentSeason = inner.currentSeason.bind(inner);
  }

  get name() {
    return this.inner.name;
  }

  get competitions() {
    return this.inner.competitions;
  }

  requestsLeftThisMinute(): number | null {
    return this.inner.requestsLeftThisMinute();
  }

  async fixturesBetween(from: Date, to: Date): Promise<ProviderFixture[]> {
    const fixtures = await this.inner.fixturesBetween(from, to);
    this.rememberFixtures(fixtures);
    return fixtures;
  }

  async fixturesById(ids: readonly string[]): Promise<ProviderFixture[]> {
    const fixtures = await this.inner.fixturesById(ids);
    this.rememberFixtures(fixtures);
    return fixtures;
  }

  events(fixtureId: string): Promise<MatchEvent[]> {
    return this.inner.events(fixtureId);
  }

  squad(team: string): Promise<string[]> {
    return this.inner.squad(team);
  }

  async resultsBefore(before: Date, limit: number): Promise<ResultRow[]> {
    if (limit <= 0) return [];
    const own = await this.inner.resultsBefore(before, limit);
    for (const row of own) this.remember(row.homeTeam, row.awayTeam, row.leagueId, sameMatch(row.date, row.homeTeam, row.awayTeam));

    const names = new TeamNameMatcher(this.seen.keys());
    const earliest = new Map<number, number>();
    for (const row of own) earliest.set(row.leagueId, Math.min(earliest.get(row.leagueId) ?? Infinity, row.date.getTime()));
    const taken = new Set(own.map((row) => sameMatch(row.date, row.homeTeam, row.awayTeam)));

    const added: ResultRow[] = [];
    for (const row of this.history) {
      if (row.date >= before) continue;
      const homeTeam = names.match(row.homeTeam);
      const awayTeam = names.match(row.awayTeam);
      if (!homeTeam || !awayTeam || homeTeam === awayTeam) continue;
      const leagueId = this.leagueOf(homeTeam);
      if (leagueId === undefined || leagueId !== this.leagueOf(awayTeam)) continue;
      // Older than the provider's first result there; a CSV row is dated midnight, so that first day still
      // passes, and the same-match check below drops the one it repeats.
      if (row.date.getTime() >= (earliest.get(leagueId) ?? Infinity)) continue;
      const key = sameMatch(row.date, homeTeam, awayTeam);
      if (taken.has(key)) continue;
      taken.add(key);
      added.push({ ...row, leagueId, homeTeam, awayTeam });
    }
    return [...added, ...own].sort((a, b) => a.date.getTime() - b.date.getTime()).slice(-limit);
  }

  private rememberFixtures(fixtures: readonly ProviderFixture[]): void {
    for (const fixture of fixtures) this.remember(fixture.homeTeam, fixture.awayTeam, fixture.leagueId, fixture.fixtureId);
  }

  private remember(home: string, away: string, leagueId: number, match: string): void {
    for (const team of [home, away]) {
      const leagues = this.seen.get(team) ?? new Map<number, Set<string>>();
      const matches = leagues.get(leagueId) ?? new Set<string>();
      matches.add(match);
      leagues.set(leagueId, matches);
      this.seen.set(team, leagues);
    }
  }

  /** The league a team plays most of its matches in: its league, not a cup it is also in. */
  private leagueOf(team: string): number | undefined {
    let best: { leagueId: number; count: number } | undefined;
    for (const [leagueId, matches] of this.seen.get(team) ?? []) {
      if (!best || matches.size > best.count) best = { leagueId, count: matches.size };
    }
    return best?.leagueId;
  }
}
