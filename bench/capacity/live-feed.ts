import WebSocket from "ws";
import { frameText } from "../../src/server/live/ws-text";
import type { Browser } from "./browser-client";
import type { Recorder } from "./step-stats";

const RETRY_MS = 2_000;

/**
 * A page's socket (lib/live-socket.ts): a live match page's, subscribed to the match for its state and
 * commentary, or the arena's, following every match's state (use-arena-push.ts). Opened on the page,
 * reopened 2 s after a drop, closed on leaving. The handshake up to the server's answer ("subscribed",
 * "arena-followed") is timed as the route `WS /ws subscribe` or `WS /ws arena`; each commentary line
 * created after that is timed from its createdAt to its arrival (the lines replayed on subscribe are older,
 * so left out).
 */
export class LiveFeed {
  /** Match pages open with a socket, across all players. */
  static following = 0;
  /** Arenas open with a socket, across all players. */
  static arenas = 0;
  private socket: WebSocket | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly browser: Browser,
    /** The match followed, or the arena's every match. */
    private readonly matchId: number | "arena",
    private readonly recorder: Recorder,
    private readonly publicUrl: string,
  ) {
    if (matchId === "arena") LiveFeed.arenas += 1;
    else LiveFeed.following += 1;
    this.open();
  }

  close(): void {
    if (this.closed) return;
    if (this.matchId === "arena") LiveFeed.arenas -= 1;
    else LiveFeed.following -= 1;
    this.closed = true;
    clearTimeout(this.retry);
    this.socket?.close();
  }

  private open(): void {
    const stats = this.recorder.current;
    const arena = this.matchId === "arena";
    const figures = stats.route("WS", arena ? "/ws arena" : "/ws subscribe");
    stats.requests += 1;
    const started = performance.now();
    let subscribedAt: number | undefined;
    let failed = false;
    const fail = (what: string) => {
      if (failed || this.closed) return;
      failed = true;
      this.recorder.current.error(subscribedAt === undefined ? figures : undefined, `ws match ${this.matchId}: ${what}`);
      if (subscribedAt !== undefined) this.recorder.current.wsErrors += 1;
    };
    const socket = new WebSocket(`${this.browser.base().replace("http", "ws")}/ws`, {
      headers: {
        origin: this.publicUrl,
        cookie: this.browser.cookie,
        "x-forwarded-for": this.browser.ip,
        "x-forwarded-proto": "https",
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/138.0.0.0",
      },
      handshakeTimeout: 30_000,
    });
    this.socket = socket;
    socket.on("open", () => socket.send(JSON.stringify(arena ? { type: "arena", follow: true } : { type: "subscribe", matchId: this.matchId })));
    socket.on("message", (data) => {
      const message = JSON.parse(frameText(data)) as { type: string; createdAt?: string; message?: string };
      if (message.type === (arena ? "arena-followed" : "subscribed")) {
        subscribedAt = Date.now();
        figures.latenciesMs.push(performance.now() - started);
      } else if (message.type === "commentary" && subscribedAt !== undefined && message.createdAt) {
        const createdAt = Date.parse(message.createdAt);
        if (createdAt >= subscribedAt) this.recorder.current.wsDeliveryMs.push(Date.now() - createdAt);
      } else if (message.type === "error") {
        fail(`server said ${message.message}`);
      }
    });
    socket.on("error", (err) => fail((err as { code?: string }).code ?? err.message));
    socket.on("close", (code) => {
      if (this.closed) return;
      fail(`closed by the server (${code})`);
      this.retry = setTimeout(() => !this.closed && this.open(), RETRY_MS);
    });
  }
}
