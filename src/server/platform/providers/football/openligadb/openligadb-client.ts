import { ProviderError } from "../provider-error";
import { checkStatus, fetchReply, parseAll, parseJson, replyUrl, retryOnce, type SkipReport } from "../provider-replies";
import { matchSchema, type OpenLigaMatch } from "./openligadb-schemas";

// One GET against OpenLigaDB, turned into validated matches or a ProviderError (../provider-replies.ts reads
// the reply and retries a 5xx or a timeout once: a volunteer-run service should not be hammered). OpenLigaDB
// needs no key and publishes no quota, so nothing secret can leak; messages still carry only the path and the
// status, never a reply body.

export interface OpenLigaDbClientOptions {
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
  /** Told of the bad matches a reply left out. */
  onSkip?: SkipReport;
}

export class OpenLigaDbClient {
  constructor(private readonly options: OpenLigaDbClientOptions) {}

  /**
   * Every match of a league's season (`getmatchdata/{league}/{season}`). OpenLigaDB answers a league or
   * season it does not hold with an empty list (200), not a 404; a 404 is reported the same way, as an
   * api error naming the league.
   */
  async seasonMatches(league: string, season: number): Promise<OpenLigaMatch[]> {
    const path = `/getmatchdata/${encodeURIComponent(league)}/${season}`;
    try {
      return await retryOnce(() => this.attempt(path));
    } catch (error) {
      if (error instanceof ProviderError && error.status === 404) {
        throw new ProviderError("api", `openligadb: no league "${league}" for season ${season} (HTTP 404)`, 404);
      }
      throw error;
    }
  }

  private async attempt(path: string): Promise<OpenLigaMatch[]> {
    const where = `openligadb ${path}`;
    // A season list is large: the timeout also covers reading it, so a stalled one still fails.
    const reply = await fetchReply(replyUrl(this.options.baseUrl, path), {
      fetch: this.options.fetch,
      headers: { accept: "application/json" },
      timeoutMs: this.options.timeoutMs,
      where,
    });
    checkStatus(reply, where);
    const json = parseJson(reply.text, where, reply.status);
    // A single object (an error body such as {"message": ...}) is no season, even with a 200.
    if (!Array.isArray(json)) throw new ProviderError("malformed", `${where}: reply is not a list of matches`, reply.status);
    return parseAll(json, matchSchema, where, "", this.options.onSkip);
  }
}
