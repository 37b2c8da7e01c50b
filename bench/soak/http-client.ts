import type { LoadStats } from "./load-stats";

export type Verdict = "ok" | "refused" | "unexpected";

export interface Reply {
  status: number;
  text: string;
  setCookie: string | null;
}

export interface Caller {
  /** X-Forwarded-For: each simulated person has an address of their own (the server trusts the proxy). */
  ip: string;
  cookie?: string | undefined;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The soak's HTTP client. Every attempt is classified: inside the restart window a network error or
 * a 5xx is retried and counted as "during restart"; outside it, it is an error, as is any status the
 * caller's verdict calls unexpected. Returns undefined when the request failed for good.
 */
export class SoakClient {
  constructor(
    private readonly base: () => string,
    private readonly stats: LoadStats,
    private readonly stopped: () => boolean,
  ) {}

  async call(
    who: Caller,
    method: "GET" | "POST",
    path: string,
    body: unknown,
    verdict: (status: number, text: string, retried: boolean) => Verdict,
  ): Promise<Reply | undefined> {
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = { "x-forwarded-for": who.ip };
      if (who.cookie) headers.cookie = who.cookie;
      if (body !== undefined) headers["content-type"] = "application/json";
      const started = performance.now();
      let reply: Reply;
      try {
        const response = await fetch(`${this.base()}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          redirect: "manual",
          signal: AbortSignal.timeout(30_000),
        });
        reply = { status: response.status, text: await response.text(), setCookie: response.headers.get("set-cookie") };
      } catch (err) {
        const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message;
        if (await this.retryable()) continue;
        this.stats.error(`${method} ${path}: ${cause}`);
        return undefined;
      }
      const ms = performance.now() - started;
      if (reply.status >= 500 && (await this.retryable())) continue;
      const bucket = this.stats.bucket();
      bucket.requests += 1;
      this.stats.latency(method, path, ms);
      const judged = reply.status >= 500 ? "unexpected" : verdict(reply.status, reply.text, attempt > 0);
      if (judged === "unexpected") this.stats.error(`${method} ${path} → ${reply.status} ${reply.text.slice(0, 120)}`);
      else if (judged === "refused") bucket.refusals += 1;
      return reply;
    }
  }

  /** Inside the restart window: count the attempt, back off, and say to try again. */
  private async retryable(): Promise<boolean> {
    if (!this.stats.inRestartWindow() || this.stopped()) return false;
    this.stats.bucket().duringRestart += 1;
    await sleep(200 + Math.random() * 400);
    return true;
  }
}

/** The session token a reply set, as a Cookie header value. */
export function cookieFrom(reply: Reply | undefined): string | undefined {
  const match = /(?:^|,\s*)(pl_session=[^;]+)/.exec(reply?.setCookie ?? "");
  return match && !match[1]!.endsWith("=") ? match[1] : undefined;
}
