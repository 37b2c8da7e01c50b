import type { Db } from "../db/client";
import { listMatches } from "./match-view";

/**
 * GET /api/matches is the same for every player and the busiest read in the game, so its JSON is
 * built once and reused for a second. Writers on this instance (a placed bet, a sync) drop it at
 * once; another instance's writes show within the second.
 */
export class MatchListCache {
  private json: string | undefined;
  private builtAt = 0;
  private building: Promise<string> | undefined;
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 1000,
  ) {}

  invalidate(): void {
    this.generation += 1;
    this.json = undefined;
  }

  async get(): Promise<string> {
    if (this.json !== undefined && Date.now() - this.builtAt < this.ttlMs) return this.json;
    // Concurrent requests share one build instead of each querying the database.
    this.building ??= this.build().finally(() => (this.building = undefined));
    return this.building;
  }

  private async build(): Promise<string> {
    const generation = this.generation;
    const json = JSON.stringify(await listMatches(this.db));
    // A write that landed during the build makes this result stale: serve it once, keep nothing.
    if (generation === this.generation) {
      this.json = json;
      this.builtAt = Date.now();
    }
    return json;
  }
}
