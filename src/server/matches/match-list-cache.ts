import { matchEndpoints, type ListedMatch } from "../../shared/api/matches";
import type { Db } from "../platform/db/client";
import { listMatches } from "./match-view";
import { EncodedBody } from "../platform/http/encoded-reply";

/**
 * GET /api/matches is the same for every player and the busiest read in the game, so its JSON is
 * built once and reused for a second, and each version is tagged and compressed once (EncodedBody),
 * not per request. A sync on this instance drops it at once; a bet placed on
 * this instance is counted into the cached list (betCount + 1) rather than dropping it: under load
 * bets land many times a second, and each rebuild reads every match and prediction.
 * Another instance's writes show within the second.
 */
export class MatchListCache {
  private list: ListedMatch[] | undefined;
  private body: EncodedBody | undefined;
  private builtAt = 0;
  private building: Promise<EncodedBody> | undefined;
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 1000,
  ) {}

  invalidate(): void {
    this.generation += 1;
    this.list = undefined;
    this.body = undefined;
  }

  /**
   * A bet on `matchId` was committed on this instance. A build in flight may or may not have seen
   * it, and is kept either way: the count is then at most one TTL late, as for other instances.
   */
  betPlaced(matchId: number): void {
    const match = this.list?.find((m) => m.id === matchId);
    if (!match) return;
    match.betCount += 1;
    this.body = undefined;
  }

  async get(): Promise<EncodedBody> {
    if (this.list !== undefined && Date.now() - this.builtAt < this.ttlMs) return (this.body ??= serialize(this.list));
    // Concurrent requests share one build instead of each querying the database.
    this.building ??= this.build().finally(() => (this.building = undefined));
    return this.building;
  }

  private async build(): Promise<EncodedBody> {
    const generation = this.generation;
    const list = await listMatches(this.db);
    const body = serialize(list);
    // A write that landed during the build makes this result stale: serve it once, keep nothing.
    if (generation === this.generation) {
      this.list = list;
      this.body = body;
      this.builtAt = Date.now();
    }
    return body;
  }
}

/** Through the endpoint's reply schema, as Fastify would: a field it does not declare is dropped. */
function serialize(list: ListedMatch[]): EncodedBody {
  return new EncodedBody("application/json; charset=utf-8", JSON.stringify(matchEndpoints.list.responses[200].parse(list)));
}
