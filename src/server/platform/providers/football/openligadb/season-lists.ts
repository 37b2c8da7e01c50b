import type { OpenLigaDbClient } from "./openligadb-client";
import type { OpenLigaMatch } from "./openligadb-schemas";

// A league's season list, kept while fresh enough for the caller. OpenLigaDB is run by volunteers and
// publishes no quota, so one reply serves every call that can live with its age: the sync's fixture,
// status and event reads within a minute, and the oracles' history for hours. Calls that overlap share
// one request; a failed request is not kept, so the next call asks again.

interface Entry {
  matches: OpenLigaMatch[];
  fetchedAt: number;
}

export class SeasonLists {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<OpenLigaMatch[]>>();

  constructor(
    private readonly client: OpenLigaDbClient,
    private readonly now: () => Date,
  ) {}

  /** The season's matches, fetched again only when the kept copy is older than `maxAgeMs`. */
  async get(league: string, season: number, maxAgeMs: number): Promise<OpenLigaMatch[]> {
    const key = `${league}/${season}`;
    const kept = this.entries.get(key);
    if (kept && this.now().getTime() - kept.fetchedAt <= maxAgeMs) return kept.matches;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const request = this.client
      .seasonMatches(league, season)
      .then((matches) => {
        this.entries.set(key, { matches, fetchedAt: this.now().getTime() });
        return matches;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, request);
    return request;
  }
}
