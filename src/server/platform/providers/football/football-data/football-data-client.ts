import type { z } from "zod";
import { ProviderError } from "../provider-error";
import { forPlayersNow } from "../provider-lane";
import { fetchReply, parseJson, parseReply, replyUrl, retryOnce, withoutSecret, type Reply } from "../provider-replies";
import { errorBodySchema } from "./football-data-schemas";

// One GET against football-data.org v4, paced to the plan and turned into a validated reply or a
// ProviderError. The free plan allows 10 requests a minute; going over earns a 429 and, done often, a ban
// (docs.football-data.org/general/v4/policies.html), so requests go one at a time through a budget that
// counts its own requests over a rolling minute and also obeys what the server says is left.

export interface FootballDataClientOptions {
  apiKey: string;
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
  requestsPerMinute: number;
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
}

const MINUTE_MS = 60_000;
/** What to wait after a 429 that names no reset: the counter is a per-minute one. */
const DEFAULT_RESET_MS = MINUTE_MS;
const MAX_API_MESSAGE = 160;

interface Job {
  /** Sends the request and settles its caller's promise; never rejects. */
  run: () => Promise<void>;
  /** Whether it already waited once for the players' share of the minute. */
  waited: boolean;
}

function headerNumber(headers: Headers, ...names: string[]): number | null {
  for (const name of names) {
    const value = Number(headers.get(name) ?? Number.NaN);
    if (Number.isFinite(value) && value >= 0) return value;
  }
  return null;
}

/** Until the server's counter resets, when it said. */
const resetMs = (headers: Headers) => {
  const seconds = headerNumber(headers, "x-requestcounter-reset");
  return seconds !== null ? seconds * 1000 : null;
};

export class FootballDataClient {
  /** The last reply's X-Requests-Available-Minute; null before any reply. */
  requestsLeftThisMinute: number | null = null;
  /** When our own requests were sent, oldest first, within the last minute. */
  private readonly sent: number[] = [];
  /** The server said none are left: nothing is sent before this instant. */
  private blockedUntil = 0;
  /** Requests waiting their turn: the sync's (and anything else not asked for by a player), and the players'. */
  private readonly syncJobs: Job[] = [];
  private readonly playerJobs: Job[] = [];
  private pumping = false;
  /** Ends a wait on the players' share when a request of the sync's is queued. */
  private syncArrived: (() => void) | undefined;

  constructor(private readonly options: FootballDataClientOptions) {}

  /**
   * Requests run one after another, so concurrent callers share one budget. The sync's own go first; those
   * made on a player's behalf (provider-lane.ts) only within half the minute, so the sync keeps the rest
   * (docs/decisions.md#fetch-new).
   */
  get<Schema extends z.ZodType>(
    path: string,
    params: Record<string, string>,
    schema: Schema,
    headers: Record<string, string> = {},
  ): Promise<z.output<Schema>> {
    return new Promise<z.output<Schema>>((resolve, reject) => {
      const job: Job = { run: () => this.fetchValidated(path, params, schema, headers).then(resolve, reject), waited: false };
      if (forPlayersNow()) this.playerJobs.push(job);
      else {
        this.syncJobs.push(job);
        this.syncArrived?.();
      }
      void this.pump();
    }).catch((error: unknown) => {
      // Nothing the adapter reports may carry the key, whatever the server or the network echoes.
      throw withoutSecret(error, this.options.apiKey);
    });
  }

  /** Sends the queued requests one at a time: the sync's first, then the players' within their share. */
  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      for (;;) {
        let job = this.syncJobs.shift();
        if (!job) {
          const next = this.playerJobs[0];
          if (!next) return;
          const wait = this.playersWait();
          // One wait per request, as for the budget: a clock that does not move cannot hold the queue. A
          // request of the sync's that comes meanwhile ends the wait and goes first.
          if (wait > 0 && !next.waited) {
            next.waited = await new Promise<boolean>((resolve) => {
              this.syncArrived = () => resolve(false);
              void this.options.sleep(wait).then(() => resolve(true));
            });
            this.syncArrived = undefined;
            continue;
          }
          job = this.playerJobs.shift()!;
        }
        await job.run();
      }
    } finally {
      this.pumping = false;
    }
  }

  /** How long a request on a player's behalf waits so that the sync keeps its half of this minute. */
  private playersWait(): number {
    const now = this.options.now().getTime();
    this.forgetOldRequests(now);
    const share = Math.max(1, this.options.requestsPerMinute - Math.ceil(this.options.requestsPerMinute / 2));
    const full = this.sent.length >= share ? (this.sent[this.sent.length - share] ?? now) + MINUTE_MS - now : 0;
    return Math.max(full, this.blockedUntil - now);
  }

  private forgetOldRequests(now: number): void {
    while (this.sent.length > 0 && (this.sent[0] ?? now) <= now - MINUTE_MS) this.sent.shift();
  }

  private async fetchValidated<Schema extends z.ZodType>(
    path: string,
    params: Record<string, string>,
    schema: Schema,
    headers: Record<string, string>,
  ): Promise<z.output<Schema>> {
    const where = `football-data ${path}`;
    let reply = await this.attemptRetryingOnce(where, path, params, headers);
    if (reply.status === 429) {
      // The one retry a 429 gets, after the reset the server named.
      await this.options.sleep(resetMs(reply.headers) ?? waitFromMessage(reply.text) ?? DEFAULT_RESET_MS);
      reply = await this.attemptRetryingOnce(where, path, params, headers);
      if (reply.status === 429) throw new ProviderError("rate_limit", `${where}: rate limited (HTTP 429) twice`, 429);
    }
    if (reply.status < 200 || reply.status >= 300) throw httpError(where, reply);
    return parseReply(parseJson(reply.text, where, reply.status), schema, where, reply.status);
  }

  /** A 5xx or a timeout gets one more try; a 429 is answered to the caller, which waits for the reset. */
  private attemptRetryingOnce(where: string, path: string, params: Record<string, string>, headers: Record<string, string>): Promise<Reply> {
    return retryOnce(async () => {
      const reply = await this.attempt(where, path, params, headers);
      if (reply.status >= 500) throw httpError(where, reply);
      return reply;
    }, this.options.sleep);
  }

  private async attempt(where: string, path: string, params: Record<string, string>, headers: Record<string, string>): Promise<Reply> {
    await this.waitForBudget();
    this.sent.push(this.options.now().getTime());
    return fetchReply(replyUrl(this.options.baseUrl, path, params), {
      fetch: this.options.fetch,
      headers: { ...headers, "X-Auth-Token": this.options.apiKey, accept: "application/json" },
      timeoutMs: this.options.timeoutMs,
      where,
      onHeaders: (replyHeaders) => this.noteQuota(replyHeaders),
    });
  }

  /** What the server says is left this minute; at none, nothing more is sent before its reset. */
  private noteQuota(headers: Headers): void {
    const left = headerNumber(headers, "x-requests-available-minute", "x-requestsavailable");
    if (left === null) return;
    this.requestsLeftThisMinute = left;
    if (left === 0) this.blockedUntil = this.options.now().getTime() + (resetMs(headers) ?? DEFAULT_RESET_MS);
  }

  /**
   * Waits out the server's reset when it said none are left, and our own rolling minute when it is full.
   * One wait per request: the queue lets nothing else in meanwhile, and a clock that does not move (a test
   * that does not advance it) cannot hold the queue forever.
   */
  private async waitForBudget(): Promise<void> {
    const now = this.options.now().getTime();
    this.forgetOldRequests(now);
    const windowFull = this.sent.length >= this.options.requestsPerMinute;
    const ownWait = windowFull ? (this.sent[this.sent.length - this.options.requestsPerMinute] ?? now) + MINUTE_MS - now : 0;
    const wait = Math.max(ownWait, this.blockedUntil - now);
    if (wait > 0) await this.options.sleep(wait);
  }
}

function httpError(where: string, reply: Reply): ProviderError {
  let body: unknown = null;
  try {
    body = JSON.parse(reply.text);
  } catch {
    // A gateway's HTML page: the status says enough.
  }
  const parsed = errorBodySchema.safeParse(body);
  const said = parsed.success ? (parsed.data.message ?? parsed.data.error) : undefined;
  // The server's own message says which (a bad key, a competition outside the plan, a too wide window).
  if (said && reply.status < 500) return new ProviderError("api", `${where}: HTTP ${reply.status}: ${said.slice(0, MAX_API_MESSAGE)}`, reply.status);
  return new ProviderError("http", `${where}: HTTP ${reply.status}`, reply.status);
}

/** "You reached your request limit. Wait 48 seconds." — the 429 body's own count, when no header came. */
function waitFromMessage(text: string): number | null {
  const match = /wait (\d+) seconds?/i.exec(text);
  return match ? Number(match[1]) * 1000 : null;
}
