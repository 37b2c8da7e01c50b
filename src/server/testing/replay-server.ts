import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A local HTTP server that answers with recorded replies, so adapters of outside systems
// (API-Football, OpenAI, xAI) are tested over real HTTP without the internet. It keeps every request
// it received so tests can assert on headers, query strings, bodies and retry counts.

export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ReplayReply {
  status?: number;
  headers?: Record<string, string>;
  /** A string is sent as is (to replay malformed bodies); anything else is sent as JSON. */
  body?: unknown;
  /** Wait this long before answering (timeouts). */
  delayMs?: number;
}

/** `count` is how many requests this route has answered before, so handlers can script sequences. */
export type ReplayHandler = (request: RecordedRequest, count: number) => ReplayReply | Promise<ReplayReply>;

export interface ReplayRoute {
  /** Any method when left out. */
  method?: string;
  /** A string matches the path exactly (query ignored); a RegExp is tested against path and query. */
  path: string | RegExp | ((request: RecordedRequest) => boolean);
  /** One reply for every call, a list played in order (the last one repeats), or a handler. */
  reply: ReplayReply | readonly ReplayReply[] | ReplayHandler;
}

export interface ReplayServer {
  /** e.g. "http://127.0.0.1:49152", no trailing slash. */
  url: string;
  routes: ReplayRoute[];
  requests: RecordedRequest[];
  /** Replaces the routes and forgets the requests, for the next test. */
  reset(routes?: ReplayRoute[]): void;
  close(): Promise<void>;
}

function matches(route: ReplayRoute, request: RecordedRequest): boolean {
  if (route.method && route.method.toUpperCase() !== request.method) return false;
  if (typeof route.path === "string") return route.path === request.path;
  if (route.path instanceof RegExp) return route.path.test(request.url);
  return route.path(request);
}

async function replyFor(route: ReplayRoute, request: RecordedRequest, count: number): Promise<ReplayReply> {
  const { reply } = route;
  if (typeof reply === "function") return reply(request, count);
  if (Array.isArray(reply)) {
    const list = reply as readonly ReplayReply[];
    return list[Math.min(count, list.length - 1)] ?? { status: 500, body: { message: "empty reply list" } };
  }
  return reply as ReplayReply;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, reply: ReplayReply): void {
  // The client may have given up (timeout tests); writing then would only raise socket errors.
  if (res.destroyed || res.writableEnded) return;
  const raw = typeof reply.body === "string" ? reply.body : reply.body === undefined ? "" : JSON.stringify(reply.body);
  res.writeHead(reply.status ?? 200, { "content-type": "application/json", ...reply.headers });
  res.end(raw);
}

export async function startReplayServer(routes: ReplayRoute[] = []): Promise<ReplayServer> {
  const counts = new Map<ReplayRoute, number>();
  const pending = new Set<NodeJS.Timeout>();

  const state: ReplayServer = {
    url: "",
    routes,
    requests: [],
    reset(next = []) {
      state.routes = next;
      state.requests = [];
      counts.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of pending) clearTimeout(timer);
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? "/";
    const parsed = new URL(url, "http://replay.local");
    const request: RecordedRequest = {
      method: (req.method ?? "GET").toUpperCase(),
      url,
      path: parsed.pathname,
      query: parsed.searchParams,
      headers: req.headers,
      body: await readBody(req),
    };
    state.requests.push(request);

    const route = state.routes.find((candidate) => matches(candidate, request));
    if (!route) {
      send(res, { status: 404, body: { message: `no replay route for ${request.method} ${request.path}` } });
      return;
    }
    const count = counts.get(route) ?? 0;
    counts.set(route, count + 1);
    const reply = await replyFor(route, request, count);
    if (!reply.delayMs) {
      send(res, reply);
      return;
    }
    const timer = setTimeout(() => {
      pending.delete(timer);
      send(res, reply);
    }, reply.delayMs);
    pending.add(timer);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      send(res, { status: 500, body: { message: `replay handler failed: ${String(error)}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
