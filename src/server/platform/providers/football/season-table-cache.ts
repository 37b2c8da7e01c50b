import type { SeasonTable } from "./football-provider";
import { ProviderError } from "./provider-error";

// Season tables as a provider with a request budget keeps them (docs/decisions.md#season-questions): the questions move
// a matchday at a time, so a table is asked again after half an hour for the season being played and six hours for
// the next, which the provider may not hold yet (a refusal then means no season). A table past its age is read again
// for one key a minute at most, so the questions never take a live sync's requests in a burst.

const CURRENT_TTL_MS = 30 * 60 * 1000;
const NEXT_TTL_MS = 6 * 60 * 60 * 1000;
const REFRESH_GAP_MS = 60 * 1000;

export class SeasonTableCache {
  private readonly tables = new Map<string, { table: SeasonTable | null; fetchedAt: number }>();
  private readAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly now: () => Date) {}

  /** The table under `key`, read by `read` when none is kept or the kept one is past its age. */
  async get(key: string, season: "current" | "other", read: () => Promise<SeasonTable | null>): Promise<SeasonTable | null> {
    const now = this.now().getTime();
    const kept = this.tables.get(key);
    if (kept && now - kept.fetchedAt < (season === "current" ? CURRENT_TTL_MS : NEXT_TTL_MS)) return kept.table;
    if (kept && now - this.readAt < REFRESH_GAP_MS) return kept.table;
    this.readAt = now;
    let table: SeasonTable | null;
    try {
      table = await read();
    } catch (err) {
      // A season the provider does not hold yet is no season; a failure on the one being played is a failure.
      if (season === "other" && err instanceof ProviderError) table = null;
      else throw err;
    }
    this.tables.set(key, { table, fetchedAt: now });
    return table;
  }
}
