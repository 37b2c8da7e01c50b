import http from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import type { Recorder } from "./step-stats";

/** What the server sees of one player's browser behind the proxy. */
export interface Browser {
  /**
   * The server's origin for this player's next request (`http://127.0.0.1:port`): with several
   * instances, the next one in turn for every request, as a round-robin balancer without sticky
   * sessions sends them.
   */
  base: () => string;
  /** X-Forwarded-For: every player has an address of their own, so per-address limits stay on. */
  ip: string;
  cookie: string;
  /** The page the request comes from (Referer), as the client's route. */
  page: string;
  /** The HTTP cache's validators: the last ETag seen per URL, sent back as If-None-Match. */
  readonly etags: Map<string, string>;
}

export interface Reply {
  status: number;
  /** The body as it came over the wire (compressed when the server compressed it). */
  raw: Buffer;
  encoding: string | undefined;
  etag: string | undefined;
}

export type Verdict = "ok" | "refused" | "unexpected";
export type Judge = (status: number, reply: Reply) => Verdict;

const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36";
const TIMEOUT_MS = 30_000;

export const okStatuses: Judge = (status) => (status === 200 || status === 201 || status === 204 || status === 304 ? "ok" : "unexpected");

/** The body as text, decompressed as the browser would. */
export function replyText(reply: Reply): string {
  if (reply.encoding === "br") return brotliDecompressSync(reply.raw).toString();
  if (reply.encoding === "gzip") return gunzipSync(reply.raw).toString();
  if (reply.encoding === "deflate") return inflateSync(reply.raw).toString();
  return reply.raw.toString();
}

/**
 * The players' HTTP: what a browser sends (cookie, accept-encoding: gzip, deflate, br, Referer, the
 * Sec-Fetch headers, Origin on a POST, If-None-Match from its cache), through keep-alive connections
 * shared by all players, as the reverse proxy in front of a production server pools them (the server
 * trusts its X-Forwarded-For under an https PUBLIC_URL). node:http rather than fetch: bodies stay
 * compressed unless a player needs to read one (the match list, once per version), which keeps the
 * load generator's share of the two cores small; a browser decompresses on its own machine.
 */
export class BrowserClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 256 });

  constructor(
    private readonly publicUrl: string,
    private readonly recorder: Recorder,
    private readonly stopped: () => boolean,
  ) {}

  async send(browser: Browser, method: "GET" | "POST", path: string, body?: unknown, judge: Judge = okStatuses): Promise<Reply | undefined> {
    const headers: Record<string, string> = {
      "user-agent": USER_AGENT,
      accept: "*/*",
      "accept-encoding": "gzip, deflate, br",
      "accept-language": "en-GB,en;q=0.9",
      cookie: browser.cookie,
      referer: `${this.publicUrl}${browser.page}`,
      "sec-fetch-site": "same-origin",
      "sec-fetch-mode": "cors",
      "sec-fetch-dest": "empty",
      "x-forwarded-for": browser.ip,
      "x-forwarded-proto": "https",
    };
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) {
      headers["content-type"] = "application/json";
      headers.origin = this.publicUrl;
    }
    const cached = method === "GET" ? browser.etags.get(path) : undefined;
    if (cached) headers["if-none-match"] = cached;
    const stats = this.recorder.current;
    const figures = stats.route(method, path);
    const started = performance.now();
    let reply: Reply;
    stats.inFlight += 1;
    try {
      reply = await this.exchange(`${browser.base()}${path}`, method, headers, payload);
    } catch (err) {
      stats.inFlight -= 1;
      if (this.stopped()) return undefined;
      stats.requests += 1;
      stats.error(figures, `${method} ${path}: ${(err as { code?: string }).code ?? (err as Error).message}`);
      return undefined;
    }
    // The window the request started in owns it, so a step's figures are its own requests.
    stats.inFlight -= 1;
    stats.requests += 1;
    stats.took(figures, started, performance.now() - started);
    if (reply.status === 304) figures.notModified += 1;
    if (reply.etag && reply.status === 200) browser.etags.set(path, reply.etag);
    const verdict = reply.status >= 500 ? "unexpected" : judge(reply.status, reply);
    if (verdict === "refused") stats.refusals += 1;
    if (verdict === "unexpected") stats.error(figures, `${method} ${path} → ${reply.status} ${replyText(reply).slice(0, 100)}`);
    return reply;
  }

  close(): void {
    this.agent.destroy();
  }

  private exchange(url: string, method: string, headers: Record<string, string>, payload: string | undefined): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const request = http.request(url, { method, headers, agent: this.agent, timeout: TIMEOUT_MS }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            raw: Buffer.concat(chunks),
            encoding: response.headers["content-encoding"],
            etag: response.headers.etag,
          }),
        );
      });
      request.on("timeout", () => request.destroy(Object.assign(new Error("timed out after 30 s"), { code: "TIMEOUT" })));
      request.on("error", reject);
      request.end(payload);
    });
  }
}
