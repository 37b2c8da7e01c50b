import type { FootballProvider, ProviderFixture, ProviderName } from "../platform/providers/football/football-provider";

// Fixtures as a provider's adapter hands them to the importer, for the suites that test what the
// importer does with them rather than how an adapter reads a reply.

/** An upcoming Premier League fixture between "Home {id}" and "Away {id}". */
export function providerFixture(id: string, kickoff: Date, overrides: Partial<ProviderFixture> = {}): ProviderFixture {
  return {
    fixtureId: id,
    leagueId: 39,
    leagueName: "Premier League",
    matchday: null,
    homeTeam: `Home ${id}`,
    awayTeam: `Away ${id}`,
    kickoff,
    status: "upcoming",
    minute: null,
    homeGoals: null,
    awayGoals: null,
    ...overrides,
  };
}

/** A provider whose every window holds `fixtures` and which knows nothing else: name it as no other suite does. */
export function providerAnswering(name: ProviderName, fixtures: ProviderFixture[]): FootballProvider {
  return {
    name,
    competitions: [],
    requestsLeftThisMinute: () => null,
    fixturesBetween: async () => fixtures,
    fixturesById: async () => [],
    events: async () => [],
    resultsBefore: async () => [],
    squad: async () => [],
  };
}
